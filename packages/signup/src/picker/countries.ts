import type { Language } from '@beckon/core';

/** One row of GET /api/signup/countries (core's CountryReply). */
export interface Country {
  iso: string;
  name: string;
  dial: string;
}

const loaded = new Map<string, Promise<Country[]>>();

function isCountry(value: unknown): value is Country {
  if (typeof value !== 'object' || value === null) return false;
  const { iso, name, dial } = value as Record<string, unknown>;
  return typeof iso === 'string' && /^[A-Z]{2}$/.test(iso) && typeof name === 'string' && typeof dial === 'string' && /^\+\d{1,4}$/.test(dial);
}

async function fetchCountries(server: string, lang: Language): Promise<Country[]> {
  const response = await fetch(`${server}/api/signup/countries?lang=${lang}`, { credentials: 'omit' });
  if (!response.ok) throw new Error(`countries answered ${response.status}`);
  const body = (await response.json()) as { countries?: unknown };
  if (!Array.isArray(body.countries)) throw new Error('countries answer has no list');
  return body.countries.filter(isCountry);
}

/**
 * The country list of one server in one language, asked once per page whatever the number of
 * dropdowns; a failed ask is forgotten so that the next opening tries again.
 */
export function loadCountries(server: string, lang: Language): Promise<Country[]> {
  const key = `${server} ${lang}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetchCountries(server, lang);
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

/** The flag emoji of an ISO 3166 code: its two letters as regional indicator symbols. */
export function flagOf(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * The input's number with its dial code changed to `next`: the old code when the number starts
 * with it (the longest known code that fits, spaces and brackets aside), else `next` goes in front.
 */
export function replacePrefix(value: string, knownDials: readonly string[], next: string): string {
  const text = value.trimStart();
  if (text === '') return `${next} `;
  const digits = text.replace(/[\s()\-.]/g, '');
  const old = [...knownDials].sort((a, b) => b.length - a.length).find((dial) => digits.startsWith(dial));
  if (!old) {
    // An unknown code is replaced only where a separator shows where it ends; else nothing typed is lost.
    const rest = text.replace(/^\+(\d{1,4}(?=[\s(\-.])\s*)?/, '').trimStart();
    return rest === '' ? `${next} ` : `${next} ${rest}`;
  }
  // Walk the typed text until the old code's characters are used up, keeping what follows as typed.
  let used = 0;
  let at = 0;
  while (at < text.length && used < old.length) {
    if (!/[\s()\-.]/.test(text[at]!)) used++;
    at++;
  }
  const after = text.slice(at).replace(/^[\s()\-.]+/, '');
  return after === '' ? `${next} ` : `${next} ${after}`;
}
