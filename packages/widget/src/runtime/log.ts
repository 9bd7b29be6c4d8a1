/** The widget never throws into the host page; what goes wrong is said once on the console. */
export function warn(message: string, error?: unknown): void {
  try {
    console.warn(`[beckon] ${message}`, error ?? '');
  } catch {
    // a host page that replaced console: nothing more to do
  }
}
