import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from '../src/pagination/index.js';
import { followLink } from '../src/pagination/navigate.js';
import { fakeFrames, placeAt } from './support.js';

vi.mock('../src/pagination/navigate.js', () => ({ followLink: vi.fn() }));

const ORIGIN = window.location.origin;
let serial = 0;

/** A blog's page as its server writes it: the grid of page `page`, plain links below. */
function posts(page: number): string {
  return [1, 2, 3].map((i) => `<article><h2><a href="/posts/${page}-${i}">Post ${page}.${i}</a></h2><p>…</p></article>`).join('');
}

function blogPage(page: number, extra = ''): string {
  return `<!doctype html><html><head><title>Blog, page ${page}</title></head><body><header><h1>Blog</h1></header>
    <section data-beckon-pagination><div class="posts" data-pagination-grid>${posts(page)}${extra}</div></section></body></html>`;
}

function mount(attributes = 'data-pagination-total="7"', lang = 'en'): HTMLElement {
  serial += 1;
  history.replaceState(null, '', '/blog/');
  document.body.innerHTML = `<main lang="${lang}"><section id="blog-${serial}" data-beckon-pagination data-pagination-url="/blog/page/{page}/" data-pagination-first="/blog/" ${attributes}>
    <div class="posts" data-pagination-grid>${posts(1)}</div>
    <nav aria-label="Blog pages"><ul><li><a href="/blog/" aria-current="page">1</a></li><li><a href="/blog/page/2/">2</a></li><li><a href="/blog/page/7/">7</a></li></ul></nav>
  </section></main>`;
  const root = document.querySelector<HTMLElement>('[data-beckon-pagination]')!;
  enhance([root]);
  return root;
}

const fetchMock = vi.fn<typeof fetch>();
const html = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, ...init });
const pageLink = (root: HTMLElement, text: string) => [...root.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === text)!;
const linkTexts = (root: HTMLElement) => [...root.querySelectorAll('nav a')].map((a) => a.textContent);
const shownPages = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-pagination-grid]')].filter((g) => !g.hidden).map((g) => g.dataset.paginationPage);
const click = (link: HTMLElement, init: MouseEventInit = {}) =>
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const page = /page\/(\d+)\//.exec(String(input))?.[1];
    return html(blogPage(Number(page ?? 1)));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(followLink).mockReset();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('post-grid pagination: the page links (SPEC §9: a window of 5, previous/next)', () => {
  it('rewrites the server’s links as a window of 5 with next, in a labelled nav', () => {
    const root = mount();
    const nav = root.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Blog pages');
    expect(linkTexts(root)).toEqual(['1', '2', '3', '4', '5', 'Next']);
    expect(pageLink(root, '1').getAttribute('aria-current')).toBe('page');
    expect(pageLink(root, '1').href).toBe(`${ORIGIN}/blog/`);
    expect(pageLink(root, '3').href).toBe(`${ORIGIN}/blog/page/3/`);
    expect(pageLink(root, '3').getAttribute('aria-label')).toBe('Page 3');
    expect(pageLink(root, 'Next').rel).toBe('next');
    expect(root.querySelector('.beckon-pagination__status')!.getAttribute('aria-live')).toBe('polite');
  });

  it('counts the server’s links when the grid does not say how many pages', () => {
    expect(linkTexts(mount(''))).toEqual(['1', '2', '3', '4', '5', 'Next']);
  });

  it.each([
    ['no template', 'data-pagination-url=""'],
    ['a template without {page}', 'data-pagination-url="/blog/page/"'],
    ['a template elsewhere', 'data-pagination-url="https://evil.example/{page}"'],
    ['a single page', 'data-pagination-url="/blog/page/{page}/" data-pagination-total="1"'],
  ])('leaves the markup as written with %s', (_name, attributes) => {
    document.body.innerHTML = `<section data-beckon-pagination ${attributes}><div data-pagination-grid>${posts(1)}</div><nav><a href="/blog/page/2/">2</a></nav></section>`;
    const root = document.querySelector<HTMLElement>('section')!;
    const before = root.innerHTML;
    enhance([root]);
    expect(root.innerHTML).toBe(before);
    expect(root.classList.contains('beckon-pagination')).toBe(false);
  });

  it('speaks Hebrew on a Hebrew page', () => {
    const root = mount('data-pagination-total="7" data-pagination-current="4"', 'he');
    expect(linkTexts(root)).toEqual(['הקודם', '2', '3', '4', '5', '6', 'הבא']);
    expect(pageLink(root, '3').getAttribute('aria-label')).toBe('עמוד 3');
  });
});

describe('post-grid pagination: a click (SPEC §4)', () => {
  it('fetches page 3 from its own address, appends its grid and shows only it', async () => {
    const root = mount();
    click(pageLink(root, '3'));
    const first = root.querySelector<HTMLElement>('[data-pagination-grid]')!;
    expect(first.classList.contains('beckon-pagination__grid--loading')).toBe(true);
    expect(first.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['3']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${ORIGIN}/blog/page/3/`);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ mode: 'same-origin', credentials: 'same-origin' });
    expect(first.classList.contains('beckon-pagination__grid--loading')).toBe(false);
    expect(first.hasAttribute('aria-busy')).toBe(false);
    expect(root.querySelectorAll('[data-pagination-grid]')).toHaveLength(2);
    expect(root.querySelector('[data-pagination-page="3"] a')!.textContent).toBe('Post 3.1');
    expect(linkTexts(root)).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    expect(pageLink(root, '3').getAttribute('aria-current')).toBe('page');
    expect(root.querySelector('.beckon-pagination__status')!.textContent).toBe('Page 3 of 7');
    expect(document.activeElement!.textContent).toBe('Post 3.1');
    expect(document.activeElement!.localName).toBe('h2');
    expect(location.pathname).toBe('/blog/page/3/');
    expect(followLink).not.toHaveBeenCalled();
  });

  it('fetches from a fragment endpoint answering with the grid alone; links and the address stay the page’s own', async () => {
    fetchMock.mockImplementationOnce(async () => html(`<div class="posts" data-pagination-grid>${posts(3)}</div>`));
    const root = mount('data-pagination-total="7" data-pagination-fragment="/blog/page/{page}/grid/"');
    click(pageLink(root, '3'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['3']));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${ORIGIN}/blog/page/3/grid/`);
    expect(root.querySelector('[data-pagination-page="3"] a')!.textContent).toBe('Post 3.1');
    expect(pageLink(root, '3').href).toBe(`${ORIGIN}/blog/page/3/`);
    expect(location.pathname).toBe('/blog/page/3/');
    // A fragment that fails: the page's own address is followed, never the fragment's.
    fetchMock.mockImplementationOnce(async () => html('oops', { status: 500 }));
    click(pageLink(root, '4'));
    await vi.waitFor(() => expect(followLink).toHaveBeenCalledWith(`${ORIGIN}/blog/page/4/`));
    expect(String(fetchMock.mock.calls[1]![0])).toBe(`${ORIGIN}/blog/page/4/grid/`);
  });

  it('only shows a page already loaded, in page order, without fetching it again', async () => {
    const root = mount();
    click(pageLink(root, '4'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['4']));
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['2']));
    click(pageLink(root, '1'));
    expect(shownPages(root)).toEqual(['1']);
    click(pageLink(root, '4'));
    expect(shownPages(root)).toEqual(['4']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const order = [...root.querySelectorAll<HTMLElement>('[data-pagination-grid]')].map((g) => g.dataset.paginationPage);
    expect(order).toEqual(['1', '2', '4']);
    expect(location.pathname).toBe('/blog/page/4/');
  });

  it('runs nothing of the fetched page: its scripts and on* handlers are dropped', async () => {
    fetchMock.mockResolvedValueOnce(html(blogPage(2, '<script>window.__ran = true</script><img src="x.png" onerror="window.__ran = true" alt="">')));
    const root = mount();
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['2']));
    const group = root.querySelector('[data-pagination-page="2"]')!;
    expect(group.querySelector('script')).toBeNull();
    expect(group.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('leaves a click with a modifier or another button to the browser', () => {
    const root = mount();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(pageLink(root, '2'), init)).toBe(true);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('scrolls the grid’s top to 160 px below the viewport’s top over 1000 ms', async () => {
    const root = mount();
    window.scrollY = 3000;
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['2']));
    fakeFrames();
    placeAt(root.querySelector('[data-pagination-page="2"]')!, -840);
    // Shown again from page 1: the scroll starts with this click.
    click(pageLink(root, '1'));
    placeAt(root.querySelector('[data-pagination-page="1"]')!, -840);
    click(pageLink(root, '2'));
    vi.mocked(window.scrollTo).mockClear();
    vi.advanceTimersByTime(500);
    const middle = vi.mocked(window.scrollTo).mock.calls.at(-1)![0] as ScrollToOptions;
    // 3000 + (-840) - 160: under way at 500 ms, there at 1000 ms.
    expect(middle.top).toBeLessThan(3000);
    expect(middle.top).toBeGreaterThan(2000);
    vi.advanceTimersByTime(600);
    expect((vi.mocked(window.scrollTo).mock.calls.at(-1)![0] as ScrollToOptions).top).toBe(2000);
  });

  it('jumps at once when smooth scrolling is off', async () => {
    const root = mount('data-pagination-total="7" data-pagination-smooth="false" data-pagination-offset="100"');
    window.scrollY = 2000;
    placeAt(root.querySelector('[data-pagination-grid]')!, -1500);
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['2']));
    // The new group is in happy-dom's layout at 0: 2000 + 0 - 100.
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1900, left: 0, behavior: 'instant' });
  });
});

describe('post-grid pagination: the end of the list and failures', () => {
  it.each([
    ['the bare marker', html('no-post')],
    ['the marker as text/plain', new Response(' no-post\n', { headers: { 'Content-Type': 'text/plain' } })],
    ['an element marked no-post', html('<div class="no-post"></div>')],
    ['an empty grid', html('<section data-beckon-pagination><div data-pagination-grid></div></section>')],
  ])('%s ends the list: no more next, page 1 stays', async (_name, answer) => {
    const root = mount('');
    fetchMock.mockResolvedValueOnce(answer);
    pageLink(root, '2').focus();
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(root.querySelector('.beckon-pagination__status')!.textContent).toBe('No more posts.'));
    expect(shownPages(root)).toEqual(['1']);
    expect(linkTexts(root)).toEqual(['1']);
    expect(document.activeElement).toBe(pageLink(root, '1'));
    expect(location.pathname).toBe('/blog/');
    expect(followLink).not.toHaveBeenCalled();
  });

  it.each([
    ['a dead network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', () => Promise.resolve(html(blogPage(2), { status: 404 }))],
    ['a 500', () => Promise.resolve(html('oops', { status: 500 }))],
    ['an answer that is not HTML', () => Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))],
    ['a page without the grid', () => Promise.resolve(html('<p>Maintenance</p>'))],
    ['a declared length over the bound', () => Promise.resolve(html(blogPage(2), { headers: { 'Content-Type': 'text/html', 'Content-Length': '2000001' } }))],
    ['a text over the bound', () => Promise.resolve(html(`${blogPage(2)}${' '.repeat(2_000_001)}`))],
  ])('%s: the link is followed as a plain link', async (_name, answer) => {
    fetchMock.mockImplementationOnce(answer);
    const root = mount();
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(followLink).toHaveBeenCalledWith(`${ORIGIN}/blog/page/2/`));
    expect(shownPages(root)).toEqual(['1']);
    expect(root.querySelector('.beckon-pagination__grid--loading')).toBeNull();
    expect(location.pathname).toBe('/blog/');
  });

  it('a page that does not answer in 15 s is followed as a plain link', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementationOnce(
      (_input, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const root = mount();
    click(pageLink(root, '2'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(followLink).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(followLink).toHaveBeenCalledWith(`${ORIGIN}/blog/page/2/`);
  });

  it('a newer click cancels an older one, which neither shows nor navigates', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((resolve, reject) => {
          release = resolve;
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const root = mount();
    click(pageLink(root, '2'));
    click(pageLink(root, '3'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['3']));
    release(html(blogPage(2)));
    expect(followLink).not.toHaveBeenCalled();
    expect(root.querySelector('[data-pagination-page="2"]')).toBeNull();
  });
});

describe('post-grid pagination: history (SPEC §2)', () => {
  it('back and forward show the right page, with no fetch', async () => {
    const root = mount();
    const arrival = history.state;
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['2']));
    const second = history.state;
    window.dispatchEvent(new PopStateEvent('popstate', { state: arrival }));
    expect(shownPages(root)).toEqual(['1']);
    expect(root.querySelector('.beckon-pagination__status')!.textContent).toBe('Page 1 of 7');
    window.dispatchEvent(new PopStateEvent('popstate', { state: second }));
    expect(shownPages(root)).toEqual(['2']);
    // A hash link's entry is not the kit's.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(shownPages(root)).toEqual(['2']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['data-pagination-admin', 'data-pagination-total="7" data-pagination-admin', ''],
    ['WordPress’s admin bar', 'data-pagination-total="7"', 'admin-bar'],
  ])('in admin mode (%s) the address is not rewritten', async (_name, attributes, bodyClass) => {
    document.body.className = bodyClass;
    const root = mount(attributes);
    document.body.className = bodyClass;
    click(pageLink(root, '2'));
    await vi.waitFor(() => expect(shownPages(root)).toEqual(['2']));
    expect(location.pathname).toBe('/blog/');
    document.body.className = '';
  });
});
