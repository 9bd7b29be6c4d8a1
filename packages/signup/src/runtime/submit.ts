import { REDIRECT_DELAY_DEFAULT_MS, redirectUrl, signupMessages, t, texts, validateSignup, type SignupMessages, type SignupStatus } from '@beckon/core';
import { warn, warnOnce } from '@beckon/embed-kit';
import { collectValues, consentMissing, signupBody } from './collect.js';
import { showFieldErrors } from './field-errors.js';
import type { MessageArea, Tone } from './message-area.js';
import { navigate } from './navigate.js';
import { languageOf, readSignupForm } from './read-form.js';
import { sendSignup, type SignupAnswer } from './send.js';

/** What the beckon:signup event says: a SPEC §4 status, or network_error when no answer of Beckon's was read. */
export type SignupEventStatus = SignupStatus | 'network_error';
export const SIGNUP_EVENT = 'beckon:signup';
/** The consent box's name in Beckon's markup, where its error note goes. */
const CONSENT_NAME = 'consent';

/** SPEC §8: the form's own message for each status and how it reads; captcha statuses show the server's msg. */
const SHOWN: Record<SignupStatus, { message: keyof SignupMessages; tone: Tone; serverFirst?: true }> = {
  success: { message: 'successMsg', tone: 'success' },
  update: { message: 'successMsg', tone: 'success' },
  failure: { message: 'errorMsg', tone: 'error' },
  already_exist: { message: 'existMsg', tone: 'warning' },
  invalid: { message: 'invalidMsg', tone: 'error' },
  gcaptchaEmpty: { message: 'captchaEmpty', tone: 'error', serverFirst: true },
  gcaptchaFail: { message: 'captchaFail', tone: 'error', serverFirst: true },
};

export interface SubmitContext {
  form: HTMLFormElement;
  url: string;
  area: MessageArea;
}

/** The markup's own data-msg-* first, then the server's msg (the form's settings), then Beckon's wording. */
function messageOf(form: HTMLFormElement, answer: SignupAnswer): string {
  const shown = SHOWN[answer.status];
  const settings = readSignupForm(form);
  const own = settings.messages?.[shown.message];
  const fallback = signupMessages(settings.lang ?? 'en')[shown.message];
  if (shown.serverFirst) return answer.msg || own || fallback;
  return own || answer.msg || fallback;
}

function submitButtons(form: HTMLFormElement): HTMLElement[] {
  return Array.from(form.querySelectorAll<HTMLElement>('button[type=submit], button:not([type]), input[type=submit], input[type=image]'));
}

/** SPEC §4 processing: the submit buttons wait (disabled and busy) while the loader shows. */
function setProcessing(context: SubmitContext, on: boolean): void {
  for (const button of submitButtons(context.form)) {
    (button as HTMLButtonElement).disabled = on;
    if (on) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
  }
  context.area.processing(on);
}

function announce(form: HTMLFormElement, status: SignupEventStatus, msg: string): void {
  form.dispatchEvent(new CustomEvent(SIGNUP_EVENT, { bubbles: true, detail: { status, msg } }));
}

/** SPEC §4/§8: the answer's message, then for success or update the redirect, after a moment to read it; true when leaving. */
function settle(context: SubmitContext, answer: SignupAnswer): boolean {
  const text = messageOf(context.form, answer);
  const redirect = answer.status === 'success' || answer.status === 'update' ? redirectUrl(answer.redirect) : null;
  context.area.show(text, SHOWN[answer.status].tone);
  announce(context.form, answer.status, text);
  if (answer.status === 'gcaptchaEmpty' && answer.turnstileCaptcha) {
    // This script loads no third-party widget: the owner adds Turnstile's, which puts its token in the form.
    warnOnce(`this form asks for Cloudflare Turnstile: add its widget (site key ${answer.turnstileCaptcha}) inside the form`);
  }
  if (redirect) {
    // The form stays busy: the visitor is on the way out.
    setTimeout(() => navigate(redirect), REDIRECT_DELAY_DEFAULT_MS);
    return true;
  }
  setProcessing(context, false);
  return false;
}

/**
 * One submit (SPEC §4, §5, §8): the rules in the browser first (each error next to its field,
 * the first bad field focused); then processing; then the call and its answer. True when the
 * page is about to follow the form's redirect.
 */
export async function submitSignup(context: SubmitContext): Promise<boolean> {
  const { form } = context;
  const settings = readSignupForm(form);
  const check = validateSignup(settings, collectValues(form));
  const unticked = consentMissing(form);
  const errors = unticked ? { ...check.errors, [CONSENT_NAME]: signupMessages(settings.lang ?? 'en', settings.messages).required } : check.errors;
  const firstBad = showFieldErrors(form, errors);
  if (!check.ok || unticked) {
    firstBad?.focus();
    return false;
  }
  setProcessing(context, true);
  const outcome = await sendSignup(context.url, signupBody(form, check), t(languageOf(form), texts.sendFailed));
  if ('answer' in outcome) return settle(context, outcome.answer);
  warn('the sign-up call failed', outcome.transportError);
  context.area.show(outcome.transportError, 'error');
  announce(form, 'network_error', outcome.transportError);
  setProcessing(context, false);
  return false;
}
