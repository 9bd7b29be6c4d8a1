/** Beckon's own bound: characters of a generated heading anchor (long headings make long URLs). */
export const HEADING_SLUG_MAX_LENGTH = 60;
const UNIQUE_SLUG_TRIES = 10_000;

/**
 * An anchor for a heading: its words in lower case joined by dashes. Letters and digits of any
 * script stay (Hebrew headings keep Hebrew anchors, which browsers show readably in the address
 * bar); niqqud and other combining marks go. The same text always gives the same anchor, and a
 * heading with nothing usable is `section`.
 */
export function headingSlug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > HEADING_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, HEADING_SLUG_MAX_LENGTH) || 'section';
}

/**
 * An anchor no element of the page uses yet: `slug`, else `slug-2`, `slug-3`… In document order,
 * so the same page gives the same anchors on every load (links shared yesterday still land).
 */
export function uniqueSlug(slug: string, taken: (id: string) => boolean): string {
  if (!taken(slug)) return slug;
  let candidate = slug;
  // Bounded: a page cannot hold this many same-named headings, a hostile `taken` cannot hang us.
  for (let n = 2; n <= UNIQUE_SLUG_TRIES; n += 1) {
    candidate = `${slug}-${n}`;
    if (!taken(candidate)) break;
  }
  return candidate;
}
