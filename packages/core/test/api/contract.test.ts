import { describe, expect, expectTypeOf, it } from 'vitest';
import { Value } from 'typebox/value';
import type { Static } from 'typebox';
import {
  type AbReply,
  ClientIdParams,
  ConversionBody,
  type NewPopupBody,
  OneOf,
  POPUP_STATUSES,
  PopupIdParams,
  type PopupSummaryReply,
  PriceRuleReply,
  ViewedBody,
  ViewerIdParams,
} from '../../src/api/index.js';
import {
  CLIENT_ID_PATTERN,
  isPopupId,
  isStoredEmailShape,
  isValidEmail,
  POPUP_ID_PATTERN,
  type POPUP_TYPES,
  type PopupStatus,
  type PopupType,
} from '../../src/index.js';

describe('the ids every call names', () => {
  it.each([
    [PopupIdParams, { id: 'a1b2c3d4e5f6g' }, true],
    [PopupIdParams, { id: 'A1B2C3D4E5F6G' }, false],
    [PopupIdParams, { id: 'a1b2c3d4e5f6' }, false],
    [ClientIdParams, { clientId: 'demo_site-1' }, true],
    [ClientIdParams, { clientId: 'x'.repeat(65) }, false],
    [ClientIdParams, { clientId: 'has space' }, false],
    [ViewerIdParams, { viewerId: 'v_1' }, true],
    [ViewerIdParams, { viewerId: '' }, false],
  ] as const)('%#: %o', (schema, value, valid) => {
    expect(Value.Check(schema, value)).toBe(valid);
  });

  it('are the patterns core checks with', () => {
    expect(PopupIdParams.properties.id).toMatchObject({ pattern: POPUP_ID_PATTERN });
    expect(ClientIdParams.properties.clientId).toMatchObject({ pattern: CLIENT_ID_PATTERN });
    expect(isPopupId('a1b2c3d4e5f6g')).toBe(true);
    expect(isPopupId('a1b2c3d4e5f6g7')).toBe(false);
  });
});

describe('unions from as-const arrays', () => {
  it('accept exactly the listed values', () => {
    const status = OneOf(POPUP_STATUSES);
    expect(POPUP_STATUSES.every((s) => Value.Check(status, s))).toBe(true);
    expect(Value.Check(status, 'archived')).toBe(false);
    expect(Value.Check(PriceRuleReply.properties.value_type, 'bogo')).toBe(false);
  });

  it('give replies their precise types', () => {
    expectTypeOf<Static<typeof PopupSummaryReply>['type']>().toEqualTypeOf<PopupType>();
    expectTypeOf<Static<typeof PopupSummaryReply>['status']>().toEqualTypeOf<PopupStatus>();
    expectTypeOf<Static<typeof AbReply>['variants'][number]['status']>().toEqualTypeOf<PopupStatus>();
    expectTypeOf<Static<typeof NewPopupBody>['type']>().toEqualTypeOf<(typeof POPUP_TYPES)[number]>();
  });
});

describe('visitor calls keep their limits', () => {
  it.each([
    [ViewedBody, { viewer_id: 'v', client_id: 'c', url: 'https://a.example/' }, true],
    [ViewedBody, { viewer_id: 'v', client_id: 'c', url: 'x'.repeat(2049) }, false],
    [ViewedBody, { viewer_id: 'v', client_id: 'c', url: 'u', type: 'tablet' }, false],
    [ConversionBody, { poptin_id: 'a1b2c3d4e5f6g', client_id: 'c', url: 'u', email: 'a@b.example' }, true],
    [ConversionBody, { poptin_id: 'a1b2c3d4e5f6g', client_id: 'c', url: 'u', email: 'x'.repeat(8193) }, false],
    [ConversionBody, { poptin_id: 'a1b2c3d4e5f6g', client_id: 'c', url: 'u', coupon: 7 }, false],
  ] as const)('%#', (schema, value, valid) => {
    expect(Value.Check(schema, value)).toBe(valid);
  });
});

describe('the email rules', () => {
  it.each([
    ['ada@example.com', true, true],
    ['ada@localhost', false, true],
    ['not an address', false, false],
    ['two@@example.com', false, false],
  ])('%s', (value, valid, stored) => {
    expect(isValidEmail(value)).toBe(valid);
    expect(isStoredEmailShape(value)).toBe(stored);
  });
});
