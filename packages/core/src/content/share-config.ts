import { SHARE_COUNTS_ENABLED_DEFAULT, SHARE_OFFSET_PX } from '../constants.js';
import { CLIENT_ID_PATTERN } from '../validators/popup-id.js';
import type { Text } from '../strings/texts.js';
import { type AttributeReader, flagAttribute, integerAttribute } from './config-attributes.js';
import { MASTODON_DEFAULT_INSTANCE, mastodonHost, readShareServiceList } from './share-catalogue.js';
import type { ShareServiceKey } from './share-services.js';

/** The services a bar shows when its list names none it knows. */
export const SHARE_DEFAULT_SERVICES: readonly ShareServiceKey[] = ['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'copy_link'];
/** Beckon's own bound on the vertical bar's offset from its edge, in px either way. */
const SHARE_OFFSET_MAX = 400;
/** Beckon's own bound on the page address and title a bar may be told to share. */
const SHARE_TEXT_MAX = 2048;

/** A share bar's settings, from its data-share-* attributes (README.md, "Share bar"). */
export interface ShareConfig {
  services: ShareServiceKey[];
  layout: 'horizontal' | 'vertical';
  /** the 'more' button listing every service */
  more: boolean;
  /** the device's own share dialog (navigator.share), where it has one */
  native: boolean;
  counts: boolean;
  /** the site's client id, which counts are kept under; counts stay off without a valid one */
  clientId: string | null;
  /** the page to share; null: the canonical link, else the address without its fragment */
  url: string | null;
  /** null: the page's title */
  title: string | null;
  mastodon: string;
  /** the vertical bar's distance from its edge (SPEC §9 share offset) */
  offset: number;
  /** the vertical bar starts slid away */
  hidden: boolean;
}

function boundedText(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text && text.length <= SHARE_TEXT_MAX ? text : null;
}

/** Every setting; a value the kit cannot read falls back to its default, never throws. */
export function readShareConfig(read: AttributeReader): ShareConfig {
  const listed = readShareServiceList(read('data-share-services'));
  const clientId = read('data-share-client')?.trim() ?? '';
  const validClient = new RegExp(CLIENT_ID_PATTERN).test(clientId);
  return {
    services: listed.length ? listed : [...SHARE_DEFAULT_SERVICES],
    layout: read('data-share-layout')?.trim().toLowerCase() === 'vertical' ? 'vertical' : 'horizontal',
    more: flagAttribute(read('data-share-more'), true),
    native: flagAttribute(read('data-share-native'), false),
    counts: flagAttribute(read('data-share-counts'), SHARE_COUNTS_ENABLED_DEFAULT) && validClient,
    clientId: validClient ? clientId : null,
    url: boundedText(read('data-share-url')),
    title: boundedText(read('data-share-title')),
    mastodon: mastodonHost(read('data-share-mastodon'), MASTODON_DEFAULT_INSTANCE),
    offset: integerAttribute(read('data-share-offset'), SHARE_OFFSET_PX, -SHARE_OFFSET_MAX, SHARE_OFFSET_MAX),
    hidden: flagAttribute(read('data-share-hidden'), false),
  };
}

/** The share bar's own words, in English and Hebrew (SPEC §1, §2, §4, §8). */
export const shareTexts = {
  bar: { en: 'Share', he: 'שיתוף' },
  opensWindow: { en: 'Opens in a new window', he: 'נפתח בחלון חדש' },
  more: { en: 'More', he: 'עוד' },
  moreTitle: { en: 'Share this page', he: 'שיתוף העמוד' },
  search: { en: 'Search services', he: 'חיפוש שירות' },
  noResults: { en: 'No services found.', he: 'לא נמצאו שירותים.' },
  close: { en: 'Close', he: 'סגירה' },
  linkCopied: { en: 'Link copied.', he: 'הקישור הועתק.' },
  copyFailed: { en: 'Could not copy. The link: {url}', he: 'ההעתקה נכשלה. הקישור: {url}' },
  hide: { en: 'Hide', he: 'הסתרה' },
  show: { en: 'Share', he: 'שיתוף' },
  mastodonTitle: { en: 'Share on Mastodon', he: 'שיתוף במסטודון' },
  mastodonInstance: { en: 'Your Mastodon instance', he: 'שרת המסטודון שלך' },
  mastodonHint: { en: 'Leave empty for {instance}.', he: 'השאירו ריק עבור {instance}.' },
  mastodonShare: { en: 'Share', he: 'שיתוף' },
  cancel: { en: 'Cancel', he: 'ביטול' },
  total: { en: 'shares', he: 'שיתופים' },
  /** the total's word beside a count of exactly one */
  totalOne: { en: 'share', he: 'שיתוף' },
  serviceCount: { en: '{count} shares', he: '{count} שיתופים' },
  serviceCountOne: { en: '1 share', he: 'שיתוף אחד' },
} as const satisfies Record<string, Text>;
