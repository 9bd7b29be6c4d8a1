import type { CaptchaConfig, CaptchaProvider } from '@beckon/core';
import { ConfigError, readEnv } from '../env/variables.js';

/** The server's human check: the provider, its public site key, and the secret it verifies with. */
export interface CaptchaSettings {
  provider: CaptchaProvider;
  siteKey: string;
  secret: string;
  verifyUrl: string;
}

const VERIFY_URLS: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};
/** A verification that takes longer than this fails closed: the visitor may simply try again. */
const VERIFY_TIMEOUT_MS = 5000;

/** BECKON_CAPTCHA_PROVIDER, _SITE_KEY and _SECRET (and _VERIFY_URL for a test double), read through the one table of variables. */
export function captchaFromEnv(env: Readonly<Record<string, string | undefined>>): CaptchaSettings | undefined {
  const values = readEnv(env, ['BECKON_CAPTCHA_PROVIDER', 'BECKON_CAPTCHA_SITE_KEY', 'BECKON_CAPTCHA_SECRET', 'BECKON_CAPTCHA_VERIFY_URL']);
  const provider = values.BECKON_CAPTCHA_PROVIDER;
  if (!provider) return undefined;
  const siteKey = values.BECKON_CAPTCHA_SITE_KEY ?? '';
  const secret = values.BECKON_CAPTCHA_SECRET ?? '';
  if (!siteKey || !secret) throw new ConfigError(['BECKON_CAPTCHA_SITE_KEY and BECKON_CAPTCHA_SECRET must both be set with BECKON_CAPTCHA_PROVIDER']);
  return { provider, siteKey, secret, verifyUrl: values.BECKON_CAPTCHA_VERIFY_URL ?? VERIFY_URLS[provider] };
}

/** What the display response tells the widget: never the secret. */
export function publicCaptcha(settings: CaptchaSettings | undefined): CaptchaConfig | null {
  return settings ? { provider: settings.provider, site_key: settings.siteKey } : null;
}

/**
 * Asks the provider whether the visitor's token is good (both providers take the same form
 * fields and answer `{ success }`). A missing token, a refusal, an error or a timeout is false.
 */
export async function verifyCaptcha(settings: CaptchaSettings, token: string | undefined, remoteIp: string): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}
