import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from '../src/share/index.js';
import { forgetCounts } from '../src/share/counts.js';
import { sameTab } from '../src/share/share-window.js';

/** Puts the page in place and enhances every bar on it, as content.js and its chunk do. */
function mount(html: string, lang = 'en'): HTMLElement[] {
  document.documentElement.lang = lang;
  document.title = 'Dial in "espresso" & <milk>';
  document.body.innerHTML = html;
  const bars = [...document.querySelectorAll<HTMLElement>('[data-beckon-share]')];
  enhance(bars);
  return bars;
}

const PAGE = 'https://journal.example/espresso';
const canonical = `<link rel="canonical" href="${PAGE}#top">`;
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
const named = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let opened: Array<[string, string, string | undefined]>;
let openResult: object | null;

beforeEach(() => {
  forgetCounts();
  opened = [];
  openResult = {};
  vi.spyOn(window, 'open').mockImplementation(((url: string, target: string, features?: string) => {
    opened.push([url, target, features]);
    return openResult;
  }) as typeof window.open);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('a bar built from its list (README: data-share-services)', () => {
  it('gives every service a real, named link or button in the order listed', () => {
    document.head.innerHTML = canonical;
    const [bar] = mount('<div data-beckon-share data-share-services="facebook email copy_link nope claude"></div>');
    const controls = [...bar!.querySelectorAll<HTMLElement>('a, button')];
    expect(controls.map((control) => [control.tagName, control.getAttribute('aria-label')])).toEqual([
      ['A', 'Share on Facebook'],
      ['A', 'Share by email'],
      ['BUTTON', 'Copy link'],
      ['A', 'Summarise with Claude'],
      ['BUTTON', 'More'],
    ]);
    const facebook = controls[0] as HTMLAnchorElement;
    // The canonical address, without its fragment, as one encoded parameter.
    expect(facebook.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`);
    expect([facebook.target, facebook.rel]).toEqual(['_blank', 'noopener noreferrer']);
    expect(document.getElementById(facebook.getAttribute('aria-describedby')!)!.textContent).toBe('Opens in a new window');
    // Mail follows its link in the same tab.
    expect((controls[1] as HTMLAnchorElement).target).toBe('');
    expect((controls[1] as HTMLAnchorElement).href).toContain('mailto:?subject=Dial%20in%20%22espresso%22%20%26%20%3Cmilk%3E&body=');
    expect(bar!.getAttribute('role')).toBe('group');
    expect(bar!.getAttribute('aria-label')).toBe('Share');
    expect(bar!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the publisher’s own links and their words, adding the behaviour', () => {
    const [bar] = mount(
      '<nav data-beckon-share aria-label="Share this"><a data-share-service="facebook" target="_blank" href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a><a data-share-service="x" href="https://x.com/intent/post?url=x"></a></nav>',
    );
    const [facebook, x] = [...bar!.querySelectorAll('a')];
    expect(facebook!.textContent).toBe('Facebook');
    expect(facebook!.querySelector('svg')).toBeNull();
    expect(x!.getAttribute('aria-label')).toBe('Share on X');
    expect(x!.querySelector('svg')).not.toBeNull();
    expect(bar!.getAttribute('role')).toBeNull();
    click(facebook!);
    expect(opened).toEqual([['https://www.facebook.com/sharer/sharer.php?u=x', 'beckon-share-facebook', 'width=600,height=400,left=400,top=100']]);
  });

  it('speaks Hebrew on a Hebrew page', () => {
    const [bar] = mount('<div data-beckon-share data-share-services="facebook copy_link"></div>', 'he');
    expect([...bar!.querySelectorAll('a, button')].map((control) => control.getAttribute('aria-label'))).toEqual(['שיתוף ב־Facebook', 'העתקת קישור', 'עוד']);
  });

  it('shows the device’s own dialog only when asked for and available', async () => {
    expect(mount('<div data-beckon-share data-share-native data-share-services="x"></div>')[0]!.querySelector('[data-share-service="native"]')).toBeNull();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const [bar] = mount('<div data-beckon-share data-share-native data-share-services="x"></div>');
    click(named(bar!, 'Share…'));
    expect(share).toHaveBeenCalledWith({ title: document.title, url: location.href.split('#')[0] });
  });
});

describe('share windows (SPEC §7, §8, §9)', () => {
  it.each([
    ['Share on Facebook', 'beckon-share-facebook', 'width=600,height=400,left=400,top=100'],
    ['Share on LinkedIn', 'beckon-share-linkedin', 'width=600,height=400,left=400,top=100'],
  ])('%s opens a 600×400 window at left 400, top 100', (name, target, features) => {
    const [bar] = mount('<div data-beckon-share data-share-services="facebook linkedin"></div>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    named(bar!, name).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(opened).toEqual([[(named(bar!, name) as HTMLAnchorElement).href, target, features]]);
  });

  it('an AI assistant opens a new tab with the summarise prompt', () => {
    document.head.innerHTML = canonical;
    const [bar] = mount('<div data-beckon-share data-share-services="chatgpt"></div>');
    click(named(bar!, 'Summarise with ChatGPT'));
    expect(opened[0]![1]).toBe('_blank');
    expect(new URL(opened[0]![0]).searchParams.get('q')).toBe(`Summarise this page: Dial in "espresso" & <milk> ${PAGE}`);
  });

  it('a blocked window falls back to the same tab', () => {
    openResult = null;
    const go = vi.spyOn(sameTab, 'go').mockImplementation(() => {});
    const [bar] = mount('<div data-beckon-share data-share-services="x"></div>');
    click(named(bar!, 'Share on X'));
    expect(go).toHaveBeenCalledWith((named(bar!, 'Share on X') as HTMLAnchorElement).href);
  });

  it('a click asking for a new tab by hand is the browser’s', () => {
    const [bar] = mount('<div data-beckon-share data-share-services="x"></div>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    let keptByBrowser = false;
    // Seen after the bar's own handler; then stopped, so the test page goes nowhere.
    document.addEventListener(
      'click',
      (late) => {
        keptByBrowser = !late.defaultPrevented;
        late.preventDefault();
      },
      { once: true },
    );
    named(bar!, 'Share on X').dispatchEvent(event);
    expect(keptByBrowser).toBe(true);
    expect(opened).toEqual([]);
  });
});

describe('copy link', () => {
  it('copies the page’s address and says “Link copied.” in a status region that fades', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.head.innerHTML = canonical;
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const [bar] = mount('<div data-beckon-share data-share-services="copy_link"></div>');
    click(named(bar!, 'Copy link'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith(PAGE);
    const status = bar!.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Link copied.');
    await vi.advanceTimersByTimeAsync(5000);
    expect(status.textContent).toBe('');
  });

  it('a refused clipboard says the link instead', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    document.execCommand = () => false;
    document.head.innerHTML = canonical;
    const [bar] = mount('<div data-beckon-share data-share-services="copy_link"></div>');
    click(named(bar!, 'Copy link'));
    await flush();
    expect(bar!.querySelector('[role="status"]')!.textContent).toBe(`Could not copy. The link: ${PAGE}`);
  });

  it('print prints', () => {
    const print = vi.fn();
    window.print = print;
    const [bar] = mount('<div data-beckon-share data-share-services="print"></div>');
    click(named(bar!, 'Print'));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('Mastodon asks for the instance (SPEC §5)', () => {
  function askAndSubmit(typed: string): HTMLElement {
    const [bar] = mount('<div data-beckon-share data-share-services="mastodon"></div>');
    const link = named(bar!, 'Share on Mastodon');
    link.focus();
    click(link);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Share on Mastodon');
    const input = dialog.querySelector('input')!;
    expect(document.activeElement).toBe(input);
    input.value = typed;
    dialog.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    return link;
  }

  it.each([
    ['  fosstodon.org  ', 'fosstodon.org'],
    ['', 'mastodon.social'],
    ['https://Hachyderm.io/', 'hachyderm.io'],
    ['evil.example/phish?', 'mastodon.social'],
  ])('%j shares on %s in a 770×520 window', (typed, host) => {
    const link = askAndSubmit(typed);
    expect(new URL(opened[0]![0]).host).toBe(host);
    expect(opened[0]![2]).toBe('width=770,height=520,left=400,top=100');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('Escape closes it without sharing, focus back on the link', () => {
    const [bar] = mount('<div data-beckon-share data-share-services="mastodon"></div>');
    const link = named(bar!, 'Share on Mastodon');
    click(link);
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(opened).toEqual([]);
  });
});

describe('the more popup (SPEC §2)', () => {
  it('lists every service and its search filters case-insensitively; Escape closes, focus returns', () => {
    const [bar] = mount('<div data-beckon-share data-share-services="x"></div>');
    const more = named(bar!, 'More');
    expect(more.getAttribute('aria-haspopup')).toBe('dialog');
    more.focus();
    click(more);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]')!;
    const search = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(document.activeElement).toBe(search);
    const visible = () => [...dialog.querySelectorAll('li:not([hidden])')].map((item) => item.textContent);
    expect(visible()).toHaveLength(30);
    search.value = 'GRAM';
    search.dispatchEvent(new Event('input'));
    expect(visible()).toEqual(['Telegram']);
    search.value = 'zzz';
    search.dispatchEvent(new Event('input'));
    expect(visible()).toEqual([]);
    expect(dialog.querySelector('[role="status"]')!.textContent).toBe('No services found.');
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('Tab wraps inside the dialog', () => {
    const [bar] = mount('<div data-beckon-share data-share-services="x"></div>');
    click(named(bar!, 'More'));
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const last = [...dialog.querySelectorAll<HTMLElement>('a, button')].at(-1)!;
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Close');
  });
});

describe('the vertical bar’s slider (SPEC §4)', () => {
  it('hides and shows the bar: “Hide” / “Share”, aria-expanded, inert when hidden', () => {
    const [bar] = mount('<div data-beckon-share data-share-layout="vertical" data-share-offset="-4" data-share-services="x"></div>');
    const slider = bar!.querySelector<HTMLButtonElement>('.beckon-share__slider')!;
    const list = bar!.querySelector<HTMLElement>('.beckon-share__list')!;
    expect(slider.getAttribute('aria-controls')).toBe(list.id);
    expect([slider.title, slider.getAttribute('aria-expanded'), list.inert]).toEqual(['Hide', 'true', false]);
    slider.click();
    expect([slider.title, slider.getAttribute('aria-expanded'), list.inert, slider.textContent]).toEqual(['Share', 'false', true, 'Share']);
    expect(bar!.classList.contains('beckon-share--slid')).toBe(true);
    slider.click();
    expect(slider.title).toBe('Hide');
    expect(bar!.style.getPropertyValue('--beckon-share-offset')).toBe('-4px');
  });

  it('starts hidden when asked, in Hebrew', () => {
    const [bar] = mount('<div data-beckon-share data-share-layout="vertical" data-share-hidden data-share-services="x"></div>', 'he');
    expect(bar!.querySelector('.beckon-share__slider')!.getAttribute('title')).toBe('שיתוף');
  });
});
