import { internationalPhone } from '@beckon/core/phone';
import {
  isOn, t, texts, validateForm,
  type Block, type DesignedField, type PopupSettings, type SubmittedField,
} from '@beckon/core';
import { FREE_MAIL_SET } from '../security/free-mail.js';

function fieldsOf(blocks: Block[] | undefined): DesignedField[] {
  return (blocks ?? []).flatMap((b) => (b.kind === 'fields' ? b.fields : []));
}

export type FormCheck = { ok: true; fields: SubmittedField[] } | { ok: false; message: string };

/**
 * The server's own run of the SPEC §5 rules over a submitted lead (it never trusts the browser):
 * the fields the owner designed (desktop, or the mobile design when switch_mobile_editor is on,
 * whichever the submission matches) are checked and normalised with the same core rules the
 * widget ran, with the full phone library and the free-mail list. Fields the design does not
 * know (an owner's own html form inputs) pass through as sent.
 */
export function checkSubmittedForm(settings: PopupSettings, sent: SubmittedField[], now: Date): FormCheck {
  const { design } = settings;
  const variants = [fieldsOf(design.screens.main)];
  if (isOn(settings.design_properties.switch_mobile_editor) && design.mobile) variants.push(fieldsOf(design.mobile.screens.main));
  const sentKeys = new Set(sent.map((f) => f.field_key));
  // The variant the visitor saw: the one whose required fields all came, else the one sharing any
  // field with the submission, else the desktop design (an empty submission is checked against it).
  const designed = variants.find((fields) => fields.length > 0 && fields.every((f) => f.type === 'hidden' || !f.required || sentKeys.has(f.field_key)))
    ?? variants.find((fields) => fields.some((f) => sentKeys.has(f.field_key)))
    ?? variants.find((fields) => fields.length > 0)
    ?? [];
  if (designed.length === 0) return { ok: true, fields: sent };

  // A group's answer arrives comma-joined already, which is also what the rules produce from it.
  const values = Object.fromEntries(sent.map((f) => [f.field_key, f.value]));
  const lang = design.lang;
  const result = validateForm(designed, values, { lang, now, blockedDomains: FREE_MAIL_SET, phone: internationalPhone, suggest: false });
  const firstError = designed.map((f) => result.errors[f.field_key]).find((e) => e !== undefined);
  if (firstError) return { ok: false, message: firstError };
  if (result.empty) return { ok: false, message: t(lang, texts.requiredField) };
  const known = new Set(designed.map((f) => f.field_key));
  return { ok: true, fields: [...result.submitted, ...sent.filter((f) => !known.has(f.field_key))] };
}
