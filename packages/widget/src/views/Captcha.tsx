import { useEffect, useRef } from 'react';
import type { CaptchaConfig, CaptchaProvider } from '@beckon/core';

interface CaptchaApi {
  render(el: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}

/** The providers' own scripts, loaded explicitly (we say where the check goes). */
const SCRIPTS: Record<CaptchaProvider, { src: string; global: string }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=', global: 'turnstile' },
  recaptcha: { src: 'https://www.google.com/recaptcha/api.js?render=explicit&onload=', global: 'grecaptcha' },
};
const loading = new Map<CaptchaProvider, Promise<CaptchaApi>>();

function loadProvider(provider: CaptchaProvider): Promise<CaptchaApi> {
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<CaptchaApi>((resolve, reject) => {
      const ready = `__beckonCaptcha_${provider}`;
      // The provider's script calls back by this global's name and leaves its API on another.
      Reflect.set(window, ready, () => resolve(Reflect.get(window, SCRIPTS[provider].global) as CaptchaApi));
      const script = document.createElement('script');
      script.src = SCRIPTS[provider].src + ready;
      script.async = true;
      script.onerror = () => {
        loading.delete(provider);
        reject(new Error(`the ${provider} script could not load`));
      };
      document.head.appendChild(script);
    });
    loading.set(provider, promise);
  }
  return promise;
}

interface CaptchaProps {
  config: CaptchaConfig;
  /** the provider's token, or '' when it expired or was reset */
  onToken: (token: string) => void;
  /** raised after each refused submit: a token is good once, so the check starts over */
  resets: number;
}

/**
 * Issue 5: the optional human check (Turnstile or reCAPTCHA) the server verifies. The provider's
 * widget renders into this box; its token goes with the conversion.
 */
export function Captcha({ config, onToken, resets }: CaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const rendered = useRef<{ api: CaptchaApi; id: string | number } | null>(null);
  useEffect(() => {
    let gone = false;
    loadProvider(config.provider).then(
      (api) => {
        if (gone || !box.current) return;
        const id = api.render(box.current, { sitekey: config.site_key, callback: onToken, 'expired-callback': () => onToken('') });
        rendered.current = { api, id };
      },
      () => {
        // Without the provider the server refuses the lead and says why; nothing more to do here.
      },
    );
    return () => {
      gone = true;
    };
  }, []);
  useEffect(() => {
    if (resets > 0 && rendered.current) {
      rendered.current.api.reset(rendered.current.id);
      onToken('');
    }
  }, [resets]);
  return <div className="bk-captcha" ref={box} />;
}
