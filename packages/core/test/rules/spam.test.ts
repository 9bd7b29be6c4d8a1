import { describe, expect, it } from 'vitest';
import { MIN_FORM_FILL_MS, spamReason, viewSpamReason, type ServedView } from '../../src/index.js';

describe('spamReason', () => {
  it.each([
    ['a person, 4 s', '', '4000', null],
    ['a person, exactly the minimum', '', String(MIN_FORM_FILL_MS), null],
    ['no fill time sent', undefined, undefined, null],
    ['empty fill time', '', '', null],
    ['honeypot filled', 'http://spam.example', '9000', 'honeypot'],
    ['honeypot of spaces only', '   ', '9000', null],
    ['just under the minimum', '', String(MIN_FORM_FILL_MS - 1), 'too_fast'],
    ['instant', '', '0', 'too_fast'],
    ['negative', '', '-5', 'too_fast'],
    ['not a number', '', 'soon', 'too_fast'],
  ] as const)('%s', (_name, honeypot, fillMs, reason) => {
    expect(spamReason(honeypot, fillMs)).toBe(reason);
  });
});

describe("viewSpamReason (issue 15: the server's clock, not the client's)", () => {
  const now = 1_000_000;
  const view = (over: Partial<ServedView> = {}): ServedView => ({ poptin_id: 'p1', visitor: 'v1', created_at: now - 5_000, ...over });
  it.each<[string, ServedView | null | undefined, string | null, ReturnType<typeof viewSpamReason>]>([
    ['a person who read and typed', view(), 'v1', null],
    ['exactly the threshold after the view', view({ created_at: now - MIN_FORM_FILL_MS }), 'v1', null],
    ['sooner than a person could after the view', view({ created_at: now - MIN_FORM_FILL_MS + 1 }), 'v1', 'too_fast'],
    ['at the very moment of the view', view({ created_at: now }), 'v1', 'too_fast'],
    ['a view of another pop-up', view({ poptin_id: 'p2' }), 'v1', 'foreign_view'],
    ['a view of another visitor', view({ visitor: 'v2' }), 'v1', 'foreign_view'],
    ['a view with no visitor id', view({ visitor: null }), 'v1', null],
    ['a conversion with no visitor id', view(), null, null],
    ['a view the server never served', undefined, 'v1', 'unknown_view'],
    ['a conversion that names no view', null, 'v1', 'no_view'],
  ])('%s', (_name, served, visitor, reason) => {
    expect(viewSpamReason(served, 'p1', visitor, now)).toBe(reason);
  });

  // Issue 21: consent mode sends no viewed call before consent; its leads name no view for that reason.
  it.each<[string, ServedView | null | undefined, ReturnType<typeof viewSpamReason>]>([
    ['names no view, sent before consent', null, null],
    ['names a view the server never served, though it says consent was pending', undefined, 'unknown_view'],
    ['names a view of another pop-up, though it says consent was pending', view({ poptin_id: 'p2' }), 'foreign_view'],
    ['names its view too soon after it, though it says consent was pending', view({ created_at: now }), 'too_fast'],
  ])('consent pending: a conversion that %s', (_name, served, reason) => {
    expect(viewSpamReason(served, 'p1', 'v1', now, true)).toBe(reason);
  });
});
