import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import {
  directionOf, entryEffectOf, EXIT_ANIMATION_MS, exitEffectOf, isInlineType, isModalType, isOn, LEAD_CLOSE_DELAY_DESKTOP_MS, LEAD_CLOSE_DELAY_MOBILE_MS, t,
  THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS, THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS, THANK_SCREEN_AUTO_CLOSE_OTHERWISE_MS, HONEYPOT_FIELD, texts, validateForm, REDIRECT_DELAY_DEFAULT_MS, redirectUrl, timerStyleOf, withFormData, withConsentSettings, showsCredit,
  type Block, type CloseTrigger, type DesignedField, type PopupRecord,
} from '@beckon/core';
import { Blocks } from './Blocks.js';
import { Captcha } from './Captcha.js';
import { formValues, internationalPhoneChecker, needsInternationalPhone } from './form-values.js';
import { CloseX, SkipButton } from './CloseControls.js';
import { useCountdown } from './use-countdown.js';
import { layoutOf, splitMedia } from './layout.js';
import { useDialog } from './use-dialog.js';
import { useBackgroundClose } from './use-background-close.js';
import type { Device, PopupViewProps } from './types.js';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function screensFor(record: PopupRecord, device: Device) {
  const { design } = record;
  const mobile = device === 'mobile' && isOn(record.design_properties.switch_mobile_editor) && design.mobile;
  return (mobile || design).screens;
}

function fieldsOf(blocks: Block[]): DesignedField[] {
  return blocks.flatMap((b) => (b.kind === 'fields' ? b.fields : []));
}

/** A screen's blocks with the pop-up's consent settings folded into its form, as drawn and as checked. */
function withConsent(blocks: Block[], props: PopupRecord['design_properties']): Block[] {
  return blocks.map((b) => (b.kind === 'fields' ? { ...b, fields: withConsentSettings(b.fields, props) } : b));
}

function themeStyle(record: PopupRecord): CSSProperties {
  const th = record.design.theme;
  return {
    '--bk-bg': th.background, '--bk-text': th.text, '--bk-accent': th.accent, '--bk-accent-text': th.accent_text,
    '--bk-font': th.font, '--bk-radius': `${th.radius}px`, '--bk-overlay': th.overlay,
  } as CSSProperties;
}

/** One pop-up: its screens, its form and its closing, rendered from the record's design. */
export function PopupView({ record, device, onSubmit, onClosed, onCouponCopy, onRedirect, loadBlockedDomains, captcha, initialScreen = 'main', still = false, entered = false, shownAt: firstSeen }: PopupViewProps) {
  const { design, design_properties: props } = record;
  const lang = design.lang;
  const screens = screensFor(record, device);
  const modal = isModalType(record.poptin_type);
  const idPrefix = `bk-${record.poptin_id}`;
  const headingId = `${idPrefix}-title`;

  const [screen, setScreen] = useState<'main' | 'thank_you'>(initialScreen);
  const [leaving, setLeaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [converted, setConverted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState('');
  const [submitLabel, setSubmitLabel] = useState<string | null>(null);
  const [shake, setShake] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  // Issue 5: the human check, when the pop-up asks for it and the server has one set up.
  const humanCheck = isOn(props.captcha) && captcha ? captcha : null;
  const captchaToken = useRef('');
  const [captchaResets, setCaptchaResets] = useState(0);
  const shownAt = useRef(firstSeen ?? Date.now());
  const timers = useRef<number[]>([]);

  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
  useEffect(() => () => timers.current.forEach((id) => clearTimeout(id)), []);

  const close = useCallback((trigger: CloseTrigger, wasConverted = converted) => {
    if (leaving) return;
    setLeaving(true);
    // A visitor who asked for less motion sees no exit animation, so waits for none.
    if (still || prefersReducedMotion()) onClosed(trigger, wasConverted);
    else later(EXIT_ANIMATION_MS, () => onClosed(trigger, wasConverted));
  }, [leaving, still, onClosed, converted, later]);

  // SPEC §3 content lock: no way out but the form; show_x_after_sec: closing waits its countdown.
  const locked = isOn(props.poptin_design_content_lock) && !converted;
  const closeIn = useCountdown(still ? 0 : Number(props.poptin_design_show_x_after_sec) || 0);
  const canClose = !locked && closeIn === 0;
  const visitorClose = useCallback((trigger: CloseTrigger) => {
    if (canClose) close(trigger);
  }, [canClose, close]);

  useEffect(() => {
    const seconds = Number(props.poptin_design_auto_close_sec);
    if (still || locked || !isOn(props.poptin_design_auto_close) || !(seconds > 0)) return;
    const timer = window.setTimeout(() => close('auto_close'), seconds * 1000);
    return () => clearTimeout(timer);
    // Armed once, when the pop-up shows.
  }, []);

  const onEscape = useCallback(() => visitorClose('cancel_click'), [visitorClose]);
  useDialog(dialogRef, modal, onEscape, !leaving && !still);
  const onOverlayClick = useBackgroundClose(dialogRef, {
    enabled: modal && !still && !leaving && canClose && isOn(props.poptin_design_close_on_screen_click),
    saved: converted,
    shownAt: shownAt.current,
  }, () => close('bg_click'));

  const blocks = useMemo(() => withConsent(screens[screen] ?? [], props), [screens, screen, props]);

  const afterSuccess = () => {
    setConverted(true);
    const thankYou = screens.thank_you;
    if (isOn(props.poptin_design_thank_screen) && thankYou && thankYou.length > 0) {
      setScreen('thank_you');
      // SPEC §9: the owner's delay or 5 s when auto close is on; otherwise the thank-you screen
      // still goes after 60 s (600 s inline, where it sits in the page's content).
      const seconds = Number(props.poptin_design_thank_screen_auto_close_sec);
      const delay = isOn(props.poptin_design_thank_screen_auto_close) ? (seconds > 0 ? seconds * 1000 : THANK_SCREEN_AUTO_CLOSE_DEFAULT_MS)
        : isInlineType(record.poptin_type) ? THANK_SCREEN_AUTO_CLOSE_EMBEDDED_MS : THANK_SCREEN_AUTO_CLOSE_OTHERWISE_MS;
      later(delay, () => close('auto_close', true));
      return;
    }
    // SPEC §4: a lead pop-up without a thank screen says so on its button, then closes.
    setSubmitLabel(t(lang, texts.sentSuccessfully));
    later(device === 'desktop' ? LEAD_CLOSE_DELAY_DESKTOP_MS : LEAD_CLOSE_DELAY_MOBILE_MS, () => close('submit', true));
  };

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
    const fields = fieldsOf(blocks);
    const raw = formValues(form, fields);
    // Only forms that need them wait for the phone library or the free-mail list.
    const wantsPhone = needsInternationalPhone(fields);
    const wantsDomains = fields.some((f) => f.business_only) && loadBlockedDomains !== undefined;
    const [phone, blockedDomains] = wantsPhone || wantsDomains
      ? await Promise.all([wantsPhone ? internationalPhoneChecker() : undefined, wantsDomains ? loadBlockedDomains!() : undefined])
      : [undefined, undefined];
    const result = validateForm(fields, raw, { lang, now: new Date(), phone, blockedDomains });
    let found = result.errors;
    // SPEC §5: an empty form is blocked, its email (or first) input highlighted and focused.
    const highlight = result.empty ? fields.find((f) => f.type === 'email') ?? fields.find((f) => f.type !== 'hidden') : undefined;
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
    const outcome = await onSubmit(values, { honeypot, fillMs: Date.now() - shownAt.current, ...(humanCheck ? { captchaToken: captchaToken.current } : {}) });
    if (!outcome.ok && humanCheck) setCaptchaResets((n) => n + 1);
    setSubmitting(false);
    // SPEC §4: the redirect runs even when the conversion failed.
    const target = isOn(props.poptin_design_redirect) ? redirectUrl(props.poptin_design_redirect_url ?? '') : null;
    if (target && onRedirect) {
      const url = isOn(props.poptin_design_redirect_send_form_data) ? withFormData(target, values) : target;
      setConverted(outcome.ok);
      later(REDIRECT_DELAY_DEFAULT_MS, () => {
        onRedirect(url);
        close('submit', outcome.ok);
      });
      return;
    }
    if (outcome.ok) afterSuccess();
    else setFormMessage(outcome.message);
  };

  useEffect(() => {
    if (screen === 'thank_you' && !still) dialogRef.current?.focus({ preventScroll: true });
  }, [screen, still]);

  const stateClass = still ? 'bk-still'
    : leaving ? `bk-leave bk-leave-${exitEffectOf(props.poptin_design_exit_effect)}`
    : entered ? 'bk-shown' : `bk-enter bk-enter-${entryEffectOf(props.poptin_design_entry_effect)}`;
  const closeOptions = props.poptin_design_close_options_type ?? 'closing_options-x';
  const layout = layoutOf(record);
  const { media, content } = splitMedia(blocks, layout.entry);
  // A screen without an image (often the thank-you) keeps no empty media column or band.
  const layoutClass = media ? layout.className : layout.className.replace(/bk-media-\w+/, 'bk-media-none');

  const dialog = (
    <div
      ref={dialogRef}
      className={`bk-popup ${layoutClass} bk-${device} ${stateClass}${shake ? ' bk-shake' : ''}`}
      role="dialog"
      aria-modal={modal ? 'true' : undefined}
      aria-labelledby={blocks.some((b) => b.kind === 'heading') ? headingId : undefined}
      aria-label={blocks.some((b) => b.kind === 'heading') ? undefined : record.poptin_name}
      dir={directionOf(lang)}
      lang={lang}
      tabIndex={-1}
      style={{ ...themeStyle(record), ...layout.style }}
    >
      {!locked && <CloseX options={closeOptions} lang={lang} closeIn={closeIn} note={props.poptin_design_show_x_comment || undefined} noteId={`${idPrefix}-close-note`} onClose={visitorClose} />}
      {media && <div className="bk-media"><img src={media.src} alt={media.alt} /></div>}
      <form className={`bk-screen bk-screen-${screen}`} noValidate onSubmit={submit}>
        <Blocks
          blocks={content}
          lang={lang}
          errors={errors}
          idPrefix={idPrefix}
          headingId={headingId}
          submitLabel={submitLabel}
          submitting={submitting}
          onCloseClick={() => visitorClose('cancel_click')}
          couponCode={props.coupon?.code ?? ''}
          onCouponCopy={onCouponCopy}
          timerEndsAt={props.timer ?? ''}
          onTimerZero={() => { if (!still) close('timer'); }}
          timerStyle={timerStyleOf(props.timer_ver)}
          beforeSubmit={humanCheck && screen === 'main' && !still ? <Captcha config={humanCheck} resets={captchaResets} onToken={(token) => { captchaToken.current = token; }} /> : undefined}
        />
        {formMessage && <p className="bk-error bk-form-error" role="alert">{formMessage}</p>}
        {screen === 'main' && (
          // Invisible to people and to assistive technology; bots that fill every field fill it.
          <div className="bk-hp" aria-hidden="true">
            <label>{t(lang, texts.honeypotLabel)}<input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" /></label>
          </div>
        )}
        {!locked && <SkipButton options={closeOptions} lang={lang} closeIn={closeIn} onClose={visitorClose} />}
      </form>
      {showsCredit(record) && (
        <p className="bk-credit">{t(lang, texts.poweredBy)}</p>
      )}
    </div>
  );

  if (!modal) return dialog;
  return (
    <div className={`bk-overlay ${leaving ? 'bk-overlay-leave' : still || entered ? '' : 'bk-overlay-enter'}`} onClick={onOverlayClick} style={themeStyle(record)}>
      {dialog}
    </div>
  );
}
