import { describe, expect, it } from 'vitest';
import { filterShareServices, formatShareCount, isNoPostAnswer, mastodonInstance, pageWindow, shareCountValue, shareWindowFeatures } from '../../src/index.js';

describe('pageWindow (SPEC §9: 5 page links by default, previous/next)', () => {
  it.each([
    [1, 1, [1], null, null],
    [1, 3, [1, 2, 3], null, 2],
    [1, 9, [1, 2, 3, 4, 5], null, 2],
    [2, 9, [1, 2, 3, 4, 5], 1, 3],
    [3, 9, [1, 2, 3, 4, 5], 2, 4],
    [4, 9, [2, 3, 4, 5, 6], 3, 5],
    [5, 9, [3, 4, 5, 6, 7], 4, 6],
    [8, 9, [5, 6, 7, 8, 9], 7, 9],
    [9, 9, [5, 6, 7, 8, 9], 8, null],
    [12, 9, [5, 6, 7, 8, 9], 8, null],
    [0, 9, [1, 2, 3, 4, 5], null, 2],
    [Number.NaN, 4, [1, 2, 3, 4], null, 2],
    [2, 0, [1], null, null],
  ])('page %d of %d → %j, previous %j, next %j', (current, total, pages, previous, next) => {
    expect(pageWindow(current, total)).toEqual({ pages, previous, next });
  });

  it('takes another window size', () => {
    expect(pageWindow(6, 20, 3)).toEqual({ pages: [5, 6, 7], previous: 5, next: 7 });
    expect(pageWindow(6, 20, 0).pages).toEqual([6]);
  });
});

describe("the 'no-post' end marker (SPEC §7)", () => {
  it.each([
    ['no-post', true],
    ['  no-post\n', true],
    ['<div class="no-post">No more posts</div>', true],
    ["<p class='grid-end no-post'></p>", true],
    ['<div data-no-post></div>', true],
    ['<article class="post">A post about no-post days</article>', false],
    ['<div class="no-posting"></div>', false],
    ['<div class="not-no-post"></div>', false],
    ['', false],
  ])('%j → %s', (html, end) => {
    expect(isNoPostAnswer(html)).toBe(end);
  });
});

describe('share counts (SPEC §5, §9: at least 1 shown; K from 1,000 with one decimal; M from 1,000,000; non-numeric 0)', () => {
  it.each([
    [0, null],
    [-5, null],
    ['abc', null],
    [null, null],
    [undefined, null],
    [{}, null],
    ['', null],
    [0.5, null],
    [1, '1'],
    ['7', '7'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.0K'],
    [1099, '1.0K'],
    [1100, '1.1K'],
    [15_400, '15.4K'],
    [999_999, '999.9K'],
    [1_000_000, '1.0M'],
    [2_345_678, '2.3M'],
    ['1200', '1.2K'],
  ])('%j → %j', (raw, shown) => {
    expect(formatShareCount(raw)).toBe(shown);
  });

  it.each([
    ['12', 12],
    ['x', 0],
    [Number.POSITIVE_INFINITY, 0],
    [3.7, 3],
  ])('value of %j is %d', (raw, value) => {
    expect(shareCountValue(raw)).toBe(value);
  });
});

describe("the 'more' search (SPEC §2: case-insensitive)", () => {
  const services = [{ title: 'Facebook' }, { title: 'WhatsApp' }, { title: 'Email' }, { title: 'Copy Link' }, { title: 'Mastodon' }];
  it.each([
    ['', ['Facebook', 'WhatsApp', 'Email', 'Copy Link', 'Mastodon']],
    ['   ', ['Facebook', 'WhatsApp', 'Email', 'Copy Link', 'Mastodon']],
    ['face', ['Facebook']],
    ['FACE', ['Facebook']],
    ['a', ['Facebook', 'WhatsApp', 'Email', 'Mastodon']],
    ['copy l', ['Copy Link']],
    [' mail ', ['Email']],
    ['zzz', []],
  ])('%j → %j', (query, titles) => {
    expect(filterShareServices(services, query).map((s) => s.title)).toEqual(titles);
  });
});

describe('Mastodon instance (SPEC §5: trimmed; empty keeps the default)', () => {
  it.each([
    ['  fosstodon.org ', 'fosstodon.org'],
    ['', 'mastodon.social'],
    ['   ', 'mastodon.social'],
    [null, 'mastodon.social'],
    [undefined, 'mastodon.social'],
  ])('%j → %s', (typed, instance) => {
    expect(mastodonInstance(typed, 'mastodon.social')).toBe(instance);
  });
});

describe('share windows (SPEC §7, §9: 600x400 at left 400, top 100; Mastodon 770x520)', () => {
  it.each([
    ['facebook', 'width=600,height=400,left=400,top=100'],
    ['x', 'width=600,height=400,left=400,top=100'],
    ['mastodon', 'width=770,height=520,left=400,top=100'],
  ])('%s → %s', (service, features) => {
    expect(shareWindowFeatures(service)).toBe(features);
  });
});
