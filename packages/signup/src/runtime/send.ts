import { SIGNUP_STATUSES, type SignupStatus } from '@beckon/core';

/** SPEC §3 "Sign-up" response, as read from the wire. */
export interface SignupAnswer {
  status: SignupStatus;
  msg: string;
  redirect: string;
  turnstileCaptcha: string | null;
}

/** What the call came back with: Beckon's answer, or only a text to show (SPEC §8 transport error). */
export type SignupOutcome = { answer: SignupAnswer } | { transportError: string };

/** An error page's text is not a message; a long text is cut to what a message area shows. */
const MESSAGE_MAX = 300;

function isAnswer(value: unknown): value is SignupAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { status, msg } = value as Record<string, unknown>;
  return (SIGNUP_STATUSES as readonly unknown[]).includes(status) && typeof msg === 'string';
}

/** The text of an answer that is not a sign-up reply: a rate limit's or a proxy's, when it says anything readable. */
function readableText(text: string, json: unknown): string {
  if (typeof json === 'object' && json !== null) {
    const { message, error } = json as Record<string, unknown>;
    const said = typeof message === 'string' ? message : typeof error === 'string' ? error : '';
    return said.trim().slice(0, MESSAGE_MAX);
  }
  const plain = text.trim();
  return /^</.test(plain) ? '' : plain.slice(0, MESSAGE_MAX);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs the sign-up as text/plain JSON (a simple request: no CORS preflight) and reads the
 * answer. A sign-up reply is taken whatever its HTTP status (404, 403 and 503 carry one too);
 * anything else (offline, a 429, a proxy's error page, a non-JSON body) is a transport error,
 * with the answer's own text when it has a readable one, else `fallback`.
 */
export async function sendSignup(url: string, body: object, fallback: string): Promise<SignupOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' }, credentials: 'omit' });
  } catch {
    return { transportError: fallback };
  }
  const text = await response.text().catch(() => '');
  const json = parsed(text);
  if (isAnswer(json)) {
    const { redirect, turnstileCaptcha } = json;
    return {
      answer: {
        ...json,
        redirect: typeof redirect === 'string' ? redirect : '',
        turnstileCaptcha: typeof turnstileCaptcha === 'string' ? turnstileCaptcha : null,
      },
    };
  }
  return { transportError: readableText(text, json) || fallback };
}
