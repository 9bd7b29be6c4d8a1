import { internationalPhone } from '@beckon/core/phone';
import {
  LEAD_FIELD_VALUE_MAX_LENGTH, LEAD_MAX_FIELDS, t, texts, validateForm, withConsentSettings,
  type PopupSettings, type SubmittedField,
} from '@beckon/core';
import { FREE_MAIL_SET } from '../security/free-mail.js';
import { declaredFields } from './declared-fields.js';

export type FormCheck =
  | { ok: true; fields: SubmittedField[]; /** keys the design does not declare, not stored */ dropped: string[] }
  /** `field` names the field_key at fault, beside the message the visitor is shown */
  | { ok: false; message: string; field?: string };

/** A value past the bound is cut rather than refused: a person's lead is never lost for its length. */
function bounded(field: SubmittedField): SubmittedField {
  return field.value.length > LEAD_FIELD_VALUE_MAX_LENGTH ? { ...field, value: field.value.slice(0, LEAD_FIELD_VALUE_MAX_LENGTH) } : field;
}

/**
 * The server's own run of the SPEC §5 rules over a submitted lead (it never trusts the browser):
 * the fields the owner designed (desktop, or the mobile design when switch_mobile_editor is on,
 * whichever the submission matches) are checked and normalised with the same core rules the
 * widget ran, with the full phone library and the free-mail list. Of the rest only the inputs
 * the owner's own html declares are kept (issue 15: a visitor cannot add columns to an owner's
 * leads); anything else is dropped, not refused, so a person's lead is never lost over it.
 */
export function checkSubmittedForm(settings: PopupSettings, sent: SubmittedField[], now: Date): FormCheck {
  const { variants, ownHtml } = declaredFields(settings);
  const sentKeys = new Set(sent.map((f) => f.field_key));
  // The variant the visitor saw: the one whose required fields all came, else the one sharing any
  // field with the submission, else the desktop design (an empty submission is checked against it).
  const seen = variants.find((fields) => fields.length > 0 && fields.every((f) => f.type === 'hidden' || !f.required || sentKeys.has(f.field_key)))
    ?? variants.find((fields) => fields.some((f) => sentKeys.has(f.field_key)))
    ?? variants.find((fields) => fields.length > 0)
    ?? [];
  // The pop-up-wide consent settings bind the server as they bind the visitor's form.
  const designed = withConsentSettings(seen, settings.design_properties);
  const known = new Set(designed.map((f) => f.field_key));
  const dropped = [...sentKeys].filter((key) => !known.has(key) && !ownHtml.has(key));
  const fromOwnHtml = sent.filter((f) => !known.has(f.field_key) && ownHtml.has(f.field_key))
    .map((f) => ({ field_key: f.field_key, label: f.field_key, type: ownHtml.get(f.field_key)!.type, value: f.value }));
  if (designed.length === 0) return { ok: true, fields: fromOwnHtml.slice(0, LEAD_MAX_FIELDS).map(bounded), dropped };

  // A group's answer arrives comma-joined already, which is also what the rules produce from it.
  const values = Object.fromEntries(sent.filter((f) => known.has(f.field_key)).map((f) => [f.field_key, f.value]));
  const lang = settings.design.lang;
  const result = validateForm(designed, values, { lang, now, blockedDomains: FREE_MAIL_SET, phone: internationalPhone, suggest: false });
  const failed = designed.find((f) => result.errors[f.field_key] !== undefined);
  if (failed) return { ok: false, message: result.errors[failed.field_key]!, field: failed.field_key };
  if (result.empty) return { ok: false, message: t(lang, texts.requiredField) };
  return { ok: true, fields: [...result.submitted, ...fromOwnHtml].slice(0, LEAD_MAX_FIELDS).map(bounded), dropped };
}
