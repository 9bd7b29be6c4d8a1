import type { CaptchaConfig, DisplayResponse } from '@beckon/core';
import type { CompiledSite } from '../../display/site-config.js';

/** The facts of one answer's envelope: the verdict and what the widget learns of the visitor. */
export interface EnvelopeFacts {
  /** not_allowed carries the plan limit's message (and the upgrade link); anything else goes out as allowed */
  limited: string | null;
  /** BECKON_UPGRADE_URL, sent with a plan limit only */
  upgradeUrl: string | undefined;
  /** the visitor's country from the trusted proxy's header: two capital letters, or null */
  country: string | null;
  /** the widget's own guess at the country (the body's cc), used when the proxy said none */
  cc: string | undefined;
  ip: string;
  lang: string;
}

export type Envelope = Omit<DisplayResponse, 'poptins'>;

/**
 * The envelope as an object: what the answer carries besides its pop-ups. The display call sends
 * `envelopeText`, built by hand on the hottest path; a test holds the two to the same bytes.
 */
export function envelopeObject(facts: EnvelopeFacts, site: CompiledSite['site'], captcha: CaptchaConfig | null): Envelope {
  const limited = facts.limited !== null;
  // A foreign page gets an ordinary answer with nothing in it: the widget stays silent there.
  return {
    display: limited ? 'not_allowed' : 'allowed',
    message: facts.limited ?? '',
    // Only with a plan limit: every other answer goes without it, bytes on the hottest path.
    ...(limited ? { upgrade_url: facts.upgradeUrl ?? null } : {}),
    country: facts.country ?? '',
    country_code: facts.country ?? '',
    cc: facts.country ?? facts.cc ?? '',
    ip: facts.ip,
    lang: facts.lang,
    if_freemium: site.plan === 'free',
    is_client_restriction: Boolean(site.restricted),
    client_restriction_setting: site.client_restriction_setting,
    wix_cart_details: null,
    captcha,
  };
}

/**
 * The envelope's end, the same for every answer about one compiled site (its plan, its
 * restriction, the server's captcha): `,"if_freemium":…,"captcha":…}`. Made once per compiled
 * site: a changed site is compiled anew, so an edit is never answered with an old end.
 */
export function siteEnvelopeEnd(site: CompiledSite['site'], captcha: CaptchaConfig | null): string {
  const end: Pick<Envelope, 'if_freemium' | 'is_client_restriction' | 'client_restriction_setting' | 'wix_cart_details' | 'captcha'> = {
    if_freemium: site.plan === 'free',
    is_client_restriction: Boolean(site.restricted),
    client_restriction_setting: site.client_restriction_setting,
    wix_cart_details: null,
    captcha,
  };
  return `,${JSON.stringify(end).slice(1)}`;
}

const ALLOWED = ',"display":"allowed","message":""';

/**
 * `,"display":…,"lang":…` followed by the site's end: the envelope after the answer's
 * `{"poptins":[…]`, as JSON.stringify would write `envelopeObject` (keys in the same order); the
 * visitor's values are quoted by JSON.stringify itself.
 */
export function envelopeText(facts: EnvelopeFacts, siteEnd: string): string {
  const country = JSON.stringify(facts.country ?? '');
  const cc = facts.country === null ? JSON.stringify(facts.cc ?? '') : country;
  const verdict =
    facts.limited === null
      ? ALLOWED
      : `,"display":"not_allowed","message":${JSON.stringify(facts.limited)},"upgrade_url":${JSON.stringify(facts.upgradeUrl ?? null)}`;
  return `${verdict},"country":${country},"country_code":${country},"cc":${cc},"ip":${JSON.stringify(facts.ip)},"lang":${JSON.stringify(facts.lang)}${siteEnd}`;
}
