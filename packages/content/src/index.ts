import { parts } from './parts.js';

declare global {
  interface Window {
    __beckonContentStarted?: true;
  }
}

/**
 * The entry's own note on the console. It does not use embed-kit's log, which the parts share:
 * a module the entry and a chunk both import becomes a third file every page would fetch first.
 */
function warn(message: string, detail: unknown): void {
  try {
    console.warn(`[beckon content] ${message}`, detail);
  } catch {
    // a host page that replaced console: nothing more to do
  }
}

/**
 * Entry of content.js (a <script type="module">): it looks for each part's markup and imports
 * that part's chunk only when the page has it. A page with no kit markup loads nothing more and
 * is left exactly as it was. A second copy on the page does nothing.
 */
function start(): void {
  if (window.__beckonContentStarted) return;
  window.__beckonContentStarted = true;
  for (const part of parts) {
    const elements = [...document.querySelectorAll(part.selector)];
    if (!elements.length) continue;
    part
      .load()
      .then((chunk) => chunk.enhance(elements))
      .catch((error: unknown) => warn(`the ${part.name} part could not load; the page stays as written`, error));
  }
}

try {
  // A module script runs after parsing, but one added with async may come earlier.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
} catch (error) {
  warn('failed to start', error);
}
