import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdPageSpace } from '../src/runtime/render/page-space.js';

/**
 * Issue 23: a pushing bar makes room on the page for exactly its height while it is on screen,
 * moves the page's own fixed and sticky headers with it, and puts everything back as it was.
 * ResizeObserver is replaced by one the test drives: it reports a size the way Chromium does.
 */
class DrivenResizeObserver {
  static all: DrivenResizeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly report: ResizeObserverCallback) {
    DrivenResizeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  static resize(el: Element, blockSize: number) {
    for (const o of DrivenResizeObserver.all)
      if (o.observed.has(el)) o.report([{ target: el, borderBoxSize: [{ blockSize, inlineSize: 1280 }] } as unknown as ResizeObserverEntry], o as never);
  }
}

/** A shadow-root container with a bar in it, as mount.ts gives page-space.ts. */
function barRoot(classes: string): { root: HTMLElement; bar: HTMLElement } {
  const host = document.createElement('beckon-popup');
  document.body.append(host);
  const root = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(root);
  root.innerHTML = `<div class="bk-popup bk-type-bar ${classes}" role="dialog"></div>`;
  return { root, bar: root.firstElementChild as HTMLElement };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const html = () => document.documentElement;

beforeEach(() => {
  DrivenResizeObserver.all = [];
  vi.stubGlobal('ResizeObserver', DrivenResizeObserver);
  document.body.innerHTML = '';
  html().removeAttribute('style');
});
afterEach(() => vi.unstubAllGlobals());

describe('a bar that pushes the page', () => {
  it.each<[string, 'top' | 'bottom']>([
    ['bk-v-top bk-push', 'top'],
    ['bk-v-bottom bk-push', 'bottom'],
  ])('%s: room at the %s for its height, given back on close', (classes, edge) => {
    html().style.setProperty(`padding-${edge}`, '10px');
    const { root, bar } = barRoot(classes);
    const giveBack = holdPageSpace(root);
    DrivenResizeObserver.resize(bar, 64);
    expect(html().style.getPropertyValue(`padding-${edge}`)).toBe('74px');
    expect(html().style.getPropertyPriority(`padding-${edge}`)).toBe('important');
    // The bar wraps onto more lines (a narrower window, an error under the field): the room follows.
    DrivenResizeObserver.resize(bar, 120);
    expect(html().style.getPropertyValue(`padding-${edge}`)).toBe('130px');
    giveBack();
    expect(html().style.getPropertyValue(`padding-${edge}`)).toBe('10px');
    expect(html().style.getPropertyPriority(`padding-${edge}`)).toBe('');
  });

  it('moves the page’s fixed and sticky headers at that edge, and only those', () => {
    document.body.innerHTML = `
      <header id="fixed" style="position:fixed;top:0"></header>
      <div><nav id="sticky" style="position:sticky;top:12px"></nav></div>
      <div id="bottom" style="position:fixed;bottom:0"></div>
      <div id="middle" style="position:fixed;top:300px"></div>
      <div id="flow"></div>`;
    const fixed = document.getElementById('fixed')!;
    const { root, bar } = barRoot('bk-v-top bk-push');
    const giveBack = holdPageSpace(root);
    DrivenResizeObserver.resize(bar, 50);
    expect(fixed.style.top).toBe('50px');
    expect(document.getElementById('sticky')!.style.top).toBe('62px');
    expect(document.getElementById('bottom')!.style.top).toBe('');
    expect(document.getElementById('middle')!.style.top).toBe('300px');
    expect(document.getElementById('flow')!.getAttribute('style')).toBeNull();
    giveBack();
    expect(fixed.style.top).toBe('0px');
    expect(document.getElementById('sticky')!.style.top).toBe('12px');
    expect(html().style.cssText).toBe('');
  });

  it('makes room for the taller of two bars at one edge, and keeps it until both are gone', () => {
    const first = barRoot('bk-v-top bk-push');
    const second = barRoot('bk-v-top bk-push');
    const giveBackFirst = holdPageSpace(first.root);
    const giveBackSecond = holdPageSpace(second.root);
    DrivenResizeObserver.resize(first.bar, 60);
    DrivenResizeObserver.resize(second.bar, 90);
    expect(html().style.paddingTop).toBe('90px');
    giveBackSecond();
    expect(html().style.paddingTop).toBe('60px');
    giveBackFirst();
    expect(html().style.paddingTop).toBe('');
  });

  it('follows the bar when the live view replaces the first paint’s nodes', async () => {
    const { root, bar } = barRoot('bk-v-top bk-push');
    const giveBack = holdPageSpace(root);
    DrivenResizeObserver.resize(bar, 60);
    root.innerHTML = '<div class="bk-popup bk-type-bar bk-v-top bk-push"></div>';
    await flush();
    const live = root.firstElementChild!;
    DrivenResizeObserver.resize(bar, 500);
    expect(html().style.paddingTop).toBe('60px');
    DrivenResizeObserver.resize(live, 70);
    expect(html().style.paddingTop).toBe('70px');
    giveBack();
    expect(html().style.paddingTop).toBe('');
  });

  it('finds a bar that comes later, with the live view (no first paint)', async () => {
    const { root } = barRoot('');
    root.innerHTML = '';
    const giveBack = holdPageSpace(root);
    root.innerHTML = '<div class="bk-popup bk-type-bar bk-v-bottom bk-push"></div>';
    await flush();
    DrivenResizeObserver.resize(root.firstElementChild!, 48);
    expect(html().style.paddingBottom).toBe('48px');
    giveBack();
    expect(html().style.paddingBottom).toBe('');
  });
});

describe('a bar that covers the page', () => {
  it('changes nothing on the page', () => {
    document.body.innerHTML = '<header id="fixed" style="position:fixed;top:0"></header>';
    const { root, bar } = barRoot('bk-v-top');
    const giveBack = holdPageSpace(root);
    DrivenResizeObserver.resize(bar, 64);
    expect(html().getAttribute('style')).toBeNull();
    expect(document.getElementById('fixed')!.style.top).toBe('0px');
    giveBack();
    expect(html().getAttribute('style')).toBeNull();
  });

  it('does nothing where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { root } = barRoot('bk-v-top bk-push');
    expect(() => holdPageSpace(root)()).not.toThrow();
    expect(html().getAttribute('style')).toBeNull();
  });
});
