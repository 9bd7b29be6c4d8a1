/**
 * Issue 20: the keys of the share bar's services (SPEC §3 share service entry). The server counts
 * shares only under these keys, so a page cannot grow a site's counts with made-up services; the
 * catalogue's titles, colours, URL templates and icons are keyed by them.
 */
export const SHARE_SERVICE_KEYS = [
  // the major networks
  'facebook',
  'x',
  'linkedin',
  'pinterest',
  'reddit',
  'tumblr',
  'bluesky',
  'threads',
  'mastodon',
  'vk',
  'xing',
  'hacker_news',
  'pocket',
  'flipboard',
  // messaging apps
  'whatsapp',
  'telegram',
  'messenger',
  'line',
  'viber',
  'skype',
  'sms',
  // on the visitor's own device
  'email',
  'copy_link',
  'print',
  'native',
  // AI assistants, prefilled with a summarise-this-page prompt
  'chatgpt',
  'claude',
  'perplexity',
  'gemini',
  'copilot',
  'grok',
] as const;

export type ShareServiceKey = (typeof SHARE_SERVICE_KEYS)[number];

/** The longest key: a bound for anything that stores one. */
export const SHARE_SERVICE_KEY_MAX_LENGTH = Math.max(...SHARE_SERVICE_KEYS.map((key) => key.length));

const KNOWN: ReadonlySet<string> = new Set(SHARE_SERVICE_KEYS);

export function isShareServiceKey(value: unknown): value is ShareServiceKey {
  return typeof value === 'string' && KNOWN.has(value);
}
