import { describe, expect, it } from 'vitest';
import { boundedMessage, e164Phone, effectiveFieldMap, leadValues, mappedValues, type LeadEvent } from '../../src/index.js';

const lead = (over: Partial<LeadEvent['lead']> = {}): LeadEvent['lead'] => ({
  id: 'l1',
  email: 'ann@shop.org',
  phone: '+972501234567',
  fields: [
    { field_key: 'first_name', label: 'First name', type: 'text', value: ' Ann ' },
    { field_key: 'last_name', label: 'Last name', type: 'text', value: '' },
    { field_key: 'city', label: 'City', type: 'text', value: 'Haifa' },
  ],
  url: null,
  tag: null,
  consent: null,
  ...over,
});

describe('lead values by field key', () => {
  it('trims values, drops blanks, and falls back to the lead’s own email and phone', () => {
    expect(Object.fromEntries(leadValues(lead()))).toEqual({ first_name: 'Ann', city: 'Haifa', email: 'ann@shop.org', phone: '+972501234567' });
  });

  it('prefers a submitted phone field to the lead’s phone, and keeps the first of repeated keys', () => {
    const values = leadValues(
      lead({
        fields: [
          { field_key: 'phone', label: 'Phone', type: 'phone', value: '+15551234567' },
          { field_key: 'phone', label: 'Phone 2', type: 'phone', value: '+15550000000' },
        ],
      }),
    );
    expect(values.get('phone')).toBe('+15551234567');
  });
});

describe('the mapping a delivery uses', () => {
  const defaults = { first_name: 'FNAME', last_name: 'LNAME' };
  it.each([
    ['defaults alone', {}, { first_name: 'FNAME', last_name: 'LNAME' }],
    ['an extra field', { city: 'CITY' }, { first_name: 'FNAME', last_name: 'LNAME', city: 'CITY' }],
    ['a default field sent elsewhere', { first_name: 'GIVEN' }, { last_name: 'LNAME', first_name: 'GIVEN' }],
    ['a default target filled from another field', { text_3: 'FNAME' }, { last_name: 'LNAME', text_3: 'FNAME' }],
  ])('%s', (_name, owner, expected) => {
    expect(effectiveFieldMap(defaults, owner)).toEqual(expected);
  });

  it('fills targets from the lead, leaving out what it lacks', () => {
    expect(mappedValues(lead(), { first_name: 'FNAME', last_name: 'LNAME', city: 'CITY', zip: 'ZIP', phone: 'SMS' })).toEqual({
      FNAME: 'Ann',
      CITY: 'Haifa',
      SMS: '+972501234567',
    });
  });
});

describe('E.164 phones', () => {
  it.each([
    ['+972 50-123-4567', '+972501234567'],
    ['00972501234567', '+972501234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['050-1234567', null],
    ['+0501234567', null],
    ['+12', null],
    ['+1234567890123456', null],
    ['call me', null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, phone) => {
    expect(e164Phone(raw)).toBe(phone);
  });
});

describe('messages for the delivery log', () => {
  it.each([
    ['short', 10, 'short'],
    ['  spread\n over\tlines ', 50, 'spread over lines'],
    ['x'.repeat(20), 10, `${'x'.repeat(9)}…`],
  ])('%j at most %d', (text, max, expected) => {
    const message = boundedMessage(text, max);
    expect(message).toBe(expected);
    expect(message.length).toBeLessThanOrEqual(max);
  });
});
