const said = new Set<string>();

/** chat.js never throws into the host page; what goes wrong is said on the console. */
export function warn(message: string, detail?: unknown): void {
  try {
    console.warn(`[beckon chat] ${message}`, detail ?? '');
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
