import { boot } from './runtime/boot.js';
import type { Engine } from './runtime/engine.js';
import { drainQueue, findEmbed } from './runtime/embed.js';
import { warn } from './runtime/log.js';

const BOOTED = '__beckonBooted';

/** Entry of widget.js. A second copy of the script (the snippet pasted twice) does nothing. */
function start(): void {
  const w = window as unknown as Record<string, unknown>;
  if (w[BOOTED]) return;
  w[BOOTED] = true;
  const embed = findEmbed(import.meta.url);
  if (!embed) {
    warn('script tag without data-client; nothing to show');
    return;
  }
  let widget: Engine | null = null;
  const pending: Array<[string, unknown[]]> = [];
  const handle = (command: string, args: unknown[]) => {
    if (!widget) pending.push([command, args]);
    else if (command === 'open' && typeof args[0] === 'string') void widget.open(args[0]);
    else warn(`unknown command ${command}`);
  };
  drainQueue(handle);
  const run = () => boot(embed).then((ready) => {
    widget = ready;
    for (const [command, args] of pending.splice(0)) handle(command, args);
  }, (error: unknown) => warn('failed to start', error));
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}

try {
  start();
} catch (error) {
  warn('failed to start', error);
}
