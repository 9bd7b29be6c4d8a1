import { h, hydrate, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_PROVIDERS, formatEntry, type CaptchaConfig, type PopupRecord } from '@beckon/core';
import { galleryEntries, galleryRecord } from '../src/gallery/entries.js';
import { gameViews } from '../src/views/games/index.js';
import { PopupView, type PopupViewProps } from '../src/views/index.js';
import type { Device } from '../src/views/types.js';
import { takeOver } from '../src/runtime/render/render-view.js';

/**
 * Issue 22: the live view hydrates the server's first paint instead of drawing a second tree.
 * Hydration attaches listeners and keeps the server's nodes and attributes as they are, so it is
 * right only where the live view draws exactly what the server drew. The server renders with the
 * record and the device alone; the widget adds what the page gives. For every record the gallery
 * has (each type, format and type screen), on both devices and in both languages, the hydrated
 * first paint must equal a fresh render of the live view.
 */
const noop = () => {};
const accepted = async () => ({ ok: true as const });

/** What the server renders with (apps/server/src/render/popup-html.ts). */
function serverProps(record: PopupRecord, device: Device): PopupViewProps {
  return { record, device, onSubmit: accepted, onClosed: noop, ...(record.poptin_type === 'gamified' ? { games: gameViews } : {}) };
}

/** What the widget's takeover renders with, without a store or a human check (those swap instead). */
function liveProps(record: PopupRecord, device: Device): PopupViewProps {
  return {
    ...serverProps(record, device),
    api: 'https://beckon.test/api/display',
    onCouponCopy: noop,
    onRedirect: noop,
    loadBlockedDomains: async () => new Set<string>(),
    loadProducts: () => new Promise(noop),
    onPlay: record.poptin_type === 'gamified' ? () => new Promise(noop) : undefined,
    shownAt: 1,
  };
}

function markupOf(props: PopupViewProps): string {
  const box = document.createElement('div');
  render(h(PopupView, props), box);
  const html = box.innerHTML;
  render(null, box);
  return html;
}

function hydratedOver(serverHtml: string, props: PopupViewProps): string {
  const box = document.createElement('div');
  box.innerHTML = serverHtml;
  hydrate(h(PopupView, props), box);
  const html = box.innerHTML;
  render(null, box);
  return html;
}

/** One record per gallery entry whose record differs (a format screen shares its format's record). */
function galleryCases(): Array<{ name: string; record: PopupRecord }> {
  const seen = new Set<string>();
  const cases: Array<{ name: string; record: PopupRecord }> = [];
  for (const entry of galleryEntries()) {
    for (const lang of ['en', 'he'] as const) {
      const record = galleryRecord(entry, lang, formatEntry(entry.type, entry.format));
      const key = JSON.stringify(record);
      if (seen.has(key)) continue;
      seen.add(key);
      cases.push({ name: `${entry.type} ${entry.format} ${entry.screen} ${lang}`, record });
    }
  }
  return cases;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the first paint, hydrated', () => {
  const cases = galleryCases();

  it('covers every type and every type screen of the gallery', () => {
    expect(new Set(cases.map((c) => c.record.poptin_type)).size).toBe(11);
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)('$name is what the live view draws', ({ record }) => {
    // A countdown shows the time left at each render: one clock for the server and the widget.
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    for (const device of ['desktop', 'mobile'] as const) {
      const server = markupOf(serverProps(record, device));
      expect(hydratedOver(server, liveProps(record, device))).toBe(markupOf(liveProps(record, device)));
    }
  });
});

describe('the takeover', () => {
  const record = galleryRecord({ type: 'lightbox', format: 'format_1', screen: 'main' }, 'en', formatEntry('lightbox', 'format_1'));

  function painted(): { root: HTMLElement; shadow: ShadowRoot } {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const root = document.createElement('div');
    shadow.append(root);
    root.innerHTML = markupOf(serverProps(record, 'desktop'));
    return { root, shadow };
  }

  it("keeps the first paint's nodes, what was typed and where the focus is", () => {
    const { root, shadow } = painted();
    const email = root.querySelector<HTMLInputElement>('input[name=email]')!;
    email.value = 'ada@example.com';
    email.focus();
    const stop = takeOver(root, liveProps(record, 'desktop'), []);
    expect(root.querySelector('input[name=email]')).toBe(email);
    expect(email.value).toBe('ada@example.com');
    expect(shadow.activeElement).toBe(email);
    expect(shadow.host.hasAttribute('data-live')).toBe(true);
    stop();
    expect(root.childElementCount).toBe(0);
  });

  it('makes the first paint live: a close before the takeover is replayed on it', () => {
    const { root } = painted();
    const onClosed = vi.fn();
    vi.useFakeTimers();
    takeOver(root, { ...liveProps(record, 'desktop'), onClosed }, ['close']);
    vi.runAllTimers();
    expect(onClosed.mock.calls[0]?.[0]).toBe('x_click');
  });

  it('swaps in a fresh tree where the page gives the view what the server did not know', () => {
    const withCaptcha: PopupRecord = { ...record, design_properties: { ...record.design_properties, captcha: 1 } };
    const captcha: CaptchaConfig = { provider: CAPTCHA_PROVIDERS[0], site_key: 'site-key' };
    const { root } = painted();
    root.innerHTML = markupOf(serverProps(withCaptcha, 'desktop'));
    const email = root.querySelector<HTMLInputElement>('input[name=email]')!;
    email.value = 'ada@example.com';
    takeOver(root, { ...liveProps(withCaptcha, 'desktop'), captcha }, []);
    const live = root.querySelector<HTMLInputElement>('input[name=email]')!;
    expect(live).not.toBe(email);
    expect(live.value).toBe('ada@example.com');
    // The proof the swap is needed: hydrating would have kept the server's markup, without the check.
    expect(markupOf({ ...liveProps(withCaptcha, 'desktop'), captcha })).not.toBe(markupOf(serverProps(withCaptcha, 'desktop')));
  });
});
