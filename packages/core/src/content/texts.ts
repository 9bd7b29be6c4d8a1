import type { Text } from '../strings/texts.js';

/** The content kit's own words, in English and Hebrew (SPEC §1). */
export const tocTitle: Text = { en: 'Contents', he: 'תוכן עניינים' };
export const tocShowMore: Text = { en: 'Show more', he: 'הצג עוד' };
export const tocShowLess: Text = { en: 'Show less', he: 'הצג פחות' };
export const menuOpen: Text = { en: 'Menu', he: 'תפריט' };
