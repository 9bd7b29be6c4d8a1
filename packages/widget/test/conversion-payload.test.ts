import { describe, expect, it } from 'vitest';
import { CONSENT_PENDING_FIELD, CONVERSION_CONTEXT_FIELDS, leadPopupDesign, SUBMISSION_ID_FIELD, SUBMISSION_ID_PATTERN, type PopupRecord } from '@beckon/core';
import { setConsented } from '@beckon/embed-kit';
import { conversionPayload } from '../src/runtime/leads/conversion.js';
import { loadState, recordPageView, resetStateCache } from '../src/runtime/visitor/visitor-state.js';

const record: PopupRecord = {
  poptin_id: 'abcdefghijklm',
  poptin_name: 'Welcome',
  poptin_type: 'lightbox',
  poptin_format: 'format_1',
  poptin_target: 'lead',
  account_id: 'acc',
  viewer_id: 'viewer',
  display: 1,
  design_properties: { coupon: { code: 'WELCOME10', coupon_type: 'code' } },
  design: leadPopupDesign('en'),
};

describe('conversion payload (SPEC §7)', () => {
  resetStateCache();
  const state = loadState(1_000);
  recordPageView(state, 'https://shop.example/', 1_000);
  recordPageView(state, 'https://shop.example/pricing', 2_000);
  recordPageView(state, location.href, 3_000);
  const payload = conversionPayload(
    record,
    [
      { field_key: 'email', label: 'Email', type: 'email', value: 'ada@example.com' },
      { field_key: 'url', label: 'Your website', type: 'website_url', value: 'https://ada.example' },
      { field_key: 'consent', label: 'I agree to get emails', type: 'consent', value: 'yes' },
    ],
    {
      clientId: 'client1',
      visitor: 'v1',
      trigger: 'display_after_sec_active',
      viewId: '42',
      referrer: 'https://search.example/',
      state,
      guard: { honeypot: '', fillMs: 4321.7 },
    },
  );

  it('carries every §7 context field as a string', () => {
    for (const key of CONVERSION_CONTEXT_FIELDS.filter((k) => !k.startsWith('store_'))) expect(typeof payload[key]).toBe('string');
    expect(payload).toMatchObject({
      poptin_id: 'abcdefghijklm',
      client_id: 'client1',
      visitor: 'v1',
      trigger: 'display_after_sec_active',
      poptin_view_id: '42',
      p_target: 'lead',
      coupon: 'WELCOME10',
      url: location.href,
    });
  });

  it("carries the visitor's pages from the stored items", () => {
    expect(payload).toMatchObject({
      referrer: 'https://search.example/',
      previous_url: 'https://shop.example/pricing',
      origin_landing_page: 'https://shop.example/',
      previous_visited_pages: 'https://shop.example/,https://shop.example/pricing',
    });
    expect(payload.all_visited_pages!.split(',')).toEqual(['https://shop.example/', 'https://shop.example/pricing', location.href]);
  });

  it('puts field values under their keys without overwriting context, and all of them in newExtraFields', () => {
    expect(payload.email).toBe('ada@example.com');
    expect(payload.url).toBe(location.href);
    expect(JSON.parse(payload.newExtraFields!)).toHaveLength(3);
  });

  it('reports the consent answer as checkbox_checked, and the bot-defence readings', () => {
    expect(payload).toMatchObject({ checkbox_checked: 'yes', bk_hp: '', fill_ms: '4322' });
  });

  it('names the submit with an id of its own, which the server uses to store a retried lead once', () => {
    expect(payload[SUBMISSION_ID_FIELD]).toMatch(new RegExp(SUBMISSION_ID_PATTERN));
    const again = conversionPayload(record, [], {
      clientId: 'client1',
      visitor: 'v1',
      trigger: 't',
      viewId: '',
      referrer: '',
      state,
      guard: { honeypot: '', fillMs: 0 },
    });
    expect(again[SUBMISSION_ID_FIELD]).not.toBe(payload[SUBMISSION_ID_FIELD]);
  });

  it('says when consent was still awaited (no view could be recorded), and only then', () => {
    const ctx = { clientId: 'client1', visitor: 'v1', trigger: 't', viewId: '', referrer: '', state, guard: { honeypot: '', fillMs: 3000 } };
    expect(payload[CONSENT_PENDING_FIELD]).toBeUndefined();
    setConsented(false);
    try {
      expect(conversionPayload(record, [], ctx)[CONSENT_PENDING_FIELD]).toBe('1');
    } finally {
      setConsented(true);
    }
    expect(conversionPayload(record, [], ctx)[CONSENT_PENDING_FIELD]).toBeUndefined();
  });
});
