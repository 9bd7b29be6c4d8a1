import type { Text } from '../strings/texts.js';

/** The content kit's own words, in English and Hebrew (SPEC §1). */
export const tocTitle: Text = { en: 'Contents', he: 'תוכן עניינים' };
export const tocShowMore: Text = { en: 'Show more', he: 'הצג עוד' };
export const tocShowLess: Text = { en: 'Show less', he: 'הצג פחות' };
export const menuOpen: Text = { en: 'Menu', he: 'תפריט' };
export const carouselLabel: Text = { en: 'Carousel', he: 'קרוסלה' };
export const carouselPrevious: Text = { en: 'Previous slides', he: 'השקופיות הקודמות' };
export const carouselNext: Text = { en: 'Next slides', he: 'השקופיות הבאות' };
/** A slide's own label, as the ARIA carousel pattern gives it. */
export const carouselSlide: Text = { en: '{n} of {total}', he: '{n} מתוך {total}' };
/** Said politely after each move. */
export const carouselPosition: Text = { en: 'Slide {n} of {total}', he: 'שקופית {n} מתוך {total}' };
export const carouselPositions: Text = { en: 'Slides {n} to {last} of {total}', he: 'שקופיות {n} עד {last} מתוך {total}' };
export const carouselPause: Text = { en: 'Pause slides', he: 'עצירת השקופיות' };
export const carouselPlay: Text = { en: 'Play slides', he: 'הפעלת השקופיות' };
export const paginationLabel: Text = { en: 'Pages', he: 'עמודים' };
export const paginationPrevious: Text = { en: 'Previous', he: 'הקודם' };
export const paginationNext: Text = { en: 'Next', he: 'הבא' };
/** A page link's accessible name, the number alone being said as "link, 3". */
export const paginationPage: Text = { en: 'Page {n}', he: 'עמוד {n}' };
/** Said politely when a page is shown. */
export const paginationPosition: Text = { en: 'Page {n} of {total}', he: 'עמוד {n} מתוך {total}' };
export const paginationPositionOpen: Text = { en: 'Page {n}', he: 'עמוד {n}' };
/** Said when a 'no-post' answer ends the list. */
export const paginationEnd: Text = { en: 'No more posts.', he: 'אין פוסטים נוספים.' };
