/**
 * Records come off the wire, where numbers may arrive as numeric strings and switches as
 * false. A number or a non-blank numeric string is read; anything else (booleans included)
 * is NaN, so `true` never turns into 1.
 */
export function wireNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A finite number above 0, else null: the "is this setting on" reading of SPEC §3 triggers. */
export function positiveWireNumber(value: unknown): number | null {
  const number = wireNumber(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}
