import { SIGNUP_TOKEN_PATTERN } from '@beckon/core';

/** The attribute that marks a sign-up form; its value may be the form's token. */
export const SIGNUP_ATTRIBUTE = 'data-beckon-signup';

const TOKEN = new RegExp(SIGNUP_TOKEN_PATTERN);
const SIGNUP_PATH = /\/api\/signup\/([^/?#]+)$/;

/** Where a form posts, and the server that also answers its country list. */
export interface SignupEndpoint {
  url: string;
  server: string;
}

/**
 * The documented form posts to {server}/api/signup/{token} in its action, and works without this
 * script too; a form naming only its token (data-beckon-signup="{token}") posts to the server this
 * script came from. Anything else is not a Beckon sign-up form: null.
 */
export function signupEndpoint(form: HTMLFormElement, scriptServer: string | null): SignupEndpoint | null {
  const action = form.getAttribute('action');
  if (action) {
    try {
      const url = new URL(action, document.baseURI);
      const token = SIGNUP_PATH.exec(url.pathname)?.[1];
      if (token && TOKEN.test(token) && /^https?:$/.test(url.protocol)) return { url: url.href, server: url.origin };
    } catch {
      // a malformed action: the token attribute may still name the form
    }
  }
  const token = form.getAttribute(SIGNUP_ATTRIBUTE)?.trim() ?? '';
  if (scriptServer && TOKEN.test(token)) return { url: `${scriptServer}/api/signup/${token}`, server: scriptServer };
  return null;
}

/** The origin signup.js was loaded from: the server of forms that name only their token. */
export function scriptServer(script: HTMLScriptElement | null): string | null {
  const source = script?.src || document.querySelector<HTMLScriptElement>('script[src*="/sdk/signup.js"]')?.src;
  if (!source) return null;
  try {
    return new URL(source, document.baseURI).origin;
  } catch {
    return null;
  }
}
