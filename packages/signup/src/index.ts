import { firstBoot, setLogPrefix, warn } from '@beckon/embed-kit';
import { scriptServer } from './runtime/endpoint.js';
import { watchForms } from './runtime/watch-forms.js';

setLogPrefix('[beckon signup]');

/**
 * Entry of signup.js, a classic script with its own small bundle rather than a part of
 * widget.js: a sign-up form sits on pages that may show no pop-ups at all (a footer, a blog's
 * newsletter box), so it must work without the pop-up widget, its loader or a client id. A
 * second copy on the page does nothing.
 */
function start(): void {
  if (!firstBoot('__beckonSignupStarted')) return;
  const script = document.currentScript as HTMLScriptElement | null;
  watchForms(scriptServer(script), script?.nonce || undefined);
}

try {
  start();
} catch (error) {
  warn('failed to start', error);
}
