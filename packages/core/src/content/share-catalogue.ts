import { t } from '../strings/index.js';
import type { Text } from '../strings/texts.js';
import type { Language } from '../types/design.js';
import { SHARE_ICONS, type ShareIcon } from './share-icons.js';
import { mastodonInstance } from './share.js';
import { SHARE_SERVICE_KEYS, type ShareServiceKey } from './share-services.js';

/**
 * How a service shares (SPEC §7): `window` a 600×400 share window (Mastodon's 770×520); `tab` a
 * new tab (the AI assistants, whose pages want room); `app` the visitor's own app through its
 * scheme (mail, SMS, messaging apps), in the same tab; `action` something the kit does itself.
 */
export type ShareKind = 'window' | 'tab' | 'app' | 'action';

/** SPEC §3 share service entry: title, background_color, redirect_url, svg icon. */
export interface ShareCatalogueEntry {
  key: ShareServiceKey;
  title: string;
  background_color: string;
  /** the share address with {url}, {title}, {text} (title and url), {prompt} and {instance} placeholders; null for an action */
  redirect_url: string | null;
  svg: ShareIcon;
  kind: ShareKind;
  /** the button's words when they are not 'Share on {title}' */
  label?: Text;
}

/** The instance a Mastodon share goes to when the visitor names none. */
export const MASTODON_DEFAULT_INSTANCE = 'mastodon.social';

const entry = (title: string, background_color: string, redirect_url: string | null, kind: ShareKind, label?: Text) => ({
  title,
  background_color,
  redirect_url,
  kind,
  ...(label ? { label } : {}),
});

const ask = (name: string): Text => ({ en: `Summarise with ${name}`, he: `סיכום עם ${name}` });

/** Each catalogued service; typed by core's keys, so a key the server counts cannot go without an entry. */
const ENTRIES: Record<ShareServiceKey, Omit<ShareCatalogueEntry, 'key' | 'svg'>> = {
  facebook: entry('Facebook', '#0866FF', 'https://www.facebook.com/sharer/sharer.php?u={url}', 'window'),
  x: entry('X', '#000000', 'https://x.com/intent/post?url={url}&text={title}', 'window'),
  linkedin: entry('LinkedIn', '#0A66C2', 'https://www.linkedin.com/sharing/share-offsite/?url={url}', 'window'),
  pinterest: entry('Pinterest', '#BD081C', 'https://pinterest.com/pin/create/button/?url={url}&description={title}', 'window'),
  reddit: entry('Reddit', '#FF4500', 'https://www.reddit.com/submit?url={url}&title={title}', 'window'),
  tumblr: entry('Tumblr', '#36465D', 'https://www.tumblr.com/widgets/share/tool?canonicalUrl={url}&title={title}', 'window'),
  bluesky: entry('Bluesky', '#1185FE', 'https://bsky.app/intent/compose?text={text}', 'window'),
  threads: entry('Threads', '#000000', 'https://www.threads.net/intent/post?text={text}', 'window'),
  mastodon: entry('Mastodon', '#6364FF', 'https://{instance}/share?text={text}', 'window'),
  vk: entry('VK', '#0077FF', 'https://vk.com/share.php?url={url}&title={title}', 'window'),
  xing: entry('XING', '#006567', 'https://www.xing.com/spi/shares/new?url={url}', 'window'),
  hacker_news: entry('Hacker News', '#F0652F', 'https://news.ycombinator.com/submitlink?u={url}&t={title}', 'window'),
  pocket: entry('Pocket', '#EF3F56', 'https://getpocket.com/save?url={url}&title={title}', 'window'),
  flipboard: entry('Flipboard', '#E12828', 'https://share.flipboard.com/bookmarklet/popout?v=2&url={url}&title={title}', 'window'),
  whatsapp: entry('WhatsApp', '#25D366', 'https://api.whatsapp.com/send?text={text}', 'window'),
  telegram: entry('Telegram', '#26A5E4', 'https://t.me/share/url?url={url}&text={title}', 'window'),
  messenger: entry('Messenger', '#0866FF', 'fb-messenger://share/?link={url}', 'app'),
  line: entry('LINE', '#00C300', 'https://social-plugins.line.me/lineit/share?url={url}', 'window'),
  viber: entry('Viber', '#7360F2', 'viber://forward?text={text}', 'app'),
  skype: entry('Skype', '#00AFF0', 'https://web.skype.com/share?url={url}&text={title}', 'window'),
  sms: entry('SMS', '#15803D', 'sms:?&body={text}', 'app', { en: 'Share by SMS', he: 'שיתוף ב־SMS' }),
  email: entry('Email', '#4B5563', 'mailto:?subject={title}&body={url}', 'app', { en: 'Share by email', he: 'שיתוף באימייל' }),
  copy_link: entry('Copy link', '#4B5563', null, 'action', { en: 'Copy link', he: 'העתקת קישור' }),
  print: entry('Print', '#4B5563', null, 'action', { en: 'Print', he: 'הדפסה' }),
  native: entry('Share…', '#374151', null, 'action', { en: 'Share…', he: 'שיתוף…' }),
  chatgpt: entry('ChatGPT', '#10A37F', 'https://chatgpt.com/?q={prompt}', 'tab', ask('ChatGPT')),
  claude: entry('Claude', '#D97757', 'https://claude.ai/new?q={prompt}', 'tab', ask('Claude')),
  perplexity: entry('Perplexity', '#1FB8CD', 'https://www.perplexity.ai/search/new?q={prompt}', 'tab', ask('Perplexity')),
  gemini: entry('Gemini', '#8E75B2', 'https://gemini.google.com/app?q={prompt}', 'tab', ask('Gemini')),
  copilot: entry('Copilot', '#0078D4', 'https://copilot.microsoft.com/?q={prompt}', 'tab', ask('Copilot')),
  grok: entry('Grok', '#000000', 'https://grok.com/?q={prompt}', 'tab', ask('Grok')),
};

/** The catalogue, in SHARE_SERVICE_KEYS order (the 'more' popup lists it so). */
export const SHARE_CATALOGUE: readonly ShareCatalogueEntry[] = SHARE_SERVICE_KEYS.map((key) => ({ key, ...ENTRIES[key], svg: SHARE_ICONS[key] }));

const BY_KEY = new Map(SHARE_CATALOGUE.map((service) => [service.key, service]));

export function shareService(key: ShareServiceKey): ShareCatalogueEntry {
  return BY_KEY.get(key)!;
}

/** Most keys a bar's list may name: more than the catalogue holds is a page's mistake. */
const MAX_LISTED = SHARE_SERVICE_KEYS.length;

/**
 * The services a data attribute lists ('facebook x, whatsapp'): known keys in the order written,
 * each once; unknown words are skipped, so a typo loses one button, never the bar.
 */
export function readShareServiceList(value: string | null): ShareServiceKey[] {
  const keys: ShareServiceKey[] = [];
  for (const word of (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .slice(0, 4 * MAX_LISTED)) {
    const service = BY_KEY.get(word as ShareServiceKey);
    if (service && !keys.includes(service.key)) keys.push(service.key);
  }
  return keys;
}

/**
 * SPEC §5: the instance the visitor typed, trimmed; empty keeps the default. A typed address
 * ('https://fosstodon.org/') gives its host; anything that is not a host name keeps the default,
 * so a share never goes to a path or a scheme the visitor did not mean.
 */
export function mastodonHost(typed: string | null | undefined, defaultInstance: string = MASTODON_DEFAULT_INSTANCE): string {
  const host = mastodonInstance(typed, defaultInstance)
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/.test(host) ? host : defaultInstance;
}

/** The AI assistants' prefilled prompt (SPEC §7), in the page's language. */
export function summarisePrompt(lang: Language, page: { url: string; title: string }): string {
  const words: Text = { en: 'Summarise this page: {title} {url}', he: 'סכמו את העמוד הזה: {title} {url}' };
  return t(lang, words, { title: page.title, url: page.url }).replace(/\s+/g, ' ').trim();
}

export interface SharedPage {
  url: string;
  title: string;
}

/**
 * The service's share address for the page: every placeholder filled with its value encoded as
 * one URI component, so no title (quotes, &, #, <script>) can add a parameter or leave the
 * address. Null for an action, which has none.
 */
export function shareLink(key: ShareServiceKey, page: SharedPage, options: { lang: Language; instance?: string }): string | null {
  const template = shareService(key).redirect_url;
  if (template === null) return null;
  const values: Record<string, string> = {
    url: page.url,
    title: page.title,
    text: `${page.title} ${page.url}`.trim(),
    prompt: summarisePrompt(options.lang, page),
  };
  return template
    .replace('{instance}', mastodonHost(options.instance))
    .replace(/\{(url|title|text|prompt)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** The button's accessible name: 'Share on Facebook', or the service's own words. */
export function shareLabel(service: ShareCatalogueEntry, lang: Language): string {
  return service.label ? t(lang, service.label) : t(lang, { en: 'Share on {service}', he: 'שיתוף ב־{service}' }, { service: service.title });
}
