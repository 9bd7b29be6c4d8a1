import { firstBoot } from '@beckon/embed-kit';
import { drainQueue } from '../../../widget/src/runtime/boot/embed.js';

/**
 * What widget.js does when it runs, with the widget's own pieces: the boot sentinel, then the
 * queue taken over (queued commands replayed, later ones handled at once). The script's load
 * event follows, as a module script's does after it ran.
 */
export function runWidget(script: HTMLScriptElement): Array<[string, unknown[]]> {
  const handled: Array<[string, unknown[]]> = [];
  if (firstBoot('__beckonBooted')) drainQueue((command, args) => handled.push([command, args]));
  script.dispatchEvent(new Event('load'));
  return handled;
}

export const widgetScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/sdk/v1/widget.js"]'));
