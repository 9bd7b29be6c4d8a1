import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { Language } from '@beckon/core';
import { CountriesQuery, CountriesReply } from '@beckon/core/api';

type Countries = Static<typeof CountriesReply>;

/**
 * Every country libphonenumber-js knows, with its dial code and its name in `lang`, sorted as a
 * reader of that language expects. A region the runtime cannot name keeps its ISO code as name.
 */
export function countriesIn(lang: Language): Countries {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const countries = getCountries().map((iso) => ({ iso, name: names.of(iso) ?? iso, dial: `+${getCountryCallingCode(iso)}` }));
  const collator = new Intl.Collator(lang);
  countries.sort((a, b) => collator.compare(a.name, b.name));
  return { countries };
}

/**
 * SPEC §7 sib_get_country_prefix as a documented call: the sign-up form's country-prefix
 * dropdown. The list changes only with a release of libphonenumber-js, so each language is built
 * once, on its first request, and browsers and caches may keep it a day.
 */
const signupCountriesRoute: FastifyPluginAsyncTypebox = async (app) => {
  const built = new Map<Language, Countries>();
  app.get(
    '/api/signup/countries',
    {
      schema: {
        description:
          "The countries of a sign-up form's SMS country-prefix dropdown: ISO code (the flag is drawn from it), name in the asked language " +
          '(en or he, default en) and dial code with its plus, sorted by name in that language. Cacheable for a day.',
        querystring: CountriesQuery,
        response: { 200: CountriesReply },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      let answer = built.get(lang);
      if (!answer) {
        answer = countriesIn(lang);
        built.set(lang, answer);
      }
      reply.header('Cache-Control', 'public, max-age=86400');
      return answer;
    },
  );
};

export default signupCountriesRoute;
