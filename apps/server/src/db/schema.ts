import type { Generated, Insertable, Selectable } from 'kysely';

/** Times are milliseconds since the epoch in every table (integer on SQLite, bigint on PostgreSQL). */
export interface AccountsTable {
  id: Generated<number>;
  /** the viewer_id of SPEC §3/§7 */
  public_id: string;
  email: string;
  password_hash: string;
  created_at: number;
}

export interface SessionsTable {
  /** sha-256 of the cookie token: a stolen database does not yield live sessions */
  token_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
}

export interface SitesTable {
  id: Generated<number>;
  account_id: number;
  client_id: string;
  name: string;
  /** JSON array of host names the owner allows */
  domains: string;
  created_at: number;
}

export type PopupStatus = 'published' | 'draft';

export interface PoptinsTable {
  /** the 13-character poptin_id */
  id: string;
  account_id: number;
  site_id: number;
  name: string;
  type: string;
  format: string;
  target: string;
  status: PopupStatus;
  /** JSON of the rest of the SPEC §3 record: triggers, filters, design_properties, design */
  settings: string;
  created_at: number;
  updated_at: number;
}

export interface ViewsTable {
  id: Generated<number>;
  poptin_id: string;
  site_id: number;
  visitor: string | null;
  trigger: string;
  device: string;
  url: string;
  created_at: number;
}

export interface ClosesTable {
  id: Generated<number>;
  poptin_id: string;
  site_id: number;
  visitor: string | null;
  close_trigger: string | null;
  url: string;
  created_at: number;
}

/** One lead: a conversion with every submitted field. */
export interface ConversionsTable {
  id: Generated<number>;
  poptin_id: string;
  site_id: number;
  account_id: number;
  view_id: number | null;
  visitor: string | null;
  email: string | null;
  url: string;
  referrer: string;
  trigger: string;
  /** JSON array of SubmittedField */
  fields: string;
  /** JSON object of the other SPEC §7 context fields */
  context: string;
  created_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  sites: SitesTable;
  poptins: PoptinsTable;
  views: ViewsTable;
  closes: ClosesTable;
  conversions: ConversionsTable;
  settings: SettingsTable;
}

export type Account = Selectable<AccountsTable>;
export type Site = Selectable<SitesTable>;
export type PoptinRow = Selectable<PoptinsTable>;
export type NewPoptinRow = Insertable<PoptinsTable>;
export type ConversionRow = Selectable<ConversionsTable>;
