import type { ChatButton, ChatContact } from '../types/chat.js';
import { chatAvailability, type ChatAvailability } from './availability.js';
import { shownOnDevice, type ChatDevice } from './device.js';

/** A contact as the box lists it. */
export interface ListedContact {
  contact: ChatContact;
  /** the contact's id as a string: the key of its conversation */
  key: string;
  availability: ChatAvailability;
  /** visibility with_status: what the badge says */
  status: 'online' | 'offline' | null;
  /** visibility readonly (or unknown) and offline: shown greyed, cannot be chosen */
  disabled: boolean;
}

export function contactKey(contact: Pick<ChatContact, 'id'>): string {
  return String(contact.id);
}

export function contactName(contact: Pick<ChatContact, 'firstname' | 'lastname'>): string {
  return [contact.firstname, contact.lastname]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

function orderOf(contact: { order?: unknown }): number | null {
  const { order } = contact;
  if (order === null || order === undefined || order === '') return null;
  const value = Number(order);
  return Number.isFinite(value) ? value : null;
}

/** SPEC §9: contacts sorted by order ascending, those without an order last, ties as configured. */
export function sortContacts<T extends { order?: unknown }>(contacts: readonly T[]): T[] {
  return contacts
    .map((contact, index) => ({ contact, index, order: orderOf(contact) }))
    .sort((a, b) => {
      if (a.order === null || b.order === null) return a.order === b.order ? a.index - b.index : a.order === null ? 1 : -1;
      return a.order - b.order || a.index - b.index;
    })
    .map((entry) => entry.contact);
}

export interface ListingContext {
  device: ChatDevice;
  now: Date;
  /** minutes east of UTC on the visitor's clock, for showing hours in their time */
  visitorOffsetMinutes: number;
}

/**
 * The contacts the box shows, in order (SPEC §6, §9): display.devices decides per device;
 * offline ones are left out (visibility hidden), greyed (readonly) or badged Online/Offline
 * (with_status). A contact's hours are read in its own time zone, else the button's.
 */
export function listContacts(contacts: readonly ChatContact[], button: Pick<ChatButton, 'timezone'>, context: ListingContext): ListedContact[] {
  const listed: ListedContact[] = [];
  for (const contact of sortContacts(contacts)) {
    if (!shownOnDevice(contact.display?.devices, context.device)) continue;
    const availability = chatAvailability({ ...contact, timezone: contact.timezone || button.timezone }, context.now, context.visitorOffsetMinutes);
    const online = availability.availableNow;
    if (contact.visibility === 'hidden' && !online) continue;
    const withStatus = contact.visibility === 'with_status';
    listed.push({
      contact,
      key: contactKey(contact),
      availability,
      status: withStatus ? (online ? 'online' : 'offline') : null,
      disabled: !withStatus && !online,
    });
  }
  return listed;
}

/**
 * SPEC §3 contactsHash: a fingerprint of the configured contacts (32-bit FNV-1a of their JSON,
 * hex). Stored state is restored only while it matches, so an owner's edit to the contacts
 * starts visitors afresh. parseChatConfig writes every contact's fields in one order, so the
 * hash follows what the contacts say, not how the owner's JSON happened to list them.
 */
export function contactsHash(contacts: readonly ChatContact[]): string {
  const text = JSON.stringify(contacts);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
