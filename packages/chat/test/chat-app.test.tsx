import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_BACK_REVERT_MS,
  CHAT_CLOSE_ANIMATION_MS,
  CHAT_CONSENT_HIDE_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SCROLL_DELAY_MS,
  contactsHash,
  storedChatState,
} from '@beckon/core';
import { activeElement, advance, click, configOf, contact, fakeEnvironment, LOCAL_ZONE, mount, press, type, type Mounted } from './support.js';

// Monday 2 March 2026, 10:00 UTC.
const NOW = new Date('2026-03-02T10:00:00Z');
const WEEKEND = [{ value: '6' }, { value: '0' }];

let mounted: Mounted | null = null;
function open(m: Mounted): Mounted {
  click(m.button());
  return m;
}
function use(m: Mounted): Mounted {
  mounted = m;
  return m;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
});

describe('floating button (SPEC §2)', () => {
  it('shows its text and icon class, and names itself by its text', () => {
    const m = use(mount(configOf({ button: { text: 'Talk to us', icon: 'qlwapp-whatsapp-icon' } })));
    expect(m.button().textContent).toContain('Talk to us');
    expect(m.button().getAttribute('aria-label')).toBeNull();
    expect(m.button().querySelector('.qlwapp__icon.qlwapp-whatsapp-icon svg')).not.toBeNull();
    expect(m.button().getAttribute('aria-haspopup')).toBe('dialog');
    expect(m.button().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows an image icon for an image URL, and a name when it has no text', () => {
    const m = use(mount(configOf({ button: { text: '', icon: 'https://cdn.example.com/chat.png', layout: 'bubble' } })));
    expect(m.button().querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/chat.png');
    expect(m.button().getAttribute('aria-label')).toBe('Open chat');
    expect(m.button().className).toContain('qlwapp__button--bubble');
  });

  it.each([
    ['shown when enabled, a contact available and the box closed', 'yes', [contact(1)], true],
    ['not shown when not enabled', 'no', [contact(1)], false],
    ['not shown when nobody is available', 'yes', [contact(1, { timedays: WEEKEND })], false],
    ['not shown without contacts', 'yes', [], false],
  ])('notification bubble "1": %s', (_name, notification_bubble, contacts, shown) => {
    const m = use(mount(configOf({ button: { notification_bubble, notification_bubble_animation: 'pulse' }, contacts })));
    expect(m.root.querySelector('.qlwapp__bubble')?.textContent ?? null).toBe(shown ? '1' : null);
  });

  it('hides the notification bubble while the box is open', () => {
    const m = use(mount(configOf({ button: { notification_bubble: 'yes' }, contacts: [contact(1)] })));
    open(m);
    expect(m.root.querySelector('.qlwapp__bubble')).toBeNull();
  });

  it('says when the button is available again, from its own schedule', () => {
    const m = use(mount(configOf({ button: { timedays: WEEKEND, timezone: 'UTC' } })));
    expect(m.button().querySelector('.qlwapp__time')?.textContent).toBe('Available on Saturday');
    expect(m.button().className).toContain('qlwapp__button--disabled');
  });

  it('shows its hours when outside them', () => {
    const m = use(mount(configOf({ button: { timezone: LOCAL_ZONE, timefrom: '14:00', timeto: '18:00' } })));
    expect(m.button().querySelector('.qlwapp__time')?.textContent).toBe('Available from 14:00 to 18:00');
  });

  it('is not shown at all when unavailable with visibility hidden', () => {
    const m = use(mount(configOf({ button: { visibility: 'hidden', timedays: WEEKEND } })));
    expect(m.root.innerHTML).toBe('');
  });

  it('with box "no" opens a conversation with its own phone directly', () => {
    const m = use(mount(configOf({ button: { box: 'no', phone: '+1 415 555 0100', message: 'Hi there', whatsapp_link_type: 'api' } })));
    click(m.button());
    expect(m.env.startConversation).toHaveBeenCalledWith(expect.objectContaining({ phone: '+1 415 555 0100' }), 'Hi there', 'api');
    expect(m.dialog()).toBeNull();
    expect(m.button().getAttribute('aria-expanded')).toBeNull();
  });
});

describe('display devices (SPEC §3, §6)', () => {
  it.each([
    ['hide', 'desktop', false],
    ['desktop', 'desktop', true],
    ['desktop', 'mobile', false],
    ['mobile', 'mobile', true],
    ['mobile', 'desktop', false],
  ] as const)('widget devices %s on %s → shown %s', (devices, device, shown) => {
    const m = use(mount(configOf({ display: { devices } }), fakeEnvironment({ deviceNow: device })));
    expect(m.root.querySelector('.qlwapp__button') !== null).toBe(shown);
  });

  it('lists a contact only on its devices', () => {
    const m = use(mount(configOf({ contacts: [contact(1, { display: { devices: 'mobile' } }), contact(2, { display: { devices: 'desktop' } })] })));
    open(m);
    expect(m.contacts().map((c) => c.dataset.contact)).toEqual(['2']);
  });
});

describe('the box (SPEC §2, §4)', () => {
  it('is a labelled non-modal dialog that opens with an animation and takes focus', () => {
    const m = use(mount(configOf({ contacts: [contact(1)] })));
    open(m);
    const dialog = m.dialog()!;
    expect(dialog.hidden).toBe(false);
    expect(dialog.getAttribute('aria-label')).toBe('Chat with us');
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(dialog.className).toContain('qlwapp__box--open');
    expect(m.button().getAttribute('aria-expanded')).toBe('true');
    expect(m.button().getAttribute('aria-controls')).toBe(dialog.id);
    expect(activeElement(m.root)).toBe(m.contacts()[0]);
  });

  it("shows the owner's header, sanitised", () => {
    const header = '<h3 onclick="steal()">Hello!</h3><script>steal()</script><p>Pick a <a href="javascript:steal()">person</a></p>';
    const m = use(mount(configOf({ box: { header }, contacts: [contact(1)] })));
    open(m);
    expect(m.root.querySelector('.qlwapp__description')!.innerHTML).toBe('<h3>Hello!</h3><p>Pick a <a>person</a></p>');
  });

  it('closes on Escape with its animation, sets the closed cookie, and returns focus to the button', () => {
    const m = use(mount(configOf({ contacts: [contact(1)] })));
    open(m);
    press(m.contacts()[0]!, 'Escape');
    expect(m.dialog()!.className).toContain('qlwapp__box--closing');
    expect(m.env.closed).toBe(true);
    expect(activeElement(m.root)).toBe(m.button());
    advance(CHAT_CLOSE_ANIMATION_MS - 1);
    expect(m.dialog()!.hidden).toBe(false);
    advance(1);
    expect(m.dialog()!.hidden).toBe(true);
    expect(m.button().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its close button', () => {
    const m = use(mount(configOf({ contacts: [contact(1)] })));
    open(m);
    click(m.root.querySelector('button[aria-label="Close chat"]')!);
    advance(CHAT_CLOSE_ANIMATION_MS);
    expect(m.dialog()!.hidden).toBe(true);
    expect(activeElement(m.root)).toBe(m.button());
  });

  it('is not built before the first open with lazy_load', () => {
    const m = use(mount(configOf({ box: { lazy_load: 'yes' }, contacts: [contact(1)] })));
    expect(m.dialog()).toBeNull();
    expect(m.button().getAttribute('aria-controls')).toBeNull();
    open(m);
    expect(m.dialog()).not.toBeNull();
  });

  it.each([
    ['yes', true],
    ['no', false],
  ])('outside mousedown with allow_outside_close %s closes: %s', (allow_outside_close, closes) => {
    const m = use(mount(configOf({ box: { allow_outside_close }, contacts: [contact(1)] })));
    open(m);
    m.contacts()[0]!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    expect(m.dialog()!.className).toContain('qlwapp__box--open');
    advance(0);
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    advance(CHAT_CLOSE_ANIMATION_MS);
    expect(m.dialog()!.hidden).toBe(closes);
  });
});

describe('auto open (SPEC §4)', () => {
  it.each([
    ['opens after auto_delay_open with auto_open and box yes and no closed cookie', { auto_open: 'yes', auto_delay_open: 2500 }, 'yes', false, true],
    ['stays shut with the closed cookie', { auto_open: 'yes', auto_delay_open: 2500 }, 'yes', true, false],
    ['stays shut with auto_open no', { auto_open: 'no', auto_delay_open: 2500 }, 'yes', false, false],
    ['stays shut with button box no', { auto_open: 'yes', auto_delay_open: 2500 }, 'no', false, false],
  ])('%s', (_name, box, buttonBox, closed, opens) => {
    const m = use(mount(configOf({ box, button: { box: buttonBox, phone: '1' }, contacts: [contact(1)] }), fakeEnvironment({ closed })));
    advance(2499);
    expect(m.dialog()?.hidden ?? true).toBe(true);
    advance(1);
    expect(m.dialog()?.hidden ?? true).toBe(!opens);
    if (opens) expect(activeElement(m.root)).not.toBe(m.contacts()[0]);
  });
});

describe('contact list (SPEC §2, §9)', () => {
  it('says when there are no contacts', () => {
    const m = use(mount(configOf({ contacts: [] })));
    open(m);
    expect(m.root.querySelector('.qlwapp__empty')?.textContent).toBe('No contacts found.');
  });

  it('is a list of buttons in order, missing orders last', () => {
    const m = use(mount(configOf({ contacts: [contact('c'), contact('a', { order: 2 }), contact('b', { order: 1 })] })));
    open(m);
    expect(m.root.querySelector('ul[aria-label=Contacts]')).not.toBeNull();
    expect(m.contacts().map((c) => c.dataset.contact)).toEqual(['b', 'a', 'c']);
    expect(m.contacts()[0]!.tagName).toBe('BUTTON');
    expect(m.contacts()[0]!.textContent).toContain('Anab Lima');
  });

  it('leaves out, greys or badges offline contacts by visibility', () => {
    const offline = { timedays: WEEKEND };
    const m = use(
      mount(
        configOf({
          contacts: [
            contact(1, { visibility: 'hidden', ...offline }),
            contact(2, { visibility: 'readonly', ...offline }),
            contact(3, { visibility: 'with_status', ...offline }),
            contact(4, { visibility: 'with_status' }),
          ],
        }),
      ),
    );
    open(m);
    const [greyed, badged, online] = m.contacts();
    expect(m.contacts()).toHaveLength(3);
    expect(greyed!.getAttribute('aria-disabled')).toBe('true');
    expect(greyed!.textContent).toContain('Available on Saturday');
    expect(badged!.getAttribute('aria-disabled')).toBeNull();
    expect(badged!.textContent).toContain('Offline');
    expect(online!.textContent).toContain('Online');
    click(greyed!);
    expect(m.env.startConversation).not.toHaveBeenCalled();
    expect(m.dialog()!.className).toContain('qlwapp__box--list');
  });

  it('opens the external link directly for a contact without chat', () => {
    const m = use(mount(configOf({ button: { whatsapp_link_type: 'web' }, contacts: [contact(1, { chat: false, message: 'Order status' })] })));
    open(m);
    click(m.contacts()[0]!);
    expect(m.env.startConversation).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 'Order status', 'web');
    expect(m.dialog()!.className).toContain('qlwapp__box--list');
  });
});

describe('conversation (SPEC §2, §4)', () => {
  function intoConversation(extra: Parameters<typeof configOf>[0] = {}) {
    const m = use(
      mount(configOf({ contacts: [contact(1, { firstname: 'Maya', lastname: 'Cohen', label: 'Support', message: 'Hi! I have a question' })], ...extra })),
    );
    open(m);
    click(m.contacts()[0]!);
    return m;
  }

  it('moves to the conversation, seeded with the default message, and focuses the reply', () => {
    const m = intoConversation();
    expect(m.dialog()!.getAttribute('aria-label')).toBe('Chat with Maya Cohen');
    expect(m.root.querySelector('.qlwapp__header-name')?.textContent).toBe('Maya Cohen');
    expect(m.root.querySelector('button[aria-label="Back to contacts"]')).not.toBeNull();
    expect(Array.from(m.root.querySelectorAll('.qlwapp__message')).map((e) => e.textContent)).toEqual(['Hi! I have a question']);
    expect(JSON.parse(m.env.stored!)).toMatchObject({
      contactId: '1',
      contactsConversation: { 1: { messageListArray: [{ source: 'user', text: 'Hi! I have a question' }] } },
    });
    expect(activeElement(m.root)).toBe(m.textarea());
  });

  it('scrolls to the newest message 700 ms after opening', () => {
    const m = intoConversation();
    const list = m.root.querySelector<HTMLElement>('.qlwapp__messages')!;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 900 });
    list.scrollTop = 0;
    advance(CHAT_SCROLL_DELAY_MS - 1);
    expect(list.scrollTop).toBe(0);
    advance(1);
    expect(list.scrollTop).toBe(900);
  });

  it('goes back after 300 ms and clears contactId, focusing that contact', () => {
    const m = intoConversation();
    click(m.root.querySelector('button[aria-label="Back to contacts"]')!);
    expect(m.root.querySelector('.qlwapp__conversation')!.className).toContain('qlwapp__slide-out');
    advance(CHAT_BACK_REVERT_MS - 1);
    expect(m.dialog()!.className).toContain('qlwapp__box--conversation');
    advance(1);
    expect(m.dialog()!.className).toContain('qlwapp__box--list');
    expect(JSON.parse(m.env.stored!).contactId).toBeNull();
    expect(activeElement(m.root)).toBe(m.contacts()[0]);
  });

  it.each([
    ['', false],
    ['   \n ', false],
    ['Do you ship to Spain?', true],
  ])('send is enabled for %j: %s', (text, enabled) => {
    const m = intoConversation();
    type(m.textarea(), text);
    expect(m.send().disabled).toBe(!enabled);
  });

  it('caps the textarea at 300 characters', () => {
    const m = intoConversation();
    expect(m.textarea().maxLength).toBe(CHAT_MESSAGE_MAX_LENGTH);
  });

  it('sends on Enter: the message is added, escaped with its line breaks, and the conversation opens', () => {
    const m = intoConversation({ button: { whatsapp_link_type: 'api' } });
    type(m.textarea(), '<b>Two</b> lines\nplease');
    const event = press(m.textarea(), 'Enter');
    expect(event.defaultPrevented).toBe(true);
    expect(m.env.startConversation).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), '<b>Two</b> lines\nplease', 'api');
    const last = Array.from(m.root.querySelectorAll('.qlwapp__message-text')).at(-1)!;
    expect(last.innerHTML).toBe('&lt;b&gt;Two&lt;/b&gt; lines<br>please');
    expect(m.root.querySelector('.qlwapp__message-text b')).toBeNull();
    expect(m.textarea().value).toBe('');
    expect(JSON.parse(m.env.stored!).contactsConversation['1'].messageListArray).toHaveLength(2);
  });

  it('keeps Shift+Enter as a new line', () => {
    const m = intoConversation();
    type(m.textarea(), 'first line');
    const event = press(m.textarea(), 'Enter', { shiftKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(m.env.startConversation).not.toHaveBeenCalled();
  });

  it('scrolls to the newest message 700 ms after sending', () => {
    const m = intoConversation();
    advance(CHAT_SCROLL_DELAY_MS);
    const list = m.root.querySelector<HTMLElement>('.qlwapp__messages')!;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 1400 });
    type(m.textarea(), 'One more thing');
    press(m.textarea(), 'Enter');
    advance(CHAT_SCROLL_DELAY_MS - 1);
    expect(list.scrollTop).not.toBe(1400);
    advance(1);
    expect(list.scrollTop).toBe(1400);
  });

  it('sends with the send button', () => {
    const m = intoConversation();
    type(m.textarea(), 'Hello');
    click(m.send());
    expect(m.env.startConversation).toHaveBeenCalledTimes(1);
  });

  it('has a disabled, named emoji button', () => {
    const m = intoConversation();
    const emoji = m.root.querySelector<HTMLButtonElement>('button[aria-label=Emoji]')!;
    expect(emoji.disabled).toBe(true);
  });

  it('shows the footer, sanitised', () => {
    const m = intoConversation({ box: { footer: '<p>Replies within <b>an hour</b><img src=x onerror="steal()"></p>' } });
    expect(m.root.querySelector('.qlwapp__footer')!.innerHTML).toBe('<p>Replies within <b>an hour</b><img src="x"></p>');
  });
});

describe('general consent (SPEC §4, §5)', () => {
  it('blocks sending until accepted, then shows the accepted style and hides after 1 s', () => {
    const m = use(
      mount(configOf({ box: { consentEnabled: 1, consentMessage: 'I accept the <a href="/privacy">privacy policy</a>' }, contacts: [contact(1)] })),
    );
    open(m);
    click(m.contacts()[0]!);
    type(m.textarea(), 'Hello');
    expect(m.send().disabled).toBe(true);
    const checkbox = m.root.querySelector<HTMLInputElement>('.qlwapp__consent input[type=checkbox]')!;
    expect(checkbox.closest('label')!.textContent).toBe('I accept the privacy policy');
    click(checkbox);
    expect(checkbox.checked).toBe(true);
    expect(checkbox.disabled).toBe(true);
    expect(activeElement(m.root)).toBe(m.textarea());
    expect(m.root.querySelector('.qlwapp__consent--accepted')).not.toBeNull();
    expect(m.send().disabled).toBe(false);
    expect(JSON.parse(m.env.stored!).generalConsentAccepted).toBe(true);
    advance(CHAT_CONSENT_HIDE_MS - 1);
    expect(m.root.querySelector('.qlwapp__consent')).not.toBeNull();
    advance(1);
    expect(m.root.querySelector('.qlwapp__consent')).toBeNull();
  });

  it('is not shown when consent is off', () => {
    const m = use(mount(configOf({ contacts: [contact(1)] })));
    open(m);
    click(m.contacts()[0]!);
    expect(m.root.querySelector('.qlwapp__consent')).toBeNull();
  });
});

describe('persisted state (SPEC §4)', () => {
  const contacts = [contact(1), contact(2)];
  function storedFor(hash: string, contactId: string | null) {
    return storedChatState(
      {
        contactId,
        contactsConversation: { 2: { messageListArray: [{ id: 'm', source: 'user', text: 'Earlier' }] } },
        generalConsentAccepted: false,
        contactsHash: hash,
      },
      Date.now(),
    );
  }

  it('comes back when the contacts hash matches', () => {
    const config = configOf({ contacts });
    const m = use(mount(config, fakeEnvironment({ stored: storedFor(contactsHash(config.contacts), '2') })));
    open(m);
    expect(m.dialog()!.className).toContain('qlwapp__box--conversation');
    expect(m.root.querySelector('.qlwapp__message')?.textContent).toBe('Earlier');
  });

  it('is reset when the contacts changed', () => {
    const m = use(mount(configOf({ contacts }), fakeEnvironment({ stored: storedFor('00000000', '2') })));
    open(m);
    expect(m.dialog()!.className).toContain('qlwapp__box--list');
    expect(JSON.parse(m.env.stored!).contactsConversation).toEqual({});
  });
});
