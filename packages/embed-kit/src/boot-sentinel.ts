/** What each embed leaves on window: only that it has started, so a second copy knows. */
declare global {
  interface Window {
    __beckonBooted?: true;
    __beckonChatStarted?: true;
    __beckonSignupStarted?: true;
  }
}

export type BootFlag = '__beckonBooted' | '__beckonChatStarted' | '__beckonSignupStarted';

/**
 * True the first time an embed asks on this page, false after: a script loaded twice (the
 * snippet pasted twice, a tag manager adding it again) boots once.
 */
export function firstBoot(flag: BootFlag): boolean {
  if (window[flag]) return false;
  window[flag] = true;
  return true;
}
