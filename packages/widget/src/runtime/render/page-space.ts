/**
 * A bar that pushes the page (issue 23): instead of covering the page's heading, a top bar moves
 * the page's content down by its own height (a bottom bar reserves that space below the footer),
 * for as long as it is on screen. The space is padding on the root element, so the page's own
 * layout is untouched, and the bar is measured by a ResizeObserver, which reports after layout
 * and before paint: the bar never shows over the heading, and the space follows the bar when it
 * wraps (a narrower window, an error under the field, the thank-you screen).
 *
 * Elements the page itself keeps at that edge (a fixed or sticky header, an admin bar) move by
 * the same height. Only elements up to three levels under <body> are looked at, once, when the
 * bar comes: a header that turns fixed later on scroll, one deeper in the tree, or an absolutely
 * placed element measured from the top of the document is not moved, and the bar covers it.
 */

type Edge = 'top' | 'bottom';

/** How the page was before, to be put back exactly: an element's inline value and its priority. */
type Saved = Array<[el: HTMLElement, property: string, value: string, priority: string]>;

interface EdgeState {
  heights: Map<object, number>;
  padding: number;
  docked: Array<[HTMLElement, number]>;
  saved: Saved;
}

/** One state per edge: two bars at one edge overlap there, so the page makes room for the taller. */
const edges = new Map<Edge, EdgeState>();

const DOCKED_MAX_OFFSET_PX = 96;

/** The page's fixed and sticky elements at that edge (within DOCKED_MAX_OFFSET_PX of it), with their offsets. */
function dockedAt(edge: Edge): Array<[HTMLElement, number]> {
  const found: Array<[HTMLElement, number]> = [];
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>(':scope>*,:scope>*>*,:scope>*>*>*'))) {
    if (el.tagName === 'BECKON-POPUP' || el.tagName === 'SCRIPT') continue;
    const style = getComputedStyle(el);
    if (style.position !== 'fixed' && style.position !== 'sticky') continue;
    const offset = parseFloat(style.getPropertyValue(edge));
    if (offset >= 0 && offset <= DOCKED_MAX_OFFSET_PX) found.push([el, offset]);
  }
  return found;
}

function save(state: EdgeState, el: HTMLElement, property: string): void {
  state.saved.push([el, property, el.style.getPropertyValue(property), el.style.getPropertyPriority(property)]);
}

function apply(edge: Edge, state: EdgeState): void {
  const height = Math.max(0, ...state.heights.values());
  // !important: the page's own stylesheet may set this padding or offset with it too.
  document.documentElement.style.setProperty(`padding-${edge}`, `${state.padding + height}px`, 'important');
  for (const [el, offset] of state.docked) el.style.setProperty(edge, `${offset + height}px`, 'important');
}

function restore(state: EdgeState): void {
  for (const [el, property, value, priority] of state.saved.reverse()) {
    if (value) el.style.setProperty(property, value, priority);
    else el.style.removeProperty(property);
  }
}

function hold(edge: Edge, holder: object): EdgeState {
  let state = edges.get(edge);
  if (!state) {
    const root = document.documentElement;
    state = { heights: new Map(), padding: parseFloat(getComputedStyle(root).getPropertyValue(`padding-${edge}`)) || 0, docked: dockedAt(edge), saved: [] };
    save(state, root, `padding-${edge}`);
    for (const [el] of state.docked) save(state, el, edge);
    edges.set(edge, state);
  }
  state.heights.set(holder, 0);
  return state;
}

/**
 * Makes room for a bar that pushes the page (views/layout.ts marks it `bk-push`) in `root`, its
 * shadow root's view container, while it is on screen; the returned function gives the room
 * back. A bar that covers the page gets nothing done.
 */
export function holdPageSpace(root: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const holder = {};
  let edge: Edge = 'top';
  let state: EdgeState | null = null;
  let watched: Element | null = null;
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      if (entry.target !== watched || !state) continue;
      state.heights.set(holder, entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
      apply(edge, state);
    }
  });
  // The bar comes with the first paint or, without one, with the live view, which may also
  // replace the first paint's nodes (render-view.ts swapIn): follow it.
  const watch = () => {
    const bar = root.querySelector('.bk-popup.bk-push');
    if (bar === watched) return;
    if (watched) sizes.unobserve(watched);
    watched = bar;
    if (!bar) return;
    if (!state) {
      edge = bar.classList.contains('bk-v-bottom') ? 'bottom' : 'top';
      state = hold(edge, holder);
    }
    sizes.observe(bar);
  };
  const tree = new MutationObserver(watch);
  tree.observe(root, { childList: true, subtree: true });
  watch();
  return () => {
    sizes.disconnect();
    tree.disconnect();
    if (!state) return;
    state.heights.delete(holder);
    if (state.heights.size > 0) apply(edge, state);
    else {
      restore(state);
      edges.delete(edge);
    }
  };
}
