import { useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD, t, texts, validateForm, type CaptchaConfig, type DesignedField, type Language, type PrizeValues } from '@beckon/core';
import { formValues, internationalPhoneChecker, needsInternationalPhone } from './form-values.js';
import type { PopupViewProps } from './types.js';
import type { Later } from './use-closing.js';
import type { LeadOutcome } from './use-lead-outcome.js';

/**
 * The pop-up's form from submit to the server's answer: checking, the human check (issue 5, when
 * the pop-up asks for it and the server has one), errors shown; `after` takes over from there.
 * A lead's fill time counts from `shownAt`, when the visitor first saw the form; hidden fields
 * take the drawn `prize` of a game (SPEC §3).
 */
export function useLeadForm(
  { onSubmit, loadBlockedDomains }: PopupViewProps,
  fields: DesignedField[],
  lang: Language,
  humanCheck: CaptchaConfig | null,
  converted: boolean,
  shownAt: number,
  later: Later,
  after: LeadOutcome,
  prize?: PrizeValues,
) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState('');
  const [shake, setShake] = useState(false);
  const busy = useRef(false);
  const captchaToken = useRef('');
  const [captchaResets, setCaptchaResets] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC §4: one submit at a time; a second click while the first is on its way does nothing.
    if (busy.current || converted) return;
    busy.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      busy.current = false;
    }
  };

  const send = async (form: HTMLFormElement) => {
    const raw = formValues(form, fields);
    // Only forms that need them wait for the phone library or the free-mail list.
    const wantsPhone = needsInternationalPhone(fields);
    const wantsDomains = fields.some((f) => f.business_only) && loadBlockedDomains !== undefined;
    const [phone, blockedDomains] =
      wantsPhone || wantsDomains
        ? await Promise.all([wantsPhone ? internationalPhoneChecker() : undefined, wantsDomains ? loadBlockedDomains!() : undefined])
        : [undefined, undefined];
    const result = validateForm(fields, raw, { lang, now: new Date(), phone, blockedDomains, ...(prize ? { prize } : {}) });
    let found = result.errors;
    // SPEC §5: an empty form is blocked, its email (or first) input highlighted and focused.
    const highlight = result.empty ? (fields.find((f) => f.type === 'email') ?? fields.find((f) => f.type !== 'hidden')) : undefined;
    if (highlight) found = { ...found, [highlight.field_key]: found[highlight.field_key] ?? (highlight.error_message || t(lang, texts.requiredField)) };
    setErrors(found);
    setFormMessage('');
    const invalid = fields.map((f) => f.field_key).filter((key) => found[key]);
    if (highlight) invalid.unshift(highlight.field_key);
    if (invalid.length > 0) {
      setShake(true);
      later(500, () => setShake(false));
      form.querySelector<HTMLInputElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    const values = result.submitted;
    if (humanCheck && !captchaToken.current) {
      setFormMessage(t(lang, texts.captchaFailed));
      return;
    }
    setSubmitting(true);
    const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
    const outcome = await onSubmit(values, { honeypot, fillMs: Date.now() - shownAt, ...(humanCheck ? { captchaToken: captchaToken.current } : {}) });
    if (!outcome.ok && humanCheck) setCaptchaResets((n) => n + 1);
    // A lead's store product comes before the design redirect and the thank-you screen; the button
    // stays busy while the store adds it to the cart.
    const store = outcome.ok ? (after.storeAfter?.() ?? null) : null;
    if (store) setFormMessage(await store);
    setSubmitting(false);
    if (store) return;
    if (after.redirectAfter(values, outcome.ok)) return;
    if (outcome.ok) after.afterLead();
    else setFormMessage(outcome.message);
  };

  const onCaptchaToken = (token: string) => {
    captchaToken.current = token;
  };

  return { submit, submitting, errors, formMessage, shake, captchaResets, onCaptchaToken };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
