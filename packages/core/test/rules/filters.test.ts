import { describe, expect, it, vi } from 'vitest';
import {
  cookieFilterPasses,
  filtersPass,
  jsFilterPasses,
  sourceCodeFilterPasses,
  type CookieFilterPair,
  type EngagementHistory,
  type FilterEnvironment,
  type Flag,
  type JsFilterPair,
  type MatchRole,
} from '../../src/index.js';

const globals: Record<string, unknown> = {
  'user.plan': 'Pro',
  'user.seats': 12,
  'user.trial': false,
  'dataLayer.0.event': 'gtm.js',
  dataLayer: [{ event: 'gtm.js' }],
  'app.start': () => undefined,
  'user.id': 123n,
};
const readGlobal = (path: string) => globals[path];
const js = (js_name_pair: string, js_show_pair: string, js_value_pair = ''): JsFilterPair => ({
  js_name_pair,
  js_value_pair,
  js_show_pair: js_show_pair as MatchRole,
});

describe('jsFilterPasses (SPEC §3 js_filter: every pair must hold)', () => {
  it.each([
    ['empty list passes', [], true],
    ['one pair holds', [js('user.plan', 'exact', 'pro')], true],
    ['one pair fails', [js('user.plan', 'exact', 'basic')], false],
    ['AND: all hold', [js('user.plan', 'contain', 'pr'), js('user.seats', 'greater_than', '10')], true],
    ['AND: one of two fails', [js('user.plan', 'contain', 'pr'), js('user.seats', 'less_than', '10')], false],
    ['array index path', [js('dataLayer.0.event', 'exact', 'gtm.js')], true],
    ['false is a value', [js('user.trial', 'any_value')], true],
    ['undefined global is absent', [js('user.missing', 'any_value')], false],
    ['undefined global contains nothing', [js('user.missing', 'contain', '')], false],
    ['object global is present', [js('dataLayer', 'any_value')], true],
    ['object global has no text', [js('dataLayer', 'contain', 'gtm')], false],
    ['function global is present only', [js('app.start', 'exact', 'undefined')], false],
    ['bigint compares as text', [js('user.id', 'exact', '123')], true],
    ['path is trimmed', [js('  user.plan ', 'exact', 'pro')], true],
    ['empty path reads nothing', [js('', 'any_value')], false],
    ['unknown role fails', [js('user.plan', 'like', 'pro')], false],
  ] as Array<[string, JsFilterPair[], boolean]>)('%s', (_name, pairs, result) => {
    expect(jsFilterPasses(pairs, readGlobal)).toBe(result);
  });

  it('treats a reader that throws as an absent global', () => {
    const hostile = () => {
      throw new Error('getter');
    };
    expect(jsFilterPasses([js('user.plan', 'any_value')], hostile)).toBe(false);
  });
});

const cookie = (cookie_name_pair: string, cookie_show_pair: string, cookie_value_pair = ''): CookieFilterPair => ({
  cookie_name_pair,
  cookie_value_pair,
  cookie_show_pair: cookie_show_pair as MatchRole,
});
const cookies = { plan: 'gold', visits: '7', empty: '' };

describe('cookieFilterPasses (SPEC §3 cookie_filter: every pair must hold)', () => {
  it.each([
    ['empty list passes', [], true],
    ['exact match', [cookie('plan', 'exact', 'GOLD')], true],
    ['number role on a cookie', [cookie('visits', 'greater_than', '5')], true],
    ['AND: one fails', [cookie('plan', 'exact', 'gold'), cookie('visits', 'less_than', '5')], false],
    ['absent cookie has no value', [cookie('nope', 'any_value')], false],
    ['absent cookie matches no text', [cookie('nope', 'contain', '')], false],
    ['empty cookie is not a value', [cookie('empty', 'any_value')], false],
    ['empty cookie still exact-matches empty', [cookie('empty', 'exact', '')], true],
    ['inherited names are not cookies', [cookie('constructor', 'any_value')], false],
    ['name is trimmed', [cookie(' plan ', 'start', 'go')], true],
  ] as Array<[string, CookieFilterPair[], boolean]>)('%s', (_name, pairs, result) => {
    expect(cookieFilterPasses(pairs, cookies)).toBe(result);
  });
});

describe('sourceCodeFilterPasses (SPEC §3 source_code_target_active/html/role)', () => {
  const page = '<html><body><div id="Checkout">Pay</div></body></html>';
  it.each([
    ['inactive (undefined) passes', undefined, '<nope>', 'exact', true],
    ['inactive (0) passes', 0, '<nope>', 'exact', true],
    ['inactive ("0") passes', '0', '<nope>', 'exact', true],
    ['active, contained (default role)', 1, 'id="checkout"', undefined, true],
    ['active, not contained', true, 'id="cart"', undefined, false],
    ['active, start', '1', '<html>', 'start', true],
    ['active, end fails', 1, '<body>', 'end', false],
    ['active, exact whole page', 1, page, 'exact', true],
    ['active, empty snippet names nothing', 1, '', 'exact', true],
    ['active, missing snippet names nothing', 1, undefined, 'contain', true],
  ] as Array<[string, Flag | undefined, string | undefined, MatchRole | undefined, boolean]>)('%s', (_name, active, html, role, result) => {
    expect(sourceCodeFilterPasses(active, html, role, page)).toBe(result);
  });
});

describe('filtersPass (every SPEC §3 filter of the record)', () => {
  const history: EngagementHistory = { popups: { abcdefghijklm: { type: 'lightbox', seen: true, closed: false, converted: false } } };
  const env = (pageHtml = () => '<div class="vip"></div>'): FilterEnvironment => ({ readGlobal, cookies, history, pageHtml });

  it.each([
    ['no filters', {}, true],
    ['js filter holds', { js_filter: { display_if_specific_js: [js('user.plan', 'exact', 'pro')] } }, true],
    ['js filter fails', { js_filter: { display_if_specific_js: [js('user.plan', 'exact', 'free')] } }, false],
    ['cookie filter fails', { cookie_filter: [cookie('plan', 'exact', 'silver')] }, false],
    ['engagement holds', { engagement_with_other_poptin_filter: 'show|seen_poptin|lightbox|any' }, true],
    ['engagement fails', { engagement_with_other_poptin_filter: 'dont_show|seen_poptin|any|abcdefghijklm' }, false],
    ['malformed engagement passes', { engagement_with_other_poptin_filter: 'show|seen' }, true],
    ['source code holds', { source_code_target_active: 1, source_code_target_html: 'class="vip"' }, true],
    ['source code fails', { source_code_target_active: 1, source_code_target_html: 'class="guest"' }, false],
    [
      'all hold',
      {
        js_filter: { display_if_specific_js: [js('user.seats', 'greater_than', '1')] },
        cookie_filter: [cookie('plan', 'any_value')],
        engagement_with_other_poptin_filter: 'show|not_seen|bar|any',
        source_code_target_active: true,
        source_code_target_html: 'vip',
        source_code_target_role: 'contain',
      },
      true,
    ],
    [
      'one of all fails',
      {
        js_filter: { display_if_specific_js: [js('user.seats', 'greater_than', '1')] },
        cookie_filter: [cookie('plan', 'any_value')],
        engagement_with_other_poptin_filter: 'show|converted|any|any',
      },
      false,
    ],
    ['js_filter without its list', { js_filter: {} }, true],
    ['cookie_filter that is not a list', { cookie_filter: 'plan=gold' }, true],
    ['holes in a list say nothing', { cookie_filter: [null, cookie('plan', 'exact', 'gold')] }, true],
  ] as Array<[string, Record<string, unknown>, boolean]>)('%s', (_name, record, result) => {
    expect(filtersPass(record as Parameters<typeof filtersPass>[0], env())).toBe(result);
  });

  it('reads the page HTML only when the source-code filter is on', () => {
    const pageHtml = vi.fn(() => '<div class="vip"></div>');
    filtersPass({ source_code_target_active: 0, source_code_target_html: 'vip' }, env(pageHtml));
    expect(pageHtml).not.toHaveBeenCalled();
    filtersPass({ source_code_target_active: 1, source_code_target_html: 'vip' }, env(pageHtml));
    expect(pageHtml).toHaveBeenCalledTimes(1);
  });
});
