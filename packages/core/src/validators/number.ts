import { NUMBER_DECIMALS } from '../constants.js';
import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * SPEC §5: a number field's value rounded to 2 decimals, in decimal arithmetic on the typed
 * digits, halves away from zero ('2.005' → '2.01', '-2.005' → '-2.01', where binary floating
 * point would give 2.00), trailing zeros dropped ('10' → '10', '3.10' → '3.1'). Null when the
 * value is not a finite number written with digits, an optional sign, point and exponent.
 */
export function roundNumber(rawValue: string, decimals: number = NUMBER_DECIMALS): string | null {
  const value = rawValue.trim();
  const match = DECIMAL.exec(value);
  if (!match || !/\d/.test(`${match[2]}${match[3] ?? ''}`) || !Number.isFinite(Number(value))) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  // All the digits, and where the point sits among them once the exponent has moved it.
  let digits = `${whole}${fraction}`;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + decimals + 1, '0');
  const kept = BigInt(digits.slice(0, point + decimals) || '0');
  const scaled = Number(digits[point + decimals]) >= 5 ? kept + 1n : kept;
  if (scaled === 0n) return '0';
  const text = scaled.toString().padStart(decimals + 1, '0');
  const integer = text.slice(0, text.length - decimals);
  const decimalsText = text.slice(text.length - decimals).replace(/0+$/, '');
  return `${sign === '-' ? '-' : ''}${integer}${decimalsText ? `.${decimalsText}` : ''}`;
}

/** SPEC §5 number fields: a finite number, else 'Please enter a number'. */
export function numberError(value: string, lang: Language): string | null {
  return roundNumber(value) === null ? t(lang, texts.numberInvalid) : null;
}
