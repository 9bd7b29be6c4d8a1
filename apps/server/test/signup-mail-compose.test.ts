import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_TTL_MS } from '@beckon/core';
import { composeConfirmation, SUBJECT_MAX } from '../src/mail/confirmation-email.js';
import { confirmToken, signLink, unsubscribeToken, verifyLink } from '../src/mail/signed-link.js';
import { senderOf } from '../src/mail/transport.js';

const KEY = 'k'.repeat(43);
const NOW = 1_800_000_000_000;

/** Issue 18: signed links and the confirmation email's wording, without a server. */
describe('signed links', () => {
  const confirm = confirmToken(KEY, 7, 3, NOW);
  const cases: Array<[string, string, 'confirm' | 'unsubscribe', number, ReturnType<typeof verifyLink>]> = [
    [
      'a confirm link',
      confirm,
      'confirm',
      NOW,
      { ok: true, payload: { purpose: 'confirm', subscriberId: 7, listId: 3, expiresAt: NOW + CONFIRM_LINK_TTL_MS } },
    ],
    ['a confirm link at its last moment', confirm, 'confirm', NOW + CONFIRM_LINK_TTL_MS - 1, expect.objectContaining({ ok: true })],
    ['a confirm link past its time', confirm, 'confirm', NOW + CONFIRM_LINK_TTL_MS, { ok: false, reason: 'expired' }],
    ['an unsubscribe link years later', unsubscribeToken(KEY, 7, 3), 'unsubscribe', NOW * 2, expect.objectContaining({ ok: true })],
    ['a confirm link used to unsubscribe', confirm, 'unsubscribe', NOW, { ok: false, reason: 'invalid' }],
    ['an unsubscribe link used to confirm', unsubscribeToken(KEY, 7, 3), 'confirm', NOW, { ok: false, reason: 'invalid' }],
    [
      'a confirm link made without an end',
      signLink(KEY, { purpose: 'confirm', subscriberId: 7, listId: 3, expiresAt: 0 }),
      'confirm',
      NOW,
      { ok: false, reason: 'invalid' },
    ],
    ['another key', confirmToken('other key', 7, 3, NOW), 'confirm', NOW, { ok: false, reason: 'invalid' }],
    [
      'a payload naming another subscriber',
      `${Buffer.from(`c.8.3.${NOW + 1000}`).toString('base64url')}.${confirm.split('.')[1]}`,
      'confirm',
      NOW,
      { ok: false, reason: 'invalid' },
    ],
    ['a short MAC', confirm.slice(0, -4), 'confirm', NOW, { ok: false, reason: 'invalid' }],
    ['three parts', `${confirm}.x`, 'confirm', NOW, { ok: false, reason: 'invalid' }],
    ['no dot', confirm.replace('.', ''), 'confirm', NOW, { ok: false, reason: 'invalid' }],
  ];
  it.each(cases)('%s', (_name, token, purpose, now, expected) => {
    expect(verifyLink(KEY, token, purpose, now)).toEqual(expected);
  });

  it("fits core's SignedLinkQuery shape", () => {
    expect(confirm).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(confirm.length).toBeGreaterThanOrEqual(20);
    expect(confirmToken(KEY, 9_999_999_999_999, 9_999_999_999_999, NOW).length).toBeLessThanOrEqual(400);
  });
});

describe('the confirmation email', () => {
  const LINK = 'https://beckon.example/api/signup/confirm?t=a.b';
  const OUT = 'https://beckon.example/api/signup/unsubscribe?t=c.d';
  const cases = [
    {
      name: "Beckon's English wording",
      settings: { listName: 'News', lang: 'en' as const, subject: '', text: '' },
      subject: 'Please confirm your subscription to News',
      text: [`following this link:\n${LINK}`, `Unsubscribe: ${OUT}`],
    },
    {
      name: "Beckon's Hebrew wording",
      settings: { listName: 'חדשות', lang: 'he' as const, subject: '  ', text: '' },
      subject: 'נא לאשר את ההרשמה שלך לחדשות',
      text: [LINK, `להסרה: ${OUT}`],
    },
    {
      name: "the owner's text without the link placeholder gets the link at its end",
      settings: { listName: 'News', lang: 'en' as const, subject: 'Join {{list_name}}', text: 'Welcome to {{list_name}}!' },
      subject: 'Join News',
      text: [`Welcome to News!\n\n${LINK}\n`],
    },
    {
      name: 'a subject that tries a second header stays one line, cut to the column',
      settings: { listName: 'N'.repeat(120), lang: 'en' as const, subject: `Hi\r\nBcc: x@example.com ${'{{list_name}}'.repeat(10)}`, text: '' },
      subject: `Hi Bcc: x@example.com ${'N'.repeat(SUBJECT_MAX - 'Hi Bcc: x@example.com '.length)}`,
      text: [LINK],
    },
  ];
  it.each(cases)('$name', ({ settings, subject, text }) => {
    const email = composeConfirmation(settings, LINK, OUT);
    expect(email.subject).toBe(subject);
    for (const part of text) expect(email.text).toContain(part);
    expect(email.html).toContain(`href="${LINK}"`);
    expect(email.html).toContain(`href="${OUT}"`);
  });

  it("escapes the owner's words and the list name in HTML", () => {
    const email = composeConfirmation(
      { listName: '<img src=x onerror=alert(1)>', lang: 'en', subject: '', text: '<script>x</script> {{confirm_link}} {{list_name}}' },
      LINK,
      OUT,
    );
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the sender', () => {
  it.each([
    ['MAIL_FROM when set', 'News <news@example.com>', 'https://beckon.example/x', 'News <news@example.com>'],
    ['the public host', undefined, 'https://beckon.example/x', 'Beckon <no-reply@beckon.example>'],
    ['an address literal for an IP host', undefined, 'http://127.0.0.1:8080/x', 'Beckon <no-reply@[127.0.0.1]>'],
  ])('%s', (_name, from, link, expected) => {
    expect(senderOf(from, link)).toBe(expected);
  });
});
