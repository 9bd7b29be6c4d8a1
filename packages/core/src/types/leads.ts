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
  created_at: number;
}

/** A field key some listed lead answered, with the label the form gave it: a column of the leads table. */
export interface LeadColumn { field_key: string; label: string }

export interface LeadsPage { total: number; columns: LeadColumn[]; leads: Lead[] }
