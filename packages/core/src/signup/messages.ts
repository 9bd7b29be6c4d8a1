import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';

/**
 * Every message a sign-up form shows (SPEC §3 msg, §5, §8), each one the owner may set for the
 * form; what the owner leaves blank falls back to defaultSignupMessages.
 */
export interface SignupMessages {
  /** success and update */
  successMsg: string;
  /** failure */
  errorMsg: string;
  /** already_exist, shown as a warning */
  existMsg: string;
  /** invalid */
  invalidMsg: string;
  /** a required field, or a required list group, left empty */
  required: string;
  invalidEmail: string;
  invalidSms: string;
  /** gcaptchaEmpty: the human check was not done */
  captchaEmpty: string;
  /** gcaptchaFail: the human check did not pass */
  captchaFail: string;
}

/** Beckon's own wording of every sign-up message, in the form's language. */
export function defaultSignupMessages(lang: Language): SignupMessages {
  return {
    successMsg: t(lang, texts.signupSuccess),
    errorMsg: t(lang, texts.signupFailure),
    existMsg: t(lang, texts.signupAlreadyExists),
    invalidMsg: t(lang, texts.signupInvalid),
    required: t(lang, texts.requiredField),
    invalidEmail: t(lang, texts.emailTypos),
    invalidSms: t(lang, texts.signupInvalidSms),
    captchaEmpty: t(lang, texts.captchaFailed),
    captchaFail: t(lang, texts.signupCaptchaFailed),
  };
}

/**
 * The messages a form shows: its own where the owner wrote one, the default elsewhere. A blank
 * own message (an emptied input in the form builder) would show nothing at all, so it falls back too.
 */
export function signupMessages(lang: Language, own: Partial<SignupMessages> = {}): SignupMessages {
  const messages = defaultSignupMessages(lang);
  for (const key of Object.keys(messages) as (keyof SignupMessages)[]) {
    const message = own[key];
    if (typeof message === 'string' && message.trim() !== '') messages[key] = message;
  }
  return messages;
}
