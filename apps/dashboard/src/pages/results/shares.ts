import type { ShareServiceKey } from '@beckon/core/api';
import { dayInput } from './range.js';

/** Issue 20: a site's share counts, as GET /api/admin/sites/{clientId}/shares answers them. */

/** Pages a page of the listing: the answer says how many there are in all. */
export const SHARES_PAGE_SIZE = 25;

/**
 * The calendar days of the chosen range, both included, as the counts are kept (UTC days): the
 * range's `to` is the midnight after its last day.
 */
export const shareDays = (range: { from: number; to: number }): { from: string; to: string } => ({
  from: dayInput(range.from),
  to: dayInput(range.to - 1),
});

export const sharesUrl = (clientId: string, days: { from: string; to: string }, page: { limit: number; offset: number }): string =>
  `/api/admin/sites/${encodeURIComponent(clientId)}/shares?${new URLSearchParams({ ...days, limit: String(page.limit), offset: String(page.offset) }).toString()}`;

/** Each share service in the owner's words; typed by core's keys, so a new service cannot go unnamed here. */
const SERVICE_NAMES: Record<ShareServiceKey, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
  bluesky: 'Bluesky',
  threads: 'Threads',
  mastodon: 'Mastodon',
  vk: 'VK',
  xing: 'XING',
  hacker_news: 'Hacker News',
  pocket: 'Pocket',
  flipboard: 'Flipboard',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  messenger: 'Messenger',
  line: 'LINE',
  viber: 'Viber',
  skype: 'Skype',
  sms: 'SMS',
  email: 'Email',
  copy_link: 'Copy link',
  print: 'Print',
  native: "Device's share dialog",
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  copilot: 'Copilot',
  grok: 'Grok',
};

/** A key counted before a newer dashboard knew it reads as itself. */
export const serviceName = (key: string): string => (Object.hasOwn(SERVICE_NAMES, key) ? SERVICE_NAMES[key as ShareServiceKey] : key);
