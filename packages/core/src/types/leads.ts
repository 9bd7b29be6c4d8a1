import type { SubmittedField } from './api.js';

/** A lead as the admin API lists it (GET /api/admin/leads) and the dashboard shows it. */
export interface Lead {
  id: string;
  poptin_id: string;
  /** "Deleted pop-up" once its pop-up is gone: the lead stays */
  poptin_name: string;
  client_id: string;
  site_name: string;
  email: string | null;
  url: string;
  referrer: string;
  trigger: string;
  fields: SubmittedField[];
  /** why the submission looks automated, or null */
  spam: string | null;
  /** the pop-up's tag (poptin_fields) when the lead came, or null */
  tag: string | null;
  /** issue 17: the prize this visitor drew on the gamified pop-up before or after sending the lead, or null */
  prize: LeadPrize | null;
  created_at: number;
}

/** The play a lead came with (issue 17), as the server recorded it when it drew the prize. */
export interface LeadPrize {
  prize_id: string;
  label: string;
  code: string;
  won: boolean;
}

/** A field key some listed lead answered, with the label the form gave it: a column of the leads table. */
export interface LeadColumn {
  field_key: string;
  label: string;
}

/** `columns_truncated`: the matching leads hold more field keys than the page carries (LEAD_LIST_MAX_COLUMNS). */
export interface LeadsPage {
  total: number;
  columns: LeadColumn[];
  columns_truncated: boolean;
  leads: Lead[];
}
