import { EMAIL_SUGGESTION_MAX_EDITS, EMAIL_SUGGESTION_SHORT_NAME } from '../constants.js';
import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

/** Common providers a mistyped domain is compared with, most used first (ties go to the first). */
const PROVIDERS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
  'msn.com',
  'walla.co.il',
  'walla.com',
  'me.com',
  'mac.com',
  'mail.com',
  'gmx.com',
  'googlemail.com',
  'ymail.com',
  'protonmail.com',
] as const;

/** Real addresses close to a provider's domain: recognised, never 'corrected'. */
const REGIONAL: ReadonlySet<string> = new Set([
  'hotmail.co.uk',
  'hotmail.co.il',
  'hotmail.ca',
  'hotmail.cl',
  'live.ca',
  'live.cl',
  'yahoo.ca',
  'yahoo.co.uk',
  'yahoo.co.in',
  'outlook.co.il',
  'gmx.de',
  'gmx.net',
  'bezeqint.net',
  '013.net',
  '012.net.il',
  'netvision.net.il',
  'zahav.net.il',
]);

/** Domains people type that are no provider's, too far from the right one for the edit count to find. */
const KNOWN_TYPOS: Readonly<Record<string, string>> = { 'gmail.co.il': 'gmail.com' };

/** Edits (insert, delete, replace, swap two neighbours) between two strings: optimal string alignment distance. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * SPEC §5 'Did you mean ...?': the address with its domain replaced by the common provider's it
 * was most likely mistyped from ('ada@gmial.con' → 'ada@gmail.com'), lowercased; null when the
 * domain is a provider's, a known regional one, or not close to any. Advice only, never an error.
 * Short provider names (aol, msn, live) are only corrected after the dot: 'aol.con' is aol.com's,
 * 'aon.com' is somebody else's.
 */
export function emailSuggestion(email: string): string | null {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if ((PROVIDERS as readonly string[]).includes(domain) || REGIONAL.has(domain)) return null;
  const known = KNOWN_TYPOS[domain];
  if (known) return `${local}@${known}`;
  let best: string | null = null;
  let bestEdits = EMAIL_SUGGESTION_MAX_EDITS + 1;
  for (const provider of PROVIDERS) {
    const name = provider.slice(0, provider.indexOf('.'));
    if (name.length <= EMAIL_SUGGESTION_SHORT_NAME && !domain.startsWith(`${name}.`)) continue;
    // The distance is at least the difference in length: no need to count what cannot win.
    if (Math.abs(domain.length - provider.length) >= bestEdits) continue;
    const edits = editDistance(domain, provider);
    if (edits < bestEdits) {
      best = provider;
      bestEdits = edits;
    }
  }
  return best === null ? null : `${local}@${best}`;
}

/** 'Did you mean ada@gmail.com?' in the pop-up's language. */
export function emailSuggestionMessage(suggestion: string, lang: Language): string {
  return t(lang, texts.emailSuggestion, { suggestion });
}
