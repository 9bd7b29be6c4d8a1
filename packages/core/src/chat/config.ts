import type { ChatConfig, ChatContact, ChatWeekday } from '../types/chat.js';
import { chatTexts } from './texts.js';

export type ChatConfigPart = keyof ChatConfig;
const PARTS: readonly ChatConfigPart[] = ['display', 'button', 'box', 'contacts'];

/** What a `.qlwapp` element without (valid) attributes gets: a working button, an empty box. */
export const chatDefaults: ChatConfig = {
  display: { devices: 'all' },
  button: {
    layout: 'button',
    icon: 'qlwapp-whatsapp-icon',
    text: chatTexts.defaultButtonText,
    box: 'yes',
    position: 'bottom-right',
    rounded: 'yes',
    visibility: 'readonly',
    notification_bubble: 'no',
    notification_bubble_animation: 'none',
    whatsapp_link_type: 'web',
    timezone: '',
    timefrom: '00:00',
    timeto: '00:00',
    timedays: [],
    phone: '',
    message: '',
    type: 'phone',
    group: '',
  },
  box: {
    header: chatTexts.defaultHeader,
    footer: '',
    response: chatTexts.defaultResponse,
    lazy_load: 'no',
    auto_open: 'no',
    auto_delay_open: 1000,
    allow_outside_close: 'no',
    consentEnabled: 0,
    consentMessage: chatTexts.defaultConsent,
  },
  contacts: [],
};

const contactDefaults: Omit<ChatContact, 'id'> = {
  firstname: '',
  lastname: '',
  label: '',
  avatar: '',
  phone: '',
  message: '',
  chat: true,
  type: 'phone',
  group: '',
  visibility: 'readonly',
  display: { devices: 'all' },
  timezone: '',
  timefrom: '00:00',
  timeto: '00:00',
  timedays: [],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Owners' tools write yes/no, booleans or 0/1; the widget reads one spelling. */
function yesNo(value: unknown, fallback: string): string {
  if (value === 'yes' || value === true || value === 1 || value === '1') return 'yes';
  if (value === 'no' || value === false || value === 0 || value === '0') return 'no';
  return fallback;
}

function weekdays(value: unknown): ChatWeekday[] {
  return (Array.isArray(value) ? value : []).flatMap((day): ChatWeekday[] => {
    if (isRecord(day) && day.value !== undefined) return [{ ...(typeof day.label === 'string' ? { label: day.label } : {}), value: String(day.value) }];
    return typeof day === 'string' || typeof day === 'number' ? [{ value: String(day) }] : [];
  });
}

/**
 * Each field of `defaults` read from `raw` in the default's own kind: yes/no flags in either
 * spelling, numbers (non-negative), booleans, weekday lists, nested objects, text. Anything
 * absent or of the wrong kind keeps its default; fields the defaults do not know are dropped.
 */
function coerce<T extends object>(defaults: T, raw: unknown): T {
  const out = { ...defaults } as Record<string, unknown>;
  if (!isRecord(raw)) return out as T;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(fallback)) out[key] = weekdays(value);
    else if (fallback === 'yes' || fallback === 'no') out[key] = yesNo(value, fallback);
    else if (typeof fallback === 'boolean') out[key] = yesNo(value, 'yes') === 'yes';
    else if (typeof fallback === 'number') out[key] = value !== '' && Number(value) >= 0 ? Number(value) : fallback;
    else if (isRecord(fallback)) out[key] = coerce(fallback, value);
    else if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  return out as T;
}

function readContact(raw: unknown, index: number): ChatContact[] {
  if (!isRecord(raw)) return [];
  const contact: ChatContact = {
    id: typeof raw.id === 'string' || typeof raw.id === 'number' ? raw.id : `contact-${index + 1}`,
    ...coerce(contactDefaults, raw),
  };
  if (raw.order !== undefined && raw.order !== null && raw.order !== '') contact.order = Number(raw.order);
  return [contact];
}

/**
 * Reads the four JSON attributes of a `.qlwapp` element (SPEC §3). A part that is missing falls
 * back to its defaults; one that is not valid JSON of the right shape does too and is reported
 * in `malformed`, so the caller can say so once while the widget keeps working.
 */
export function parseChatConfig(attributes: Partial<Record<ChatConfigPart, string | null>>): { config: ChatConfig; malformed: ChatConfigPart[] } {
  const malformed: ChatConfigPart[] = [];
  const values: Partial<Record<ChatConfigPart, unknown>> = {};
  for (const part of PARTS) {
    const raw = attributes[part];
    if (!raw || !raw.trim()) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (part === 'contacts' ? Array.isArray(value) : isRecord(value)) values[part] = value;
      else malformed.push(part);
    } catch {
      malformed.push(part);
    }
  }
  return {
    config: {
      display: coerce(chatDefaults.display, values.display),
      button: coerce(chatDefaults.button, values.button),
      box: coerce(chatDefaults.box, values.box),
      contacts: ((values.contacts as unknown[] | undefined) ?? []).flatMap(readContact),
    },
    malformed,
  };
}
