import { describe, expect, it } from 'vitest';
import { checkAddresses, splitAddresses, timeZones, toRequest, valuesOf } from '../../src/pages/notifications/notification-values.js';

describe('the notifications form values', () => {
  it('reads addresses one a line, or parted by commas and spaces, blanks dropped', () => {
    expect(splitAddresses(' a@shop.example\n\nb@shop.example, c@shop.example ;d@shop.example ')).toEqual([
      'a@shop.example',
      'b@shop.example',
      'c@shop.example',
      'd@shop.example',
    ]);
  });

  it("checks them with the server's rule: one needed when on, at most 10, each an address", () => {
    expect(checkAddresses('', false)).toBe(true);
    expect(checkAddresses('', true)).toBe('Add an address to send the notifications to.');
    expect(checkAddresses('ok@shop.example\nnope', true)).toBe('"nope" is not an email address.');
    expect(checkAddresses(Array.from({ length: 11 }, (_, i) => `a${i}@shop.example`).join('\n'), true)).toBe('At most 10 addresses.');
  });

  it('round-trips the saved settings, keeping a saved zone the browser may not list', () => {
    const saved = {
      client_id: 'c',
      enabled: true,
      addresses: ['a@shop.example', 'b@shop.example'],
      mode: 'daily_digest' as const,
      digest_hour: 7,
      time_zone: 'Europe/Berlin',
      smtp: true,
      last_digest_day: '',
      last_lead_email_at: null,
      updated_at: 1,
    };
    expect(toRequest(valuesOf(saved))).toEqual({
      enabled: true,
      addresses: ['a@shop.example', 'b@shop.example'],
      mode: 'daily_digest',
      digest_hour: 7,
      time_zone: 'Europe/Berlin',
    });
    expect(timeZones('Atlantis/Capital')).toContain('Atlantis/Capital');
    expect(timeZones('UTC')[0]).toBe('UTC');
  });
});
