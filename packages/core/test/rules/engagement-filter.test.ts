import { describe, expect, it } from 'vitest';
import { engagementFilterPasses, parseEngagementFilter, type EngagementHistory } from '../../src/index.js';

describe('parseEngagementFilter (SPEC §3 pipe string)', () => {
  it.each([
    ['show|seen_poptin|lightbox|abcdefghijklm', { show: true, engagement: 'seen_poptin', popupType: 'lightbox', popupId: 'abcdefghijklm' }],
    ['dont_show|converted|any|any', { show: false, engagement: 'converted', popupType: 'any', popupId: 'any' }],
    ['show|not_seen|bar|any', { show: true, engagement: 'not_seen', popupType: 'bar', popupId: 'any' }],
    ['dont_show|closed|gamified|a1b2c3d4e5f6g', { show: false, engagement: 'closed', popupType: 'gamified', popupId: 'a1b2c3d4e5f6g' }],
    [' show | seen_poptin | any | any ', { show: true, engagement: 'seen_poptin', popupType: 'any', popupId: 'any' }],
  ])('%j', (pipe, filter) => {
    expect(parseEngagementFilter(pipe)).toEqual(filter);
  });

  it.each([
    [''],
    ['show'],
    ['show|seen_poptin|lightbox'],
    ['show|seen_poptin|lightbox|any|extra'],
    ['hide|seen_poptin|any|any'],
    ['show|viewed|any|any'],
    ['show|seen_poptin|popover|any'],
    ['show|seen_poptin|any|abcdefghijkl'],
    ['show|seen_poptin|any|abcdefghijklmn'],
    ['show|seen_poptin|any|ABCDEFGHIJKLM'],
    ['Show|seen_poptin|any|any'],
    ['show||any|any'],
  ])('%j is malformed', (pipe) => {
    expect(parseEngagementFilter(pipe)).toBeNull();
  });

  it('treats a non-string as malformed', () => {
    expect(parseEngagementFilter(undefined as unknown as string)).toBeNull();
  });
});

describe('engagementFilterPasses', () => {
  const history: EngagementHistory = {
    popups: {
      lightboxseen1: { type: 'lightbox', seen: true, closed: false, converted: false },
      lightboxclose: { type: 'lightbox', seen: true, closed: true, converted: false },
      barconverted1: { type: 'bar', seen: false, closed: false, converted: true },
      mobilenothing: { type: 'mobile', seen: false, closed: false, converted: false },
    },
  };
  const empty: EngagementHistory = { popups: {} };

  it.each([
    // seen_poptin
    ['show|seen_poptin|lightbox|any', history, true],
    ['show|seen_poptin|sside|any', history, false],
    ['show|seen_poptin|any|lightboxseen1', history, true],
    ['show|seen_poptin|any|mobilenothing', history, false],
    ['show|seen_poptin|any|unknownpopup1', history, false],
    ['dont_show|seen_poptin|lightbox|any', history, false],
    ['dont_show|seen_poptin|sside|any', history, true],
    // a conversion counts as seen (the seen marker may have expired)
    ['show|seen_poptin|bar|any', history, true],
    // a named id decides; the type part does not second-guess it
    ['show|seen_poptin|bar|lightboxseen1', history, true],
    // not_seen: none of the named pop-ups seen
    ['show|not_seen|mobile|any', history, true],
    ['show|not_seen|lightbox|any', history, false],
    ['show|not_seen|any|any', history, false],
    ['show|not_seen|any|any', empty, true],
    ['show|not_seen|any|unknownpopup1', history, true],
    ['dont_show|not_seen|mobile|any', history, false],
    // closed and converted
    ['show|closed|lightbox|any', history, true],
    ['show|closed|any|lightboxseen1', history, false],
    ['dont_show|closed|any|lightboxclose', history, false],
    ['show|converted|any|any', history, true],
    ['show|converted|lightbox|any', history, false],
    ['dont_show|converted|any|any', history, false],
    ['dont_show|converted|any|any', empty, true],
    ['show|converted|any|any', empty, false],
  ] as Array<[string, EngagementHistory, boolean]>)('%s → %s', (pipe, popups, result) => {
    expect(engagementFilterPasses(parseEngagementFilter(pipe), popups)).toBe(result);
  });

  it('passes a null (absent or malformed) filter', () => {
    expect(engagementFilterPasses(null, history)).toBe(true);
    expect(engagementFilterPasses(parseEngagementFilter('show|converted'), empty)).toBe(true);
  });

  it('does not read inherited keys as pop-ups', () => {
    const popups = Object.create({ inherited1234: { type: 'bar', seen: true, closed: false, converted: false } });
    expect(engagementFilterPasses(parseEngagementFilter('show|seen_poptin|any|inherited1234'), { popups })).toBe(false);
    expect(engagementFilterPasses(parseEngagementFilter('show|seen_poptin|bar|any'), { popups })).toBe(false);
  });
});
