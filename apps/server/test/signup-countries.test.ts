import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import type { CountriesReply } from '@beckon/core/api';
import { startTestApp, type TestApp } from './support/app.js';

type Countries = Static<typeof CountriesReply>['countries'];

/** Issue 18: GET /api/signup/countries, the data of the sign-up form's country-prefix dropdown. */
describe('the sign-up countries call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/signup/countries${query}`, headers: { origin: 'https://shop.example' } });

  it.each([
    { query: '', lang: 'en', names: { GB: 'United Kingdom', IL: 'Israel', FR: 'France' } },
    { query: '?lang=en', lang: 'en', names: { GB: 'United Kingdom', IL: 'Israel', FR: 'France' } },
    { query: '?lang=he', lang: 'he', names: { GB: 'בריטניה', IL: 'ישראל', FR: 'צרפת' } },
  ])('answers $query with names in $lang, sorted by name, each with its dial code', async ({ query, lang, names }) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    const { countries } = response.json() as { countries: Countries };
    expect(countries.length).toBeGreaterThan(200);
    const byIso = new Map(countries.map((country) => [country.iso, country]));
    for (const [iso, name] of Object.entries(names)) expect(byIso.get(iso)?.name).toBe(name);
    expect(byIso.get('GB')?.dial).toBe('+44');
    expect(byIso.get('IL')?.dial).toBe('+972');
    expect(byIso.get('US')?.dial).toBe('+1');
    expect(byIso.size).toBe(countries.length);
    const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, lang));
    expect(countries.map((c) => c.iso)).toEqual(sorted.map((c) => c.iso));
    for (const country of countries) {
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.dial).toMatch(/^\+[0-9]{1,4}$/);
    }
    // Built once per language: browsers, proxies and the CDN may keep it a day; any page may ask.
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('gives the same list on a second call', async () => {
    const [first, second] = [await get('?lang=he'), await get('?lang=he')];
    expect(second.body).toBe(first.body);
    expect(second.body).not.toBe((await get('?lang=en')).body);
  });

  it.each(['?lang=fr', '?lang=', '?lang=EN', '?lang=he&lang=en', `?lang=${'e'.repeat(5000)}`])('refuses a language it does not speak: %s', async (query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
  });

  it('does not take the path of a sign-up form: a POST there is still a sign-up with an unknown token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/signup/countries', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expect([400, 404]).toContain(response.statusCode);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.paths['/api/signup/countries']?.get?.description).toMatch(/country-prefix dropdown/);
  });
});
