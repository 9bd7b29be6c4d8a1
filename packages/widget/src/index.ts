import { CONSENT_COMMAND } from '@beckon/core';
import { firstBoot, nextTask, warn } from '@beckon/embed-kit';
import { boot } from './runtime/boot/boot.js';
import type { Engine } from './runtime/engine/engine.js';
import { drainQueue, findEmbed, plainScriptUrl } from './runtime/boot/embed.js';
import { sayConsent, startConsent } from './runtime/consent/consent.js';

/** Entry of widget.js. A second copy of the script (the snippet pasted twice) does nothing. */
function start(): void {
  const plain = plainScriptUrl(import.meta.url);
  // widget.js holds the modules its chunks import from "../widget.js": a copy run under a query or
  // a fragment (a cache-buster) would not be the one they share, so it steps aside for the plain URL.
  if (plain !== import.meta.url) {
    import(/* @vite-ignore */ plain).catch((error: unknown) => warn('failed to start', error));
    return;
  }
  if (!firstBoot('__beckonBooted')) return;
  const embed = findEmbed(plain);
  if (!embed) {
    warn('script tag without data-client; nothing to show');
    return;
  }
  let widget: Engine | null = null;
  const pending: Array<[string, unknown[]]> = [];
  const handle = (command: string, args: unknown[]) => {
    // Consent is told at once, even before the widget has started: it decides what boot may write.
    if (command === CONSENT_COMMAND) sayConsent(args[0]);
    else if (!widget) pending.push([command, args]);
    else if (command === 'open' && typeof args[0] === 'string') void widget.open(args[0]);
    else warn(`unknown command ${command}`);
  };
  const run = () =>
    boot(embed).then(
      (ready) => {
        widget = ready;
        for (const [command, args] of pending.splice(0)) handle(command, args);
      },
      (error: unknown) => warn('failed to start', error),
    );
  startConsent(
    embed.consent,
    () => drainQueue(handle),
    // Boot in a task of its own, not in the one that evaluated this script (issue 22: long tasks).
    () => (document.body ? void nextTask().then(run) : document.addEventListener('DOMContentLoaded', run, { once: true })),
  );
}

try {
  start();
} catch (error) {
  warn('failed to start', error);
}
