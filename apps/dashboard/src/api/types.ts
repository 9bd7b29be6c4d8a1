import type { SubmittedField } from '@beckon/core';

export interface Me { email: string; viewer_id: string }

export interface SiteSummary { client_id: string; name: string; snippet: string }

export interface PopupSummary {
  poptin_id: string;
  name: string;
  type: string;
  format: string;
  target: string;
  status: string;
  site_name: string;
  client_id: string;
  created_at: number;
  views: number;
  closes: number;
  conversions: number;
}

export interface LeadRow {
  id: string;
  poptin_id: string;
  poptin_name: string;
  email: string | null;
  url: string;
  referrer: string;
  trigger: string;
  fields: SubmittedField[];
  created_at: number;
}
