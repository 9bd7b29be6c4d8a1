/**
 * The fonts the editor offers (issue 23): stacks every visitor's system already has, so a pop-up
 * never waits for a web font or shows a font the owner did not see. Each stack names fallbacks in
 * order, ending with a generic family. The first three are the stacks the templates use.
 */
export interface FontChoice {
  /** the name an owner reads in the picker */
  name: string;
  /** the CSS font-family value stored in design.theme.font */
  stack: string;
}

/**
 * "The page's own font": the pop-up inherits the font of the page it shows on (the widget's host
 * element lets font-family through from the page), so it reads as part of the site.
 */
export const PAGE_FONT = 'inherit';

/**
 * The system's own interface font, named for each platform that lacks the generic `system-ui`.
 * Every script's default: on Linux, Android and ChromeOS `system-ui` is found with one ask of the
 * system per weight, and each family tried before a hit would be an ask of its own (issue 22).
 */
export const SYSTEM_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const FONT_CHOICES: readonly FontChoice[] = [
  { name: 'System UI (sans-serif)', stack: SYSTEM_FONT_STACK },
  { name: 'Georgia (serif)', stack: 'Georgia, "Times New Roman", serif' },
  { name: 'Trebuchet (rounded sans-serif)', stack: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif' },
  { name: 'Helvetica / Arial', stack: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  { name: 'Verdana (wide sans-serif)', stack: 'Verdana, Geneva, "DejaVu Sans", sans-serif' },
  { name: 'Tahoma', stack: 'Tahoma, Verdana, "Segoe UI", sans-serif' },
  { name: 'Gill Sans (humanist)', stack: '"Gill Sans", "Gill Sans MT", Calibri, "Trebuchet MS", sans-serif' },
  { name: 'Palatino (book serif)', stack: 'Palatino, "Palatino Linotype", "Book Antiqua", Georgia, serif' },
  { name: 'Times', stack: '"Times New Roman", Times, serif' },
  { name: 'Garamond (classic serif)', stack: 'Garamond, Baskerville, "Baskerville Old Face", "Times New Roman", serif' },
  { name: 'Rockwell (slab serif)', stack: 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", serif' },
  { name: 'Monospace', stack: 'ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace' },
  { name: 'Impact (condensed headline)', stack: 'Impact, Haettenschweiler, "Arial Narrow Bold", sans-serif' },
];

/** A CSS font-family text is at most this long (the contract's bound on design.theme.font). */
export const FONT_MAX_LENGTH = 256;

/**
 * A font-family value an owner may type: family names (quoted or not), commas and spaces, or the
 * page's own font. Nothing that could end the declaration or open another (; { } < > \ url()).
 */
export function isFontStack(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (text === '' || text.length > FONT_MAX_LENGTH) return false;
  if (text === PAGE_FONT) return true;
  return text.split(',').every((family) => /^\s*(?:"[^"\\;{}<>]+"|'[^'\\;{}<>]+'|[\p{L}\p{N}_-]+(?:\s+[\p{L}\p{N}_-]+)*)\s*$/u.test(family));
}

/** The picker's choice of a stored font: a known stack, the page's own font, or the owner's own text. */
export function fontChoiceOf(font: string): FontChoice | 'page' | 'custom' {
  if (font.trim() === PAGE_FONT) return 'page';
  return FONT_CHOICES.find((choice) => choice.stack === font.trim()) ?? 'custom';
}
