/** SPEC §3 client-side stored items, as the widget keeps them. */
export interface StoredItems {
  /** the visitor's own id (client id cookie, §9: 365 days) */
  client_id: string;
  referrer: string;
  previous_url: string;
  visited_pages: string[];
  /** per pop-up markers, keyed by poptin_id */
  converted: Record<string, number>;
  closed: Record<string, number>;
  seen: Record<string, number>;
  cart_product_ids: string[];
  /** recent product ids, at most LAST_VISITED_MAX_IDS */
  last_visited: string[];
  session_started_at: number;
  session_seconds_on_site: number;
  /** lowercase email of a converted visitor */
  converted_email: string;
}
