import { SMS_MAX_LENGTH, SMS_MIN_LENGTH } from '../constants.js';

/**
 * SPEC §5: what a visitor may write between the digits of an SMS number and what is stripped
 * before the check: any space, round, square or curly brackets, dots, and any dash (a number
 * pasted from a document often carries an en dash or a non-breaking space).
 */
const SEPARATORS = /[\s()[\]{}.\p{Pd}]/gu;

/** Stripped, a number is '+' and digits only: the length rule alone would let '+abc<>12' through. */
const SMS_SHAPE = /^\+\d+$/;

/** SPEC §5: the SMS number without spaces, brackets, dots and dashes: '+44 (7700) 900-123' → '+447700900123'. */
export function normaliseSms(raw: string): string {
  return raw.replace(SEPARATORS, '');
}

export type SmsProblem = 'required' | 'invalid_sms';

export type SmsCheck = { ok: true; value: string } | { ok: false; problem: SmsProblem };

export interface SmsRules {
  required?: boolean;
  /** the dial code the country-prefix dropdown chose and wrote into the input, e.g. '+972' */
  prefix?: string;
}

/** The dial code as the input holds it after stripping, with its '+' whether or not the form wrote one. */
function dialCode(prefix: string | undefined): string | null {
  const digits = normaliseSms(prefix ?? '').replace(/^\+/, '');
  return digits === '' ? null : `+${digits}`;
}

/**
 * SPEC §5 and §9: stripped, an SMS number is 6 to 19 characters (the '+' counted) and starts
 * with '+'. A field holding nothing but the dropdown's dial code was left untouched by the
 * visitor, so it counts as empty: emptied when not required, 'required' when it is.
 */
export function checkSms(raw: string, rules: SmsRules = {}): SmsCheck {
  const value = normaliseSms(raw);
  const untouched = value === '' || value === dialCode(rules.prefix);
  if (untouched) return rules.required === true ? { ok: false, problem: 'required' } : { ok: true, value: '' };
  const fits = value.length >= SMS_MIN_LENGTH && value.length <= SMS_MAX_LENGTH && SMS_SHAPE.test(value);
  return fits ? { ok: true, value } : { ok: false, problem: 'invalid_sms' };
}
