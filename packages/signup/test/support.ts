import { vi } from 'vitest';
import { enhanceForm } from '../src/runtime/enhance.js';

export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
export const SERVER = 'https://beckon.example';
export const ACTION = `${SERVER}/api/signup/${TOKEN}`;

/** A form as the dashboard writes it (core's signupFormMarkup shape), with whatever fields a test needs. */
export function formHtml(inner: string, attributes = ''): string {
  return `<form data-beckon-signup action="${ACTION}" method="post" class="beckon-signup" ${attributes}>${inner}<button type="submit">Sign up</button></form>`;
}

/** Puts the markup in the page and enhances its form as signup.js does. */
export function mountForm(inner: string, attributes = ''): HTMLFormElement {
  document.body.innerHTML = formHtml(inner, attributes);
  const form = document.querySelector('form')!;
  enhanceForm(form, SERVER, undefined);
  return form;
}

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

/** fetch answered by `answer` for each call; the calls are kept. */
export function stubFetch(answer: (url: string) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return answer(String(url));
    }),
  );
  return calls;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const reply = (status: string, msg = `server says ${status}`, redirect = '', turnstileCaptcha: string | null = null) =>
  json({ status, msg, redirect, turnstileCaptcha });

/** Lets pending promises (the call, its body) settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  else await new Promise((resolve) => setTimeout(resolve, 0));
}

export function submit(form: HTMLFormElement): void {
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/** The message area's live regions, inside its shadow root. */
export function messages(form: HTMLFormElement) {
  const shadow = form.querySelector<HTMLElement>('[data-beckon-messages]')!.shadowRoot!;
  const polite = shadow.querySelector<HTMLElement>('[role=status]')!;
  const urgent = shadow.querySelector<HTMLElement>('[role=alert]')!;
  const shown = [polite, urgent].find((region) => region.textContent !== '');
  return {
    shadow,
    text: shown?.textContent ?? '',
    role: shown?.getAttribute('role') ?? null,
    tone: shown ? ([...shown.classList].find((name) => name !== 'msg') ?? null) : null,
    loader: shadow.querySelector<HTMLElement>('.loader')!,
  };
}

export function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
