/** Where the app finds its Beckon server, site and pop-ups. */
export interface AppConfig {
  server: string;
  clientId: string;
  /** the pop-up the home page's button opens */
  popupId: string;
  /** the inline pop-up of the newsletter page, and its height (field_poptin_height) */
  embedId: string;
  embedHeight: number;
}

/**
 * The host that serves the app may write the config into the page
 * (`<script type="application/json" id="beckon-config">`, as the end-to-end tests do); the query
 * string (`?server=…&client=…&popup=…&embed=…&height=…`) overrides it, for trying the app by hand.
 */
export function readConfig(): AppConfig | null {
  let written: Partial<AppConfig> = {};
  try {
    written = JSON.parse(document.getElementById('beckon-config')?.textContent || '{}') as Partial<AppConfig>;
  } catch {
    // A broken config is no config: the app says what it needs.
  }
  const query = new URLSearchParams(location.search);
  const config = {
    server: query.get('server') ?? written.server ?? '',
    clientId: query.get('client') ?? written.clientId ?? '',
    popupId: query.get('popup') ?? written.popupId ?? '',
    embedId: query.get('embed') ?? written.embedId ?? '',
    embedHeight: Number(query.get('height') ?? written.embedHeight ?? 0),
  };
  return config.server && config.clientId ? config : null;
}
