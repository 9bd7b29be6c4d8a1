import { describe, expect, it } from 'vitest';
import { chatLink, groupInviteCode, phoneDigits } from '../../src/index.js';

describe('phoneDigits (SPEC §5: digits only, leading zeros removed)', () => {
  it.each([
    ['+34 612 345 678', '34612345678'],
    ['0034 (612) 345-678', '34612345678'],
    ['+1 (415) 555-0100', '14155550100'],
    ['00 44 7700 900123', '447700900123'],
    ['972-50-1234567', '972501234567'],
    ['0', ''],
    ['', ''],
    ['call me', ''],
    [34612345678, '34612345678'],
    [null, ''],
  ])('%s → %s', (phone, digits) => {
    expect(phoneDigits(phone)).toBe(digits);
  });
});

describe('groupInviteCode (SPEC §5: invite-host URL or accept link with code, else null)', () => {
  it.each([
    ['https://chat.whatsapp.com/AbC123xyz', 'AbC123xyz'],
    ['https://chat.whatsapp.com/AbC123xyz/', 'AbC123xyz'],
    ['http://chat.whatsapp.com/AbC123xyz', 'AbC123xyz'],
    ['https://chat.whatsapp.com/invite/AbC123xyz', 'AbC123xyz'],
    ['  https://chat.whatsapp.com/AbC123xyz?utm=1  ', 'AbC123xyz'],
    ['https://web.whatsapp.com/accept?code=AbC123xyz', 'AbC123xyz'],
    ['https://whatsapp.com/accept?code=Z9_y-8', 'Z9_y-8'],
    ['whatsapp://chat?code=AbC123xyz', 'AbC123xyz'],
    ['https://chat.whatsapp.com/', null],
    ['https://chat.whatsapp.com/a/b', null],
    ['https://web.whatsapp.com/accept', null],
    ['https://web.whatsapp.com/accept?code=', null],
    ['https://web.whatsapp.com/send?code=AbC', null],
    ['https://evil.example/chat.whatsapp.com/AbC123xyz', null],
    ['https://chat.whatsapp.com.evil.example/AbC123xyz', null],
    ['https://chat.whatsapp.com/<script>', null],
    ['javascript:alert(1)', null],
    ['chat.whatsapp.com/AbC123xyz', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (link, code) => {
    expect(groupInviteCode(link)).toBe(code);
  });
});

describe('chatLink (SPEC §7)', () => {
  const phone = { type: 'phone' as const, phone: '+34 612 345 678' };
  const group = { type: 'group' as const, group: 'https://chat.whatsapp.com/AbC123xyz' };
  const text = 'Hi! Is the blue one\nin stock? 50% & more';
  const encoded = 'Hi!%20Is%20the%20blue%20one%0Ain%20stock%3F%2050%25%20%26%20more';

  it.each([
    ['phone, desktop, web', phone, 'web', false, `https://web.whatsapp.com/send?phone=34612345678&text=${encoded}`],
    ['phone, desktop, api', phone, 'api', false, `https://api.whatsapp.com/send?phone=34612345678&text=${encoded}`],
    ['phone, mobile, web', phone, 'web', true, `https://api.whatsapp.com/send?phone=34612345678&text=${encoded}`],
    ['phone, mobile, api', phone, 'api', true, `https://api.whatsapp.com/send?phone=34612345678&text=${encoded}`],
    ['phone, no link type', phone, undefined, false, `https://web.whatsapp.com/send?phone=34612345678&text=${encoded}`],
    ['group, desktop, web', group, 'web', false, 'https://web.whatsapp.com/accept?code=AbC123xyz'],
    ['group, desktop, api', group, 'api', false, 'https://chat.whatsapp.com/AbC123xyz'],
    ['group, mobile, web', group, 'web', true, 'https://chat.whatsapp.com/AbC123xyz'],
    [
      'group given as accept link, mobile',
      { type: 'group' as const, group: 'https://web.whatsapp.com/accept?code=AbC123xyz' },
      'web',
      true,
      'https://chat.whatsapp.com/AbC123xyz',
    ],
    ['group with an invalid link', { type: 'group' as const, group: 'https://example.com/join' }, 'web', false, null],
    ['phone without digits', { type: 'phone' as const, phone: 'n/a' }, 'web', false, null],
    ['no type means phone', { phone: '0044 7700 900123' }, 'web', false, `https://web.whatsapp.com/send?phone=447700900123&text=${encoded}`],
  ])('%s', (_name, target, linkType, mobile, url) => {
    expect(chatLink(target, { text, linkType, mobile })).toBe(url);
  });

  it('sends an empty text as an empty parameter', () => {
    expect(chatLink(phone, { text: '', linkType: 'web', mobile: false })).toBe('https://web.whatsapp.com/send?phone=34612345678&text=');
  });
});
