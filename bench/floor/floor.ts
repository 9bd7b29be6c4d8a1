// The floor under Beckon's widget on the host page (issue 22): the least any script must do to
// show Beckon's demo lightbox as Beckon promises it, with nothing of the widget's own choices.
// It is loaded by a plain async tag, as the snippet loads the widget, asks the display call
// which pop-up to show, waits for the lightbox's 3 s trigger, puts the server's first paint in an
// isolated shadow root with the widget's own stylesheet (so its style and layout cost the same),
// moves the focus to the first field after the first paint (a modal dialog must), and records the
// view. No rules, frequency, visitor memory, consent, takeover, validation or lead form: only the
// fetches, the DOM and the styles a server-decided, isolated, accessible pop-up cannot do without.
// With data-memory (the page "floor-memory") it also keeps the visitor memory SPEC §3 asks of every
// page view, as plainly as it can be kept: the client id cookie read and refreshed, the visitor's
// record read from localStorage with this page added, and written again when the pop-up shows (its
// seen marker, which frequency rules read). Boxzilla keeps its own too (cookies, sessionStorage).
// Built by bench/main-thread.mjs with rolldown; never shipped.
import { popupCss } from '../../packages/widget/src/views/styles.js';
import { createShadowHost, firstFocusTarget } from '../../packages/widget/src/runtime/render/shadow-host.js';

interface FloorRecord {
  poptin_id: string;
  viewer_id: string;
  poptin: string;
  /** the type's and blocks' stylesheet parts (SPEC §3 record, issue 23): the widget adopts them with its own */
  poptin_css?: string;
}

const script = document.currentScript as HTMLScriptElement;
const origin = script.dataset.origin!;
const clientId = script.dataset.clientId!;
const api = `${origin}/api/display`;
const DAY_S = 86_400;

/** SPEC §3 visitor memory, the plain way: one cookie read and refreshed, one stored record. */
function rememberVisitor(): { id: string; seen: (popupId: string) => void } {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith('beckon_cid='));
  const id = cookie ? cookie.slice('beckon_cid='.length) : Math.random().toString(36).slice(2);
  document.cookie = `beckon_cid=${id}; max-age=${365 * DAY_S}; path=/; SameSite=Lax`;
  let record: { pages: string[]; seen: Record<string, number> } = { pages: [], seen: {} };
  try {
    record = { ...record, ...(JSON.parse(localStorage.getItem('beckon_state') ?? '{}') as object) };
  } catch {
    // a corrupt record starts again
  }
  record.pages = [...record.pages.filter((p) => p !== location.href), location.href].slice(-50);
  const save = () => localStorage.setItem('beckon_state', JSON.stringify(record));
  save();
  return {
    id,
    seen: (popupId) => {
      record.seen[popupId] = Date.now();
      save();
    },
  };
}

const memory = script.dataset.memory === undefined ? null : rememberVisitor();
const visitor = memory?.id ?? Math.random().toString(36).slice(2);
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
    const shell = createShadowHost({ css: popupCss + (record.poptin_css ?? ''), nonce: undefined, modal: true });
    shell.root.innerHTML = record.poptin;
    requestAnimationFrame(() => setTimeout(() => firstFocusTarget(shell.root)?.focus({ preventScroll: true })));
    document.dispatchEvent(new CustomEvent('poptinView', { detail: { poptin_id: record.poptin_id } }));
    memory?.seen(record.poptin_id);
    void post(`viewed/${record.poptin_id}`, { viewer_id: record.viewer_id, client_id: clientId, url: location.href, visitor });
  }, TRIGGER_MS);
});
