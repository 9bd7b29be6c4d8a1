import { phoneDigits } from './phone.js';

/** SPEC §7: the messaging app's endpoints. */
const API_SEND = 'https://api.whatsapp.com/send';
const WEB_SEND = 'https://web.whatsapp.com/send';
const INVITE_HOST = 'chat.whatsapp.com';
const WEB_ACCEPT = 'https://web.whatsapp.com/accept';

/** https://chat.whatsapp.com/CODE (and the older /invite/CODE), nothing after the code but a query or fragment. */
const INVITE_LINK = /^https?:\/\/(www\.)?chat\.whatsapp\.com\/(invite\/)?([\w-]+)\/?([?#]|$)/i;
/** https://web.whatsapp.com/accept?code=CODE (any whatsapp.com host), or the app's whatsapp://chat?code=CODE. */
const ACCEPT_LINK = /^(https?:\/\/((web|www|api)\.)?whatsapp\.com\/accept\/?|whatsapp:\/\/chat\/?)\?([^#]*&)?code=([\w-]+)([&#]|$)/i;

/**
 * SPEC §5: a group link must be an invite link or an accept link carrying its code; anything
 * else has no code (null), and the caller says 'Invalid URL' (SPEC §8).
 */
export function groupInviteCode(link: string | null | undefined): string | null {
  const text = String(link ?? '').trim();
  return INVITE_LINK.exec(text)?.[3] ?? ACCEPT_LINK.exec(text)?.[5] ?? null;
}

export type ChatLinkType = 'web' | 'api';

/** What a conversation is opened with: a contact, the button itself, or a data-action=open element. */
export interface ChatTarget {
  phone?: string | number | null;
  type?: 'phone' | 'group' | (string & {});
  group?: string | null;
}

export interface ChatLinkOptions {
  /** the text prefilled in the conversation */
  text: string;
  /** the owner's choice (button.whatsapp_link_type): web endpoints on desktop, or always the api */
  linkType: ChatLinkType | (string & {}) | undefined;
  /** SPEC §9 mobile visitor: always the api endpoint / invite link, which the app handles */
  mobile: boolean;
}

/**
 * SPEC §7: the URL a conversation opens. Phones: the api send endpoint on mobile (or when the
 * owner chose 'api'), otherwise the web send endpoint, with the digits and the URL-encoded text.
 * Groups: the invite link, or on desktop with 'web' the accept?code= form. Null when there is
 * nothing to open: no phone digits, or a group link without a valid code.
 */
export function chatLink(target: ChatTarget, { text, linkType, mobile }: ChatLinkOptions): string | null {
  const useApi = mobile || linkType === 'api';
  if (target.type === 'group') {
    const code = groupInviteCode(target.group);
    if (!code) return null;
    return useApi ? `https://${INVITE_HOST}/${code}` : `${WEB_ACCEPT}?code=${code}`;
  }
  const phone = phoneDigits(target.phone);
  if (!phone) return null;
  return `${useApi ? API_SEND : WEB_SEND}?phone=${phone}&text=${encodeURIComponent(text)}`;
}
