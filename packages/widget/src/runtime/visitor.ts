import { COOKIE_LIFETIME_MS, normaliseEmail } from '@beckon/core';
import { readCookie, readLocal, writeCookie, writeLocal } from './storage.js';

const VISITOR_COOKIE = 'beckon_cid';
const CONVERTED_EMAIL_KEY = 'beckon_converted_email';

function newVisitorId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SPEC §3 client id: the visitor's own id, kept 365 days (§9) and refreshed on each visit. */
export function visitorId(): string {
  const id = readCookie(VISITOR_COOKIE) ?? newVisitorId();
  writeCookie(VISITOR_COOKIE, id, COOKIE_LIFETIME_MS.clientId);
  return id;
}

export function isMobileDevice(): boolean {
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) || (coarse && innerWidth <= 767);
}

export function convertedEmail(): string {
  return readLocal(CONVERTED_EMAIL_KEY) ?? '';
}

/** SPEC §7: on a successful conversion the lowercase email is stored locally. */
export function rememberConvertedEmail(email: string): void {
  writeLocal(CONVERTED_EMAIL_KEY, normaliseEmail(email));
}

export function operatingSystem(): string {
  const ua = navigator.userAgent;
  const known: Array<[RegExp, string]> = [[/Windows/, 'Windows'], [/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/Mac OS X/, 'macOS'], [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux']];
  return known.find(([re]) => re.test(ua))?.[1] ?? 'other';
}
