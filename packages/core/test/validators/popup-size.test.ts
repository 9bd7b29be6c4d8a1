import { describe, expect, it } from 'vitest';
import { leadPopupDesign, validatePopupSettings, type PopupSettings, type PopupType } from '../../src/index.js';

/** Issue 23: the owner's width, height, page effect and font, each within its bounds. */
function settings(extra: { layout?: unknown; height?: unknown; font?: unknown } = {}): PopupSettings {
  const design = leadPopupDesign('en');
  return {
    design_properties: {},
    design: {
      ...design,
      theme: { ...design.theme, ...(extra.font === undefined ? {} : { font: extra.font as string }) },
      ...(extra.layout === undefined ? {} : { layout: extra.layout as PopupSettings['design']['layout'] }),
    },
    ...(extra.height === undefined ? {} : { field_poptin_height: extra.height as number }),
  };
}

const problemsOf = (type: PopupType, extra: Parameters<typeof settings>[0]) =>
  validatePopupSettings(settings(extra), { type, format: 'format_1' }).filter((p) => /layout|field_poptin_height|theme\.font/.test(p.path));

describe('size and page effect within the type (issue 23)', () => {
  it.each<[string, PopupType, Parameters<typeof settings>[0], string | null]>([
    ['no choice at all', 'lightbox', {}, null],
    ['a lightbox 640 wide', 'lightbox', { layout: { width: 640 } }, null],
    ['a lightbox at its narrowest', 'lightbox', { layout: { width: 320 } }, null],
    ['a lightbox at its widest', 'lightbox', { layout: { width: 1200 } }, null],
    ['a lightbox too narrow', 'lightbox', { layout: { width: 319 } }, 'design.layout.width'],
    ['a lightbox too wide', 'lightbox', { layout: { width: 1201 } }, 'design.layout.width'],
    ['a fractional width', 'lightbox', { layout: { width: 640.5 } }, 'design.layout.width'],
    ['a negative width', 'lightbox', { layout: { width: -640 } }, 'design.layout.width'],
    ['a width in words', 'lightbox', { layout: { width: 'wide' } }, 'design.layout.width'],
    ['a width with its unit', 'lightbox', { layout: { width: '640px' } }, 'design.layout.width'],
    ['a width as an object', 'lightbox', { layout: { width: { px: 640 } } }, 'design.layout.width'],
    ['a layout that is not an object', 'lightbox', { layout: 'wide' }, 'design.layout'],
    ['a slide-in 300 wide', 'sside', { layout: { width: 300 } }, null],
    ['a slide-in as wide as a lightbox', 'sside', { layout: { width: 1000 } }, 'design.layout.width'],
    // A bar spans the page: a width left from another type is ignored, not refused.
    ['a bar with a width', 'bar', { layout: { width: 640 } }, null],
    ['a bar that pushes', 'bar', { layout: { page: 'push' } }, null],
    ['a bar that covers', 'bar', { layout: { page: 'cover' } }, null],
    ['a bar that shoves', 'bar', { layout: { page: 'shove' } }, 'design.layout.page'],
    ['a bar 64 tall', 'bar', { height: 64 }, null],
    ['a bar 39 tall', 'bar', { height: 39 }, 'field_poptin_height'],
    ['a bar 401 tall', 'bar', { height: 401 }, 'field_poptin_height'],
    ['a lightbox at least 600 tall', 'lightbox', { height: 600 }, null],
    ['a lightbox taller than any screen', 'lightbox', { height: 4000 }, 'field_poptin_height'],
    ['a lightbox height of 0 (the format’s)', 'lightbox', { height: 0 }, null],
    ['a height as text', 'lightbox', { height: '600' }, null],
    ['a height in words', 'lightbox', { height: 'tall' }, 'field_poptin_height'],
    // A side bar and a full page take their height from the window; the number is not used.
    ['a side bar with a height', 'bside', { height: 700 }, null],
    ['an embedded pop-up reserving 380', 'embedded', { height: 380 }, null],
  ])('%s', (_name, type, extra, path) => {
    const problems = problemsOf(type, extra);
    if (path === null) expect(problems).toEqual([]);
    else expect(problems.map((p) => p.path)).toContain(path);
  });

  it('says the range in the message', () => {
    const [problem] = problemsOf('lightbox', { layout: { width: 2000 } });
    expect(problem?.message).toBe("The width of a Lightbox must be a whole number of pixels from 320 to 1200 (empty for the format's own).");
  });
});

describe('the theme font', () => {
  it.each<[unknown, boolean]>([
    ['Georgia, serif', true],
    ['inherit', true],
    ['Georgia; background:url(https://evil.example)', false],
    ['x}:host{display:none', false],
  ])('%s is accepted: %s', (font, ok) => {
    expect(problemsOf('lightbox', { font }).length === 0).toBe(ok);
  });
});
