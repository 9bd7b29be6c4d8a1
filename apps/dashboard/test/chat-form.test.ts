import { describe, expect, it } from 'vitest';
import { parseChatConfig } from '@beckon/core';
import { chatElementHtml, chatProblems, defaultChatForm, formToConfig, newContact, readChatElement, type ChatForm } from '../src/pages/chat/chat-form.js';

function formWith(change: (form: ChatForm) => void): ChatForm {
  const form = defaultChatForm();
  form.contacts = [
    {
      ...newContact(0),
      firstname: 'Maya',
      lastname: 'O’Brien',
      phone: '+44 7700 900123',
      message: 'Hi, I have a question about "Shop" & shipping',
      timedays: ['5', '1'],
    },
  ];
  change(form);
  return form;
}

describe('the chat element', () => {
  it('carries the config in its four attributes, read back exactly as the widget reads them', () => {
    const form = formWith((f) => {
      f.devices = 'desktop';
      f.box.header = "<h3>Hello, it's us</h3>";
      f.box.consentEnabled = true;
    });
    const html = chatElementHtml(formToConfig(form), 'https://beckon.example.com/');
    expect(html).toContain('<div class="qlwapp"');
    expect(html).toContain('<script src="https://beckon.example.com/sdk/chat.js" defer></script>');
    const element = new DOMParser().parseFromString(html, 'text/html').querySelector('.qlwapp')!;
    const { config, malformed } = parseChatConfig({
      display: element.getAttribute('data-display'),
      button: element.getAttribute('data-button'),
      box: element.getAttribute('data-box'),
      contacts: element.getAttribute('data-contacts'),
    });
    expect(malformed).toEqual([]);
    expect(config.display.devices).toBe('desktop');
    expect(config.box.header).toBe("<h3>Hello, it's us</h3>");
    expect(config.box.consentEnabled).toBe(1);
    expect(config.contacts[0]).toMatchObject({
      firstname: 'Maya',
      lastname: 'O’Brien',
      message: 'Hi, I have a question about "Shop" & shipping',
      timedays: [{ value: '1' }, { value: '5' }],
    });
  });

  it('loads a pasted element back into the same form', () => {
    const form = formWith((f) => {
      f.button.position = 'bottom-left';
      f.contacts[0]!.order = '2';
    });
    const read = readChatElement(`<p>before</p>${chatElementHtml(formToConfig(form), 'https://b.example')}`);
    expect(read?.malformed).toEqual([]);
    expect(formToConfig(read!.form)).toEqual(formToConfig(form));
  });

  it('says which attribute of a pasted element could not be read', () => {
    expect(readChatElement('<div class="qlwapp" data-box="{oops"></div>')?.malformed).toEqual(['box']);
    expect(readChatElement('<div class="other"></div>')).toBeNull();
  });
});

describe('chat problems (the widget’s own rules)', () => {
  it.each<[string, (f: ChatForm) => void, string[]]>([
    ['a contact with a phone', () => {}, []],
    [
      'no contacts in the box',
      (f) => {
        f.contacts = [];
      },
      ['contacts'],
    ],
    [
      'a phone with no digits',
      (f) => {
        f.contacts[0]!.phone = 'call me';
      },
      ['contacts.0.phone'],
    ],
    [
      'a group with an invite link',
      (f) => {
        Object.assign(f.contacts[0]!, { type: 'group', group: 'https://chat.whatsapp.com/AbCdEf123' });
      },
      [],
    ],
    [
      'a group link without a code',
      (f) => {
        Object.assign(f.contacts[0]!, { type: 'group', group: 'https://example.com/join' });
      },
      ['contacts.0.group'],
    ],
    [
      'an unknown time zone',
      (f) => {
        f.contacts[0]!.timezone = 'Mars/Olympus';
      },
      ['contacts.0.timezone'],
    ],
    [
      'fixed offsets and named zones',
      (f) => {
        f.contacts[0]!.timezone = 'UTC+5.5';
        f.button.timezone = 'Asia/Jerusalem';
      },
      [],
    ],
    [
      'a button that opens a chat itself without a phone',
      (f) => {
        f.button.box = 'no';
        f.contacts = [];
      },
      ['button.phone'],
    ],
    [
      'an avatar that is not an address',
      (f) => {
        f.contacts[0]!.avatar = 'face.png';
      },
      ['contacts.0.avatar'],
    ],
  ])('%s', (_case, change, paths) => {
    expect(chatProblems(formWith(change)).map((p) => p.path)).toEqual(paths);
  });
});
