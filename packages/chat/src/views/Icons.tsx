/**
 * The widget's glyphs, drawn inline. Shapes only: fill and stroke come from CSS (no camelCase
 * SVG attributes, see react-on-preact.ts).
 */
export type GlyphName = 'whatsapp' | 'close' | 'back' | 'send' | 'emoji' | 'check';

const STROKES: Partial<Record<GlyphName, string>> = {
  whatsapp: 'M12 2.6a9.4 9.4 0 0 0-8.1 14.2L2.6 21.4l4.7-1.2A9.4 9.4 0 1 0 12 2.6z',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M19 12H5M11 5l-7 7 7 7',
  emoji: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 14.2a4.6 4.6 0 0 0 8 0',
  check: 'M5 12.5l4.5 4.5L19 7.5',
};
const FILLS: Partial<Record<GlyphName, string>> = {
  // the handset inside the messaging app's speech bubble
  whatsapp:
    'M9.69 11.48c.62 1.22 1.62 2.21 2.83 2.83l.95-.95c.12-.12.29-.15.44-.1.48.16 1 .25 1.54.25.24 0 .43.19.43.43V15.44c0 .24-.19.43-.43.43-4.04 0-7.31-3.27-7.31-7.31 0-.24.19-.43.43-.43h1.5c.24 0 .43.19.43.43 0 .54.09 1.05.25 1.54.05.15.01.32-.11.44l-.95.95z',
  send: 'M3 20.5l18.5-8.5L3 3.5v6.8l13 1.7-13 1.7z',
  emoji: 'M9 8.6a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm6 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z',
};

export function Glyph({ name, className = '' }: { name: GlyphName; className?: string }) {
  return (
    <svg className={`qlwapp__glyph qlwapp__glyph--${name} ${className}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {STROKES[name] && <path className="qlwapp__stroke" d={STROKES[name]} />}
      {FILLS[name] && <path className="qlwapp__fill" d={FILLS[name]} />}
    </svg>
  );
}

/** An image URL (http(s), protocol- or root-relative, data:image, or a file name with an image extension). */
export function isIconUrl(icon: string): boolean {
  return /^(https?:|\/|data:image\/)/i.test(icon) || /\.(svg|png|jpe?g|gif|webp)(\?.*)?$/i.test(icon);
}

/**
 * SPEC §2 button icon: an image URL, or an icon class. The host page's icon fonts cannot reach
 * into the shadow root, so a class keeps its name on the element and shows the app's glyph.
 */
export function ButtonIcon({ icon }: { icon: string }) {
  if (icon && isIconUrl(icon)) return <img className="qlwapp__icon" src={icon} alt="" />;
  return (
    <span className={`qlwapp__icon ${icon}`}>
      <Glyph name="whatsapp" />
    </span>
  );
}
