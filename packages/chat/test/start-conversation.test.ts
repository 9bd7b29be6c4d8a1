import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLICK_EVENT } from '@beckon/core';
import { setLogPrefix } from '@beckon/embed-kit';
import { openInNewTab } from '../src/runtime/open-link.js';
import { startConversation } from '../src/runtime/start-conversation.js';
import { stubTabs } from './open-tab.js';

// chat.js's entry names its warnings; this file loads the runtime without the entry.
setLogPrefix('[beckon chat]');

function setViewport(width: number, touch: boolean) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: touch ? 5 : 0 });
}

describe('openInNewTab (SPEC §7 new tab, §8 fallbacks)', () => {
  // Its own document without a browsing context: anchor clicks there are seen, not followed.
  const doc = document.implementation.createHTMLDocument('host page');

  function fakeWindow(opened: Window | null | 'throws') {
    const calls: string[] = [];
    const win = {
      document: doc,
      open: vi.fn((url: string) => {
        if (opened === 'throws') throw new Error('blocked');
        calls.push(`open ${url}`);
        return opened;
      }),
      location: { assign: vi.fn((url: string) => calls.push(`assign ${url}`)) },
    };
    return { win: win as unknown as Window, calls };
  }

  afterEach(() => {
    doc.onclick = null;
  });

  it('opens a blank tab, cuts its opener, and sends it on with no referrer', () => {
    const written: string[] = [];
    const tab = { opener: window, document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() } } as unknown as Window;
    const { win } = fakeWindow(tab);
    expect(openInNewTab('https://web.whatsapp.com/send?phone=1&text=a"b<c', win)).toBe('tab');
    expect(win.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(written.join('')).toBe(
      '<!doctype html><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=https://web.whatsapp.com/send?phone=1&amp;text=a&quot;b&lt;c">',
    );
  });

  it('sends a tab it cannot write to straight on', () => {
    const replace = vi.fn();
    const tab = {
      opener: window,
      get document(): Document {
        throw new Error('isolated');
      },
      location: { replace },
    } as unknown as Window;
    const { win } = fakeWindow(tab);
    expect(openInNewTab('https://chat.whatsapp.com/AbC', win)).toBe('tab');
    expect(replace).toHaveBeenCalledWith('https://chat.whatsapp.com/AbC');
  });

  it.each([
    ['returns null', null],
    ['throws', 'throws'],
  ] as const)('falls back to a noreferrer anchor click when window.open %s', (_name, opened) => {
    const { win } = fakeWindow(opened);
    const clicked: HTMLAnchorElement[] = [];
    doc.onclick = (event) => {
      clicked.push(event.target as HTMLAnchorElement);
    };
    expect(openInNewTab('https://api.whatsapp.com/send?phone=1&text=hi', win)).toBe('anchor');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.href).toBe('https://api.whatsapp.com/send?phone=1&text=hi');
    expect(clicked[0]!.target).toBe('_blank');
    expect(clicked[0]!.rel).toBe('noreferrer noopener');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('redirects the same tab when the anchor click is stopped too', () => {
    const { win, calls } = fakeWindow(null);
    doc.onclick = (event) => event.preventDefault();
    expect(openInNewTab('https://chat.whatsapp.com/AbC', win)).toBe('same-tab');
    expect(calls).toEqual(['open about:blank', 'assign https://chat.whatsapp.com/AbC']);
  });
});

describe('startConversation (SPEC §7)', () => {
  const events: string[] = [];
  const onClick = (event: Event) => events.push(`${event.type} ${(event as CustomEvent<{ url: string }>).detail.url}`);
  let open: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    events.length = 0;
    window.addEventListener(CHAT_CLICK_EVENT, onClick);
    open = stubTabs((url) => events.push(`open ${url}`)).spy;
  });
  afterEach(() => {
    window.removeEventListener(CHAT_CLICK_EVENT, onClick);
    open.mockRestore();
    vi.restoreAllMocks();
  });

  it.each([
    ['desktop, web', 1280, false, 'web', { type: 'phone', phone: '+34 612 345 678' }, 'https://web.whatsapp.com/send?phone=34612345678&text=Hi%20there'],
    ['desktop, api', 1280, false, 'api', { type: 'phone', phone: '+34 612 345 678' }, 'https://api.whatsapp.com/send?phone=34612345678&text=Hi%20there'],
    [
      'mobile: width 390 with touch',
      390,
      true,
      'web',
      { type: 'phone', phone: '0034612345678' },
      'https://api.whatsapp.com/send?phone=34612345678&text=Hi%20there',
    ],
    [
      'narrow without touch is desktop',
      390,
      false,
      'web',
      { type: 'phone', phone: '34612345678' },
      'https://web.whatsapp.com/send?phone=34612345678&text=Hi%20there',
    ],
    ['group on desktop', 1280, false, 'web', { type: 'group', group: 'https://chat.whatsapp.com/AbC123' }, 'https://web.whatsapp.com/accept?code=AbC123'],
    ['group on mobile', 390, true, 'web', { type: 'group', group: 'https://chat.whatsapp.com/AbC123' }, 'https://chat.whatsapp.com/AbC123'],
  ] as const)('%s: qlwapp.click, then the tab', (_name, width, touch, linkType, target, url) => {
    setViewport(width, touch);
    expect(startConversation(target, 'Hi there', linkType)).toBe(true);
    expect(events).toEqual([`${CHAT_CLICK_EVENT} ${url}`, `open ${url}`]);
  });

  it('logs Invalid URL for a group link without a code and opens nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startConversation({ type: 'group', group: 'https://example.com/join-us' }, '', 'web')).toBe(false);
    expect(warn).toHaveBeenCalledWith('[beckon chat] Invalid URL', 'https://example.com/join-us');
    expect(events).toEqual([]);
  });

  it('opens nothing for a phone without digits', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startConversation({ type: 'phone', phone: 'ask us' }, 'Hi', 'web')).toBe(false);
    expect(events).toEqual([]);
  });
});
