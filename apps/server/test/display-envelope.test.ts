import { describe, expect, it } from 'vitest';
import type { CompiledSite } from '../src/display/site-config.js';
import { envelopeObject, envelopeText, siteEnvelopeEnd, type EnvelopeFacts } from '../src/routes/display/envelope.js';

type Site = CompiledSite['site'];
const site = (overrides: Partial<Site>): Site => ({ plan: 'pro', restricted: 0, client_restriction_setting: null, ...overrides }) as Site;

const SITES: Site[] = [
  site({}),
  site({ plan: 'free' }),
  site({ restricted: 1, client_restriction_setting: 'block "all" \\ pages' }),
  site({ restricted: 2, client_restriction_setting: '' }),
];
const CAPTCHAS = [null, { provider: 'turnstile' as const, site_key: '0x4AAA"key' }];
const FACTS: EnvelopeFacts[] = [
  { limited: null, upgradeUrl: undefined, country: null, cc: undefined, ip: '127.0.0.1', lang: '' },
  { limited: null, upgradeUrl: 'https://beckon.example/upgrade', country: 'IL', cc: 'US', ip: '::ffff:203.0.113.9', lang: 'he-IL' },
  { limited: null, upgradeUrl: undefined, country: null, cc: 'FR', ip: '2001:db8::1', lang: 'fr-CA' },
  { limited: 'This account has reached its limit of monthly views.', upgradeUrl: undefined, country: 'DE', cc: undefined, ip: '198.51.100.7', lang: 'de' },
  {
    limited: 'Über das "Limit" \\ hinaus — ✓\n',
    upgradeUrl: 'https://beckon.example/up?a=1&b="2"',
    country: null,
    cc: '',
    ip: '10.0.0.1',
    lang: 'x"y\\z\u0001',
  },
];

describe('the display envelope written by hand', () => {
  it('is, byte for byte, the envelope object as JSON.stringify writes it', () => {
    for (const s of SITES)
      for (const captcha of CAPTCHAS)
        for (const facts of FACTS) {
          const text = `{"poptins":[]${envelopeText(facts, siteEnvelopeEnd(s, captcha))}`;
          expect(text).toBe(JSON.stringify({ poptins: [], ...envelopeObject(facts, s, captcha) }));
          expect(JSON.parse(text)).toEqual({ poptins: [], ...envelopeObject(facts, s, captcha) });
        }
  });

  it('sends the upgrade link with a plan limit only', () => {
    const allowed = JSON.parse(`{"poptins":[]${envelopeText({ ...FACTS[1]! }, siteEnvelopeEnd(SITES[0]!, null))}`);
    expect(allowed).not.toHaveProperty('upgrade_url');
    expect(allowed).toMatchObject({ display: 'allowed', message: '', country: 'IL', country_code: 'IL', cc: 'IL' });
    const limited = JSON.parse(`{"poptins":[]${envelopeText({ ...FACTS[1]!, limited: 'Limit.' }, siteEnvelopeEnd(SITES[0]!, null))}`);
    expect(limited).toMatchObject({ display: 'not_allowed', message: 'Limit.', upgrade_url: 'https://beckon.example/upgrade' });
  });
});
