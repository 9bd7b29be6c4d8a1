/**
 * The chat widget's fixed texts. SPEC §1-§9 give them in English only, so unlike the pop-up
 * texts (strings/texts.ts, English and Hebrew) these are plain strings; `{name}` placeholders
 * are filled with `fillText`.
 */
export const chatTexts = {
  noContacts: 'No contacts found.',
  availableFromTo: 'Available from {from} to {to}',
  availableOn: 'Available on {day}',
  online: 'Online',
  offline: 'Offline',
  /** what the console says about a group link that is not an invite link (SPEC §8) */
  invalidUrl: 'Invalid URL',

  // Accessible names of the controls (SPEC §1 lists the controls, not their names).
  openChat: 'Open chat',
  closeChat: 'Close chat',
  backToContacts: 'Back to contacts',
  dialogLabel: 'Chat with us',
  dialogLabelWith: 'Chat with {name}',
  contacts: 'Contacts',
  messages: 'Messages',
  messageLabel: 'Message',
  send: 'Send',
  emoji: 'Emoji',
  newMessage: '1 new message',
  waiting: 'Sending…',

  // Defaults for a box whose attribute is missing or malformed.
  defaultButtonText: 'How can I help you?',
  defaultHeader: '<h3>Hello!</h3><p>Click one of our contacts below to chat on WhatsApp</p>',
  defaultResponse: 'Write a response',
  defaultConsent: 'I accept cookies and the privacy policy.',
} as const;

/** English weekday names, indexed like Date#getUTCDay (0 = Sunday), for 'Available on {day}'. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Fills `{key}` placeholders; unknown keys stay visible so a typo shows up in review. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
