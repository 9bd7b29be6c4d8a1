import { internationalPhone } from '@beckon/core/phone';
import {
  LEAD_MAX_FIELDS,
  boundedField,
  isOn,
  t,
  texts,
  validateForm,
  withConsentSettings,
  type Block,
  type DesignedField,
  type PopupSettings,
  type SubmittedField,
} from '@beckon/core';
import { FREE_MAIL_SET } from '../security/free-mail.js';

function fieldsOf(blocks: Block[] | undefined): DesignedField[] {
  return (blocks ?? []).flatMap((b) => (b.kind === 'fields' ? b.fields : []));
}

export type FormCheck =
  | { ok: true; fields: SubmittedField[]; /** keys the design does not declare, not stored */ dropped: string[] }
  /** `field` names the field_key at fault, beside the message the visitor is shown */
  | { ok: false; message: string; field?: string };

/**
 * The server's own run of the SPEC §5 rules over a submitted lead (it never trusts the browser):
 * the fields the owner designed (desktop, or the mobile design when switch_mobile_editor is on,
 * whichever the submission matches) are checked and normalised with the same core rules the
 * widget ran, with the full phone library and the free-mail list. Only those fields are kept
 * (issue 15: a visitor cannot add columns to an owner's leads); any other key is dropped, not
 * refused, so a person's lead is never lost over it. An owner's html block declares nothing:
 * its inputs are stripped when it is saved (security/sanitize-design.ts).
 */
export function checkSubmittedForm(settings: PopupSettings, sent: SubmittedField[], now: Date): FormCheck {
  const { design } = settings;
  const variants = [fieldsOf(design.screens.main)];
  if (isOn(settings.design_properties.switch_mobile_editor) && design.mobile) variants.push(fieldsOf(design.mobile.screens.main));
  const sentKeys = new Set(sent.map((f) => f.field_key));
  // The variant the visitor saw: the one whose required fields all came, else the one sharing any
  // field with the submission, else the desktop design (an empty submission is checked against it).
  const seen =
    variants.find((fields) => fields.length > 0 && fields.every((f) => f.type === 'hidden' || !f.required || sentKeys.has(f.field_key))) ??
    variants.find((fields) => fields.some((f) => sentKeys.has(f.field_key))) ??
    variants.find((fields) => fields.length > 0) ??
    [];
  // The pop-up-wide consent settings bind the server as they bind the visitor's form.
  const designed = withConsentSettings(seen, settings.design_properties);
  const known = new Set(designed.map((f) => f.field_key));
  const dropped = [...sentKeys].filter((key) => !known.has(key));
  if (designed.length === 0) return { ok: true, fields: [], dropped };

  // A group's answer arrives comma-joined already, which is also what the rules produce from it.
  const values = Object.fromEntries(sent.filter((f) => known.has(f.field_key)).map((f) => [f.field_key, f.value]));
  const lang = design.lang;
  const result = validateForm(designed, values, { lang, now, blockedDomains: FREE_MAIL_SET, phone: internationalPhone, suggest: false });
  const failed = designed.find((f) => result.errors[f.field_key] !== undefined);
  if (failed) return { ok: false, message: result.errors[failed.field_key]!, field: failed.field_key };
  if (result.empty) return { ok: false, message: t(lang, texts.requiredField) };
  // A design saved before the per-form bound may be longer: the lead stays within it all the same.
  return { ok: true, fields: result.submitted.slice(0, LEAD_MAX_FIELDS).map(boundedField), dropped };
}
