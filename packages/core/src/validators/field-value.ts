import { DEFAULT_PHONE_COUNTRY } from '../constants.js';
import type { DesignedField, Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';
import { birthdayError } from './birthday.js';
import { businessEmailError, isFreeMailDomain } from './business-email.js';
import { chosenOptions, consentError, consentValue, joinChoices, requiredChoiceError } from './choice.js';
import { dateError, isBirthdayField, normaliseDate } from './date.js';
import { isValidEmail, normaliseEmail } from './email.js';
import { emailError } from './email-field.js';
import { emailSuggestion } from './email-suggestion.js';
import { isNameField, nameError } from './name.js';
import { numberError, roundNumber } from './number.js';
import { phoneBasicError } from './phone-basic.js';
import { internationalPhoneError, type InternationalPhoneChecker } from './phone-checker.js';
import { israeliPhoneDigits, israeliPhoneError } from './phone-israeli.js';
import { phonePatternError } from './phone-pattern.js';
import { fillPrizePlaceholders, type PrizeValues } from './prize-placeholders.js';
import { choiceOptionError, websiteValue } from './offered-value.js';

/** What the field rules need besides the field and its value. */
export interface FieldContext {
  lang: Language;
  /** today, for birthdays */
  now: Date;
  /** free-mail domains for business-only email fields (served by the server); without it that rule does not run */
  blockedDomains?: ReadonlySet<string>;
  /** `internationalPhone` from `@beckon/core/phone`; without it international numbers get the basic check */
  phone?: InternationalPhoneChecker;
  /** the won prize, for hidden fields' {{prize_code}} / {{prize_label}} */
  prize?: PrizeValues;
  /** look for a "Did you mean …?" address (on unless false); the server, which shows nothing, skips it */
  suggest?: boolean;
}

/** One field checked. */
export interface FieldCheck {
  /** the message to show (the owner's error_message when set), or null */
  error: string | null;
  /** the value to submit, normalised; '' means nothing to submit (SPEC §5: skipped) */
  value: string;
  /** the visitor filled it in (hidden fields never count: SPEC §5 empty form) */
  filled: boolean;
  /** SPEC §5 'Did you mean ...?' address for an email field: advice, never an error */
  suggestion: string | null;
}

/** Choice groups: required means at least one option chosen (SPEC §5). */
const GROUP_TYPES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'multi_select', 'preference']);

/**
 * Every SPEC §5 pop-up field rule for one field, and the value it submits: email lowercased,
 * phone in E.164 (international) or digits (Israeli), numbers to 2 decimals, dates dd/mm/yyyy,
 * choices comma-joined and held to their options, consent yes/no, websites http(s) only, hidden
 * placeholders filled. Hidden fields are never validated. The owner's error_message replaces the
 * message of any rule.
 */
export function validateField(field: DesignedField, raw: string | readonly string[], ctx: FieldContext): FieldCheck {
  const { lang } = ctx;
  const required = field.required === true;
  const fail = (message: string | null): string | null => (message === null ? null : field.error_message || message);
  const result = (error: string | null, value: string, filled: boolean, suggestion: string | null = null): FieldCheck => ({
    error: fail(error),
    value,
    filled,
    suggestion,
  });

  if (field.type === 'hidden') return result(null, fillPrizePlaceholders(joinChoices(raw), ctx.prize), false);
  if (field.type === 'consent') {
    const value = consentValue(raw);
    return result(consentError(raw, required, lang), value, value === 'yes');
  }
  if (GROUP_TYPES.has(field.type)) {
    const filled = chosenOptions(raw).length > 0;
    return result((required ? requiredChoiceError(raw, lang) : null) ?? choiceOptionError(field, raw, lang), joinChoices(raw), filled);
  }

  const value = joinChoices(raw);
  const phoneMode = field.phone_mode ?? 'basic';
  if (value === '') {
    if (!required) return result(null, '', false);
    // SPEC §5: a required international number left empty gets the phone message.
    const international = (field.type === 'phone' || field.type === 'sms') && phoneMode === 'international';
    return result(t(lang, international ? texts.phoneInvalid : texts.requiredField), '', false);
  }

  switch (field.type) {
    case 'email': {
      const blocked = field.business_only ? ctx.blockedDomains : undefined;
      const error = emailError(value, lang) ?? (blocked ? businessEmailError(value, blocked, lang) : null);
      let suggestion = ctx.suggest === false ? null : emailSuggestion(value);
      if (suggestion !== null && (!isValidEmail(suggestion) || (blocked && isFreeMailDomain(suggestion, blocked)))) suggestion = null;
      return result(error, normaliseEmail(value), true, suggestion);
    }
    // A pop-up's SMS number is a phone number, checked by the same mode (SPEC §5).
    case 'phone':
    case 'sms': {
      if (phoneMode === 'pattern') return result(phonePatternError(value, lang), value, true);
      if (phoneMode === 'israeli') return result(israeliPhoneError(value, lang), israeliPhoneDigits(value) ?? value, true);
      if (phoneMode === 'international' && ctx.phone) {
        const checked = ctx.phone(value, field.default_country || DEFAULT_PHONE_COUNTRY);
        return result(internationalPhoneError(checked, lang), checked.ok ? checked.e164 : value, true);
      }
      // 'basic', and 'international' while its checker is not loaded: a rule that cannot run falls back.
      return result(phoneBasicError(value, lang), value, true);
    }
    case 'select':
      return result(choiceOptionError(field, value, lang), value, true);
    case 'website_url': {
      const website = websiteValue(value, lang);
      return result(website.error, website.value, true);
    }
    case 'number': {
      const rounded = roundNumber(value);
      return result(numberError(value, lang), rounded ?? value, true);
    }
    default:
      break;
  }
  if (isBirthdayField(field)) return result(birthdayError(value, ctx.now, lang), normaliseDate(value) ?? value, true);
  if (field.type === 'date') return result(dateError(value, lang), normaliseDate(value) ?? value, true);
  if (isNameField(field)) return result(nameError(value, required, lang), value, true);
  return result(null, value, true);
}

/**
 * The message a visitor sees for one field's value, or null when it passes. The widget shows
 * it; the server applies the same rule before it stores a lead. (International numbers get the
 * basic check here: see `validateForm` for the full one.)
 */
export function fieldValueError(field: DesignedField, rawValue: string, lang: Language): string | null {
  return validateField(field, rawValue, { lang, now: new Date() }).error;
}
