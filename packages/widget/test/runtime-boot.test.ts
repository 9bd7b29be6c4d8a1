import { describe, expect, it, vi } from 'vitest';
import { allowed, answer, cleanPageEachTest, reply, CLIENT_ID, fakeNetwork, onScreen, popupId, record, settle } from './support/runtime-page.js';

vi.mock('../src/runtime/render/mount.js', () => import('./support/runtime-page.js').then((m) => m.fakeMount));

const { boot } = await import('../src/runtime/boot/boot.js');

cleanPageEachTest();

const embed = { origin: 'https://beckon.test', clientId: CLIENT_ID, nonce: undefined };
const displayPath = `/api/display/${CLIENT_ID}`;

describe('boot asks which pop-ups this page may show (SPEC §7 display call)', () => {
  it("posts the page and the visitor to the client's display call", async () => {
    const network = fakeNetwork();
    document.cookie = 'beckon_cid=visitor-42; path=/';
    document.cookie = 'host_session=secret; path=/';
    document.title = 'Pricing';
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/?q=popups');
    history.replaceState(null, '', '/pricing?plan=pro');
    await boot(embed);
    const calls = network.to(displayPath);
    expect(calls.map((c) => c.url)).toEqual([`https://beckon.test${displayPath}`]);
    const body = calls[0]!.body;
    expect(body).toMatchObject({
      domain: location.hostname,
      visitor: 'visitor-42',
      referrer: 'https://search.example/?q=popups',
      page_title: 'Pricing',
      poptin_viewed_url: location.href,
      origin_landing_page: location.href,
      if_mobile: false,
      converted_email: '',
    });
    // only Beckon's own cookies travel, never the host site's
    expect(body.cookies).toContain('beckon_cid=visitor-42');
    expect(body.cookies).not.toContain('host_session');
  });

  it('a new visitor gets an id, kept in a cookie for the next page', async () => {
    const network = fakeNetwork();
    await boot(embed);
    const visitor = network.to(displayPath)[0]!.body.visitor as string;
    expect(visitor).toMatch(/^[0-9a-f]{24}$/);
    expect(document.cookie).toContain(`beckon_cid=${visitor}`);
  });

  it('asks the browser for its cookies once from boot to the first display call, and never whether they are on (issue 22)', async () => {
    const network = fakeNetwork();
    document.cookie = 'beckon_ref=https%3A%2F%2Fsearch.example%2F; path=/';
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
    const jar = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    let reads = 0;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => (reads++, jar.get!.call(document) as string));
    vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => jar.set!.call(document, text));
    const enabled = vi.spyOn(navigator, 'cookieEnabled', 'get');
    let readsBeforeCall = -1;
    network.on(displayPath, () => ((readsBeforeCall = reads), answer({ display: 'allowed', poptins: [] })));
    await boot(embed);
    const body = network.to(displayPath)[0]!.body;
    expect(readsBeforeCall).toBe(1);
    expect(enabled).not.toHaveBeenCalled();
    // The new visitor's id, written in boot's task, travels in the cookies as the browser keeps it.
    expect(String(body.cookies).split('; ').sort()).toEqual([`beckon_cid=${String(body.visitor)}`, 'beckon_ref=https%3A%2F%2Fsearch.example%2F']);
  });

  it('a referrer from the site itself is no referrer', async () => {
    const network = fakeNetwork();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/home`);
    await boot(embed);
    expect(network.to(displayPath)[0]!.body.referrer).toBe('');
  });

  it('hands the answer to the engine: its pop-ups show and their views are recorded', async () => {
    const network = fakeNetwork();
    network.on(displayPath, allowed([record(1), record(2, { poptin_type: 'bar', display_after_sec_active: 3 })]));
    await boot(embed);
    await settle();
    expect(onScreen()).toEqual([popupId(1)]);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(onScreen()).toEqual([popupId(1), popupId(2)]);
    expect(network.to('/api/display/viewed/').map((c) => c.url)).toEqual([
      `https://beckon.test/api/display/viewed/${popupId(1)}`,
      `https://beckon.test/api/display/viewed/${popupId(2)}`,
    ]);
  });

  it('an answer without a list of pop-ups shows nothing and breaks nothing', async () => {
    const network = fakeNetwork();
    network.on(displayPath, answer({ display: 'allowed', message: '' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(boot(embed)).resolves.toBeDefined();
    await settle();
    expect([onScreen(), warn.mock.calls]).toEqual([[], []]);
  });
});

describe('a display call that fails is a quiet skip (SPEC §8)', () => {
  it.each([
    ['a dead network', 'offline' as const],
    ['a 500', answer({ message: 'boom' }, 500)],
    ['a 503', reply('', 503, { 'Retry-After': '5' })],
    ['a 200 that is not JSON', reply('<html>maintenance</html>')],
  ])('%s: nothing shown, one console warning, nothing thrown into the page', async (_name, reply) => {
    const network = fakeNetwork();
    network.on(displayPath, reply);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors: unknown[] = [];
    const onError = (event: Event) => errors.push(event);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    await expect(boot(embed)).resolves.toBeDefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onScreen()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('display request failed');
    expect(errors).toEqual([]);
    // not retried on its own: the next page asks again
    expect(network.to(displayPath)).toHaveLength(1);
  });
});
