// The floor under Beckon's widget on the host page (issue 22): the least any script must do to
// show Beckon's demo lightbox as Beckon promises it, with nothing of the widget's own choices.
// It is loaded by a plain async tag, as the snippet loads the widget, asks the display call
// which pop-up to show, waits for the lightbox's 3 s trigger, puts the server's first paint in an
// isolated shadow root with the widget's own stylesheet (so its style and layout cost the same),
// moves the focus to the first field after the first paint (a modal dialog must), and records the
// view. No rules, frequency, visitor memory, consent, takeover, validation or lead form: only the
// fetches, the DOM and the styles a server-decided, isolated, accessible pop-up cannot do without.
// Built by bench/main-thread.mjs with rolldown; never shipped.
import { popupCss } from '../../packages/widget/src/views/styles.js';
import { createShadowHost } from '../../packages/widget/src/runtime/render/shadow-host.js';

interface FloorRecord {
  poptin_id: string;
  viewer_id: string;
  poptin: string;
}

const script = document.currentScript as HTMLScriptElement;
const origin = script.dataset.origin!;
const clientId = script.dataset.clientId!;
const api = `${origin}/api/display`;
const visitor = Math.random().toString(36).slice(2);
const post = (path: string, body: object) =>
  fetch(`${api}/${path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<unknown>);

const TRIGGER_MS = 3000;
const loaded = new Promise((resolve) => (document.readyState === 'complete' ? resolve(null) : addEventListener('load', resolve, { once: true })));

void post(encodeURIComponent(clientId), {
  poptin_viewed_url: location.href,
  referrer: document.referrer,
  if_mobile: matchMedia('(pointer:coarse)').matches,
  visitor,
}).then(async (answer) => {
  const record = (answer as { poptins: FloorRecord[] }).poptins[0];
  if (!record) throw new Error('the display call offered no pop-up');
  await loaded;
  setTimeout(() => {
    const shell = createShadowHost({ css: popupCss, nonce: undefined, modal: true });
    shell.root.innerHTML = record.poptin;
    requestAnimationFrame(() => setTimeout(() => shell.root.querySelector<HTMLElement>('input:not([type=hidden]),button')?.focus({ preventScroll: true })));
    document.dispatchEvent(new CustomEvent('poptinView', { detail: { poptin_id: record.poptin_id } }));
    void post(`viewed/${record.poptin_id}`, { viewer_id: record.viewer_id, client_id: clientId, url: location.href, visitor });
  }, TRIGGER_MS);
});
