import type { DesignedField, Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';
import { isValidEmail } from './email.js';

/**
 * The message a visitor sees for one field's value, or null when it passes. The widget shows
 * it; the server applies the same rule before it stores a lead.
 */
export function fieldValueError(field: DesignedField, rawValue: string, lang: Language): string | null {
  const value = rawValue.trim();
  if (value === '') return field.required ? field.error_message || t(lang, texts.requiredField) : null;
  if (field.type === 'email' && !isValidEmail(value)) return field.error_message || t(lang, texts.emailTypos);
  return null;
}
