import {
  CHAT_CONFIG_ATTRIBUTES,
  CHAT_MOUNT_CLASS,
  chatDefaults,
  groupInviteCode,
  knownZone,
  parseChatConfig,
  phoneDigits,
  type ChatBox,
  type ChatButton,
  type ChatConfig,
  type ChatContact,
  type ChatDisplay,
} from '@beckon/core';

type Devices = ChatDisplay['devices'];

/** The setup form's values: the SPEC §3 chat config, with weekdays as checkbox values ('0' = Sunday). */
export interface ChatContactForm extends Omit<ChatContact, 'timedays' | 'display' | 'order' | 'id'> {
  id: string;
  devices: Devices;
  order: string;
  timedays: string[];
}
export interface ChatForm {
  devices: Devices;
  button: Omit<ChatButton, 'timedays'> & { timedays: string[] };
  box: Omit<ChatBox, 'consentEnabled'> & { consentEnabled: boolean };
  contacts: ChatContactForm[];
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function newContact(index: number): ChatContactForm {
  return {
    id: `contact-${index + 1}`,
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
    devices: 'all',
    order: '',
    timezone: '',
    timefrom: '00:00',
    timeto: '00:00',
    timedays: [],
  };
}

export function configToForm(config: ChatConfig): ChatForm {
  return {
    devices: config.display.devices,
    button: { ...config.button, timedays: config.button.timedays.map((d) => d.value) },
    box: { ...config.box, consentEnabled: config.box.consentEnabled === 1 || config.box.consentEnabled === '1' },
    contacts: config.contacts.map((c) => {
      const { display, timedays, order, id, ...rest } = c;
      return {
        ...rest,
        id: String(id),
        devices: display.devices,
        timedays: timedays.map((d) => d.value),
        order: order === undefined || Number.isNaN(order) ? '' : String(order),
      };
    }),
  };
}

export const defaultChatForm = (): ChatForm => configToForm({ ...chatDefaults, contacts: [] });

/** The weekday objects SPEC §3 asks for: `{ value: '1' }` strings, in week order. */
const weekdays = (days: string[]) => [...days].sort().map((value) => ({ value }));

export function formToConfig(form: ChatForm): ChatConfig {
  const { timedays: buttonDays, ...button } = form.button;
  const { consentEnabled, ...box } = form.box;
  return {
    display: { devices: form.devices },
    button: { ...button, timedays: weekdays(buttonDays) },
    box: { ...box, auto_delay_open: Number(box.auto_delay_open) || 0, consentEnabled: consentEnabled ? 1 : 0 },
    contacts: form.contacts.map((c) => {
      const { devices, timedays, order, ...rest } = c;
      return {
        ...rest,
        display: { devices },
        timedays: weekdays(timedays),
        ...(order.trim() !== '' && Number.isFinite(Number(order)) ? { order: Number(order) } : {}),
      };
    }),
  };
}

/** A fixed offset the widget reads ('UTC+2', 'UTC-5:30', 'UTC+5.5') or a zone this browser knows. */
export function isReadableTimeZone(zone: string): boolean {
  const name = zone.trim();
  if (!name || /^(UTC|GMT|Z)$/i.test(name) || /^(?:UTC|GMT)?\s*[+-]\s*\d{1,2}(?:[:.]\d{1,2})?$/i.test(name)) return true;
  return knownZone(name) !== null;
}

export interface ChatProblem {
  path: string;
  message: string;
}

/**
 * What would keep a visitor from reaching the owner, found with the chat widget's own rules
 * (core): a phone with no digits opens nothing, a group link without an invite code is
 * 'Invalid URL', and an unreadable time zone silently counts as UTC.
 */
export function chatProblems(form: ChatForm): ChatProblem[] {
  const problems: ChatProblem[] = [];
  const zone = (path: string, value: string) => {
    if (!isReadableTimeZone(value)) problems.push({ path, message: `“${value}” is not a time zone. Write one like Europe/London or UTC+2.` });
  };
  if (form.button.box === 'no' && form.button.type !== 'group' && !phoneDigits(form.button.phone)) {
    problems.push({
      path: 'button.phone',
      message: 'Without the contact box the button opens a chat itself: enter the phone number it opens, with its country code.',
    });
  }
  if (form.button.box === 'no' && form.button.type === 'group' && !groupInviteCode(form.button.group)) {
    problems.push({ path: 'button.group', message: 'Invalid URL: paste the group’s invite link, like https://chat.whatsapp.com/AbCdEf123.' });
  }
  zone('button.timezone', form.button.timezone);
  if (form.box.auto_delay_open < 0 || !Number.isFinite(Number(form.box.auto_delay_open)))
    problems.push({ path: 'box.auto_delay_open', message: 'The delay is a number of milliseconds, 0 or more.' });
  if (form.button.box === 'yes' && form.contacts.length === 0)
    problems.push({ path: 'contacts', message: 'Add at least one contact: the box would say “No contacts found.”' });
  form.contacts.forEach((c, i) => {
    const who = [c.firstname, c.lastname].filter(Boolean).join(' ') || `Contact ${i + 1}`;
    if (c.type === 'group') {
      if (!groupInviteCode(c.group))
        problems.push({
          path: `contacts.${i}.group`,
          message: `${who}: Invalid URL. Paste the group’s invite link, like https://chat.whatsapp.com/AbCdEf123.`,
        });
    } else if (!phoneDigits(c.phone)) {
      problems.push({ path: `contacts.${i}.phone`, message: `${who}: enter a phone number with its country code, like +44 7700 900123.` });
    }
    if (c.avatar && !/^https?:\/\//i.test(c.avatar.trim()))
      problems.push({ path: `contacts.${i}.avatar`, message: `${who}: the avatar is the address of an image, starting with https://.` });
    zone(`contacts.${i}.timezone`, c.timezone);
  });
  return problems;
}

/** A JSON value inside a single-quoted HTML attribute. */
const attribute = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The element to paste where the chat should appear, and the script that mounts it. */
export function chatElementHtml(config: ChatConfig, serverOrigin: string): string {
  const parts = [
    `<div class="${CHAT_MOUNT_CLASS}"`,
    `  ${CHAT_CONFIG_ATTRIBUTES.display}='${attribute(config.display)}'`,
    `  ${CHAT_CONFIG_ATTRIBUTES.button}='${attribute(config.button)}'`,
    `  ${CHAT_CONFIG_ATTRIBUTES.box}='${attribute(config.box)}'`,
    `  ${CHAT_CONFIG_ATTRIBUTES.contacts}='${attribute(config.contacts)}'></div>`,
    `<script src="${serverOrigin.replace(/\/+$/, '')}/sdk/chat.js" defer></script>`,
  ];
  return parts.join('\n');
}

/** Reads an element an owner already has (pasted HTML) back into the form; null when there is none. */
export function readChatElement(html: string): { form: ChatForm; malformed: string[] } | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const element = doc.querySelector(`.${CHAT_MOUNT_CLASS}`);
  if (!element) return null;
  const { config, malformed } = parseChatConfig({
    display: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.display),
    button: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.button),
    box: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.box),
    contacts: element.getAttribute(CHAT_CONFIG_ATTRIBUTES.contacts),
  });
  return { form: configToForm(config), malformed };
}
