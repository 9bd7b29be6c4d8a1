import type { PopupFormat, PopupSettings, PopupTarget, PopupType } from '@beckon/core';

/** The admin API's shapes, as documented at /docs (the server's route schemas). Times are epoch milliseconds. */
/** `plan` and `max_monthly_views` are sent by servers that know about plans. */
export interface Me { viewer_id: string; email: string; plan?: string; max_monthly_views?: number }

export interface SiteSeen { at: number; url: string }

export interface SiteSummary {
  client_id: string;
  name: string;
  domains: string[];
  snippet: string;
  created_at: number;
  /** the last page where the widget asked for this site's pop-ups; null until it has */
  seen: SiteSeen | null;
}

export type PopupStatus = 'published' | 'draft';

export interface PopupSummary {
  poptin_id: string;
  name: string;
  type: PopupType;
  format: PopupFormat;
  target: PopupTarget;
  status: PopupStatus;
  site_name: string;
  client_id: string;
  created_at: number;
  updated_at: number;
  views: number;
  closes: number;
  conversions: number;
  /** 0..1 */
  conversion_rate: number;
  ab_test_parent_id: string | null;
}

export interface NewPopup {
  client_id: string;
  name: string;
  type: PopupType;
  format: PopupFormat;
  target: PopupTarget;
  status: PopupStatus;
  settings: Pick<PopupSettings, 'design' | 'design_properties'> & Partial<PopupSettings>;
}

export interface PopupPatch { name?: string; status?: PopupStatus; settings?: PopupSettings }

export type { Lead as LeadRow, LeadColumn, LeadsPage } from '@beckon/core';

export interface ForgetResult { removed: { leads: number; activities: number; sessions: number; abandonments: number } }

export interface DayResult { day: string; views: number; closes: number; conversions: number }

export interface Breakdown { key: string; views: number; conversions: number; conversion_rate: number }

export interface ResultsReport {
  from: number;
  to: number;
  series: DayResult[];
  totals: { views: number; closes: number; conversions: number; conversion_rate: number };
  by_trigger: Breakdown[];
  by_device: Breakdown[];
  by_page: Breakdown[];
}

export interface AbVariant {
  poptin_id: string;
  name: string;
  status: PopupStatus;
  views: number;
  conversions: number;
  conversion_rate: number;
  interval: [number, number];
}

export interface AbReport {
  test: string;
  explanation: string;
  variants: AbVariant[];
  verdict: { readable: boolean; reason: string; winner: string | null; p_value: number | null; min_views_per_variant: number };
}

/** A shop claim waiting for its proof: the tag the shop's home page must carry (issue 15). */
export interface PendingShop { shop: string; platform: string; currency: string; token: string; meta_tag: string }

/** GET /api/admin/sites/{clientId}/store: the proven shop, if any, and a claim waiting, if any. */
export interface StoreState { shop: string | null; platform: string | null; currency: string; products: number; pending: PendingShop | null }

export interface ShopClaimReply { shop: string; platform: string; currency: string; verified: boolean; pending: PendingShop | null }

export interface ShopVerifyReply { verified: boolean; shop: string; message: string }
