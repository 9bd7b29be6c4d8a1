import { describe, expect, it } from 'vitest';
import { checkTemplate, renderTemplate, TEMPLATE_MAX_LENGTH, type LeadEvent } from '../../src/index.js';

const event: LeadEvent = {
  id: 'evt_9',
  event: 'conversion',
  occurred_at: '2026-11-27T12:00:00.000Z',
  site: { client_id: 'c0ffee12', name: 'Shop' },
  popup: { poptin_id: 'p1234567890ab', name: 'Spring', type: 'lightbox' },
  lead: {
    id: 'l1',
    email: 'ann@shop.org',
    phone: null,
    fields: [{ field_key: 'first_name', label: 'First name', type: 'text', value: 'Ann' }],
    url: 'https://shop.org/',
    tag: 'vip',
    consent: 'Yes please',
  },
};

describe('template placeholders', () => {
  it.each([
    ['{{email}}', ['email']],
    ['{{ email }}', ['email']],
    ['Hi {{fields.first_name}} from {{popup.name}} ({{site.client_id}})', ['fields.first_name', 'popup.name', 'site.client_id']],
    ['no placeholder at all', []],
    ['{{list.name}}{{list.id}}{{lead.id}}{{id}}{{occurred_at}}', ['list.name', 'list.id', 'lead.id', 'id', 'occurred_at']],
  ])('%j uses %j', (template, placeholders) => {
    expect(checkTemplate(template)).toEqual({ ok: true, placeholders });
  });

  it.each([
    ['{{mail}}', 'uses {{mail}}, which is not a lead value'],
    ['{{fields.First Name}}', 'uses {{fields.First Name}}'],
    ['{{fields._x}}', 'uses {{fields._x}}'],
    ['{{fields.}}', 'uses {{fields.}}'],
    ['{{popup}}', 'uses {{popup}}'],
    ['{{__proto__}}', 'uses {{__proto__}}'],
    ['{{toString}}', 'uses {{toString}}'],
    ['{{}}', 'uses {{}}'],
    ['{{email}', 'has a {{ or }} that does not form a placeholder'],
    ['email}}', 'has a {{ or }} that does not form a placeholder'],
    ['{{ {{email}} }}', 'has a {{ or }} that does not form a placeholder'],
    ['x'.repeat(TEMPLATE_MAX_LENGTH + 1), 'is too long'],
  ])('refuses %j', (template, error) => {
    const check = checkTemplate(template);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error).toContain(error);
  });

  it('fills each placeholder from the event, the missing ones empty', () => {
    expect(renderTemplate('{{fields.first_name}} <{{email}}> {{fields.city}}|{{phone}}|{{list.name}}|{{tag}}|{{consent}}|{{popup.poptin_id}}', event)).toBe(
      'Ann <ann@shop.org> |||vip|Yes please|p1234567890ab',
    );
  });

  it('keeps single braces around a placeholder as text', () => {
    expect(checkTemplate('{{{email}}}')).toEqual({ ok: true, placeholders: ['email'] });
    expect(renderTemplate('{{{email}}}', event)).toBe('{ann@shop.org}');
  });

  it('puts values in as they are: a value that looks like a placeholder is not expanded again', () => {
    const sneaky: LeadEvent = { ...event, lead: { ...event.lead, fields: [{ field_key: 'first_name', label: 'n', type: 'text', value: '{{email}}' }] } };
    expect(renderTemplate('{{fields.first_name}}', sneaky)).toBe('{{email}}');
  });
});
