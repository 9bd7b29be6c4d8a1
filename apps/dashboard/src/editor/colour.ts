const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

const hex2 = (n: number) => Math.max(0, Math.min(255, n)).toString(16).padStart(2, '0');

/** The #rrggbb a colour picker can show for a CSS colour, or null for names and other forms. */
export function pickerHex(colour: string): string | null {
  const value = colour.trim();
  if (HEX.test(value)) return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : value.toLowerCase();
  const rgb = RGB.exec(value);
  return rgb ? `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}` : null;
}

/** The picked #rrggbb, keeping the transparency the colour had (an overlay's rgba alpha). */
export function withPicked(colour: string, picked: string): string {
  const rgb = RGB.exec(colour.trim());
  if (!rgb?.[4]) return picked;
  const n = (i: number) => parseInt(picked.slice(i, i + 2), 16);
  return `rgba(${n(1)}, ${n(3)}, ${n(5)}, ${rgb[4]})`;
}
