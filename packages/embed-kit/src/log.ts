/**
 * An embed never throws into the host page; what goes wrong is said on the console, under the
 * embed's own prefix so a site owner can tell the pop-ups from the chat. Each embed is its own
 * bundle, so each has its own copy of this module and its own prefix.
 */
let prefix = '[beckon]';
const said = new Set<string>();

/** Called once by an embed's entry, before anything can warn: "[beckon chat]", for instance. */
export function setLogPrefix(next: string): void {
  prefix = next;
}

export function warn(message: string, detail?: unknown): void {
  try {
    console.warn(`${prefix} ${message}`, detail ?? '');
  } catch {
    // a host page that replaced console: nothing more to do
  }
}

/** For conditions that would repeat on every read (storage off, bad config): said once per page. */
export function warnOnce(message: string, detail?: unknown): void {
  if (said.has(message)) return;
  said.add(message);
  warn(message, detail);
}
