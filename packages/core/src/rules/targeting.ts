import type { DeviceType } from '../types/api.js';
import type { MatchRole, PageTargeting, UtmTargetingRule } from '../types/popup.js';
import { matchRole } from './match-role.js';

/** The page the visitor is on, as the targeting rules see it. */
export interface TargetingContext {
  url: string;
  device: DeviceType;
  /** '' for a direct visit */
  referrer: string;
  /** ISO 3166-1 alpha-2 from the display response; null when the server could not tell */
  country: string | null;
}

/**
 * Beckon page targeting, beyond SPEC §3 (the leading tools offer it). Every section must
 * allow the visitor; an absent or empty section allows everyone.
 *
 * - urls: excluded when any exclude rule matches; when include rules exist, one must match.
 * - devices: the visitor's device is listed.
 * - referrers: one rule matches. A direct visit ('' referrer) matches no text rule.
 * - utm: the value is read from the page URL's query. Rules on the same key are alternatives
 *   (utm_source is facebook or instagram); rules on different keys must all hold (source is
 *   newsletter and campaign contains spring). A missing parameter matches no text rule.
 * - countries: the visitor's country is listed. An unknown country (null) matches no list:
 *   a country list is the owner saying "only here", usually for legal, pricing or language
 *   reasons, and showing a country-bound offer where we cannot tell is the error that costs
 *   the owner; the visitor who misses it would have been a guess either way.
 *
 * URLs and referrers are compared as written and also without the scheme and "www." and as
 * path plus query, so "/pricing" (exact), "shop.example.com/pricing" (start) and the full
 * address all work; the #fragment never takes part, and for exact and end a trailing slash
 * on either side does not matter. A rule with a blank value is skipped (see rulesOf).
 */
export function targetingAllows(targeting: PageTargeting | undefined, ctx: TargetingContext): boolean {
  if (!targeting) return true;
  return (
    urlsAllow(targeting.urls, ctx.url) &&
    devicesAllow(targeting.devices, ctx.device) &&
    referrersAllow(targeting.referrers, ctx.referrer) &&
    utmAllows(targeting.utm, ctx.url) &&
    countriesAllow(targeting.countries, ctx.country)
  );
}

function urlsAllow(rules: PageTargeting['urls'], url: string): boolean {
  const list = rulesOf(rules);
  if (list.some((rule) => !rule.include && addressMatches(rule.role, url, rule.value))) return false;
  const includes = list.filter((rule) => rule.include);
  return includes.length === 0 || includes.some((rule) => addressMatches(rule.role, url, rule.value));
}

function devicesAllow(devices: PageTargeting['devices'], device: DeviceType): boolean {
  const list = listOf(devices);
  return list.length === 0 || list.includes(device);
}

function referrersAllow(rules: PageTargeting['referrers'], referrer: string): boolean {
  const list = rulesOf(rules);
  return list.length === 0 || list.some((rule) => addressMatches(rule.role, referrer, rule.value));
}

function utmAllows(rules: PageTargeting['utm'], url: string): boolean {
  const byKey = new Map<string, UtmTargetingRule[]>();
  for (const rule of rulesOf(rules)) byKey.set(rule.key, [...(byKey.get(rule.key) ?? []), rule]);
  if (byKey.size === 0) return true;
  const query = queryOf(url);
  return [...byKey].every(([key, keyRules]) => {
    const value = query?.get(key) ?? undefined;
    return keyRules.some((rule) => matchRole(rule.role, value, String(rule.value ?? '')));
  });
}

function countriesAllow(countries: PageTargeting['countries'], country: string | null): boolean {
  const list = listOf(countries);
  if (list.length === 0) return true;
  if (typeof country !== 'string' || country.trim() === '') return false;
  const visitor = country.trim().toUpperCase();
  return list.some((listed) => String(listed).trim().toUpperCase() === visitor);
}

/** One rule against one address, in each of the forms an owner may have written it in. */
function addressMatches(role: MatchRole, address: string, value: unknown): boolean {
  const expected = String(value ?? '');
  const forms = addressForms(String(address ?? ''));
  if (role === 'exact' || role === 'end') {
    const want = withoutTrailingSlash(expected.trim());
    return forms.some((form) => matchRole(role, withoutTrailingSlash(form), want));
  }
  return forms.some((form) => matchRole(role, form, expected));
}

function addressForms(address: string): string[] {
  const trimmed = address.trim();
  if (trimmed === '') return [''];
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return [trimmed.split('#')[0]!];
  }
  const pathAndQuery = `${parsed.pathname}${parsed.search}`;
  const host = parsed.host.replace(/^www\./i, '');
  return [`${parsed.origin}${pathAndQuery}`, `${host}${pathAndQuery}`, pathAndQuery];
}

/** "/pricing/" and "/pricing" are the same page to an owner; "/" stays "/". */
function withoutTrailingSlash(text: string): string {
  const [path = '', ...query] = text.split('?');
  const trimmedPath = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return [trimmedPath, ...query].join('?');
}

function queryOf(url: string): URLSearchParams | null {
  try {
    return new URL(String(url ?? '').trim()).searchParams;
  } catch {
    return null;
  }
}

/**
 * A rule with a blank value names nothing to compare (a row left empty in the dashboard), so
 * it is skipped — otherwise an empty exclude rule would "contain" every address and hide the
 * pop-up everywhere. any_value needs no value and always counts.
 */
function rulesOf<T extends { role: MatchRole; value: string }>(rules: T[] | undefined): T[] {
  return listOf(rules).filter((rule) => rule.role === 'any_value' || String(rule.value ?? '').trim() !== '');
}

function listOf<T>(items: T[] | undefined): T[] {
  return Array.isArray(items) ? items.filter((item) => item !== null && item !== undefined) : [];
}
