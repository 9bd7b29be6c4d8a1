import {
  combinedConsent,
  CONSENT_PLATFORM_EVENTS,
  CONSENT_SIGNAL_CHECK_MS,
  cookiebotConsent,
  googleConsent,
  oneTrustConsent,
  tcfConsent,
  type VisitorConsent,
} from '@beckon/core';
import { readPageGlobal } from '@beckon/embed-kit';

/**
 * The consent platforms' signals (a chunk: only pages in consent mode fetch it), read from the
 * page and decided by core's rules. A platform's script may arrive after ours, and Google's
 * consent commands are plain pushes to the dataLayer with no event of their own, so the page is
 * read again on a slow timer as well as on each platform's own events and callbacks.
 */

type TcfListener = (tcData: unknown, success: unknown) => void;

/** A platform's globals are anyone's: one that throws (a getter, a broken API) is no answer, never a crash. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

const field = (global: string, key: string): unknown => {
  const value = readPageGlobal(global);
  return value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined;
};

/** Calls a method of a page global when it is a function. */
function callMethod(global: string, method: string, ...args: unknown[]): unknown {
  const fn = field(global, method);
  return typeof fn === 'function' ? (fn as (...a: unknown[]) => unknown).apply(readPageGlobal(global), args) : undefined;
}

const readOneTrust = () => oneTrustConsent({ activeGroups: readPageGlobal('OnetrustActiveGroups'), decided: callMethod('OneTrust', 'IsAlertBoxClosed') });
const readCookiebot = () => cookiebotConsent({ consent: field('Cookiebot', 'consent'), hasResponse: field('Cookiebot', 'hasResponse') });

/** Reports the page's consent to `say` each time the platforms' combined answer changes. */
export function watchPlatforms(say: (state: VisitorConsent) => void): void {
  let tcf: VisitorConsent | null = null;
  let last: VisitorConsent | null = null;
  let tcfJoined = false;
  let oneTrustJoined = false;
  const check = () => {
    // TCF answers through its listener, OneTrust tells of changes through its own: each is joined once, when it appears.
    if (!tcfJoined && safely(() => typeof readPageGlobal('__tcfapi') === 'function')) {
      tcfJoined = true;
      const listener: TcfListener = (data, success) => {
        tcf = tcfConsent(data, success) ?? tcf;
        check();
      };
      safely(() => (readPageGlobal('__tcfapi') as (...args: unknown[]) => void)('addEventListener', 2, listener));
    }
    if (!oneTrustJoined && safely(() => typeof field('OneTrust', 'OnConsentChanged') === 'function')) {
      oneTrustJoined = true;
      safely(() => callMethod('OneTrust', 'OnConsentChanged', check));
    }
    const answers = [safely(() => googleConsent(readPageGlobal('dataLayer'))), tcf, safely(readOneTrust), safely(readCookiebot)];
    const answer = combinedConsent(answers.map((a) => a ?? null));
    if (answer && answer !== last) {
      last = answer;
      say(answer);
    }
  };
  check();
  setInterval(check, CONSENT_SIGNAL_CHECK_MS);
  for (const type of CONSENT_PLATFORM_EVENTS) addEventListener(type, check);
}
