import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server.js';

export interface PopupEventRecord {
  name: string;
  detail: Record<string, unknown>;
}

interface WorkerFixtures {
  server: RunningServer;
}
interface TestFixtures {
  popupEvents: () => Promise<PopupEventRecord[]>;
}

/** One server per worker, shared by that worker's tests; each test reaches it through baseURL. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // The admin API takes changes only with the dashboard's Origin (issue 15), which a browser sends and this client does not.
  request: async ({ playwright, server }, use) => {
    const context = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    await use(context);
    await context.dispose();
  },
  popupEvents: async ({ page }, use) => {
    // Records every SPEC §4 event the widget dispatches, from before any page script runs.
    await page.addInitScript(() => {
      const seen: Array<{ name: string; detail: unknown }> = [];
      (window as unknown as { __popupEvents: typeof seen }).__popupEvents = seen;
      for (const name of ['poptinView', 'poptinClose', 'poptinSubmit', 'couponCopy']) {
        window.addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
      }
      // SPEC §4: the optional global callback, recorded as its own entry.
      (window as unknown as { onpoptinSubmit: (detail: unknown) => void }).onpoptinSubmit = (detail) => seen.push({ name: 'onpoptinSubmit', detail });
    });
    await use(() => page.evaluate(() => (window as unknown as { __popupEvents: PopupEventRecord[] }).__popupEvents));
  },
});

export { expect };

export async function adminLogin(request: APIRequestContext, server: RunningServer): Promise<void> {
  // Named here too: page.request, a browser context's client, sends no Origin of its own.
  const response = await request.post('/api/admin/login', {
    data: { email: server.demo.email, password: server.demo.password },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(200);
}

export async function dashboardLogin(page: Page, server: RunningServer): Promise<void> {
  await page.goto('/app/');
  await page.getByLabel('Email').fill(server.demo.email);
  await page.getByLabel('Password').fill(server.demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}

/**
 * Waits for the CSS animations in the pop-up's shadow root (they run on real time, not the fake
 * clock); endless ones, like the ticker's loop, are not waited for.
 */
export async function animationsDone(inside: Locator): Promise<void> {
  await inside.evaluate((el) =>
    Promise.all(
      (el.getRootNode() as ShadowRoot)
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

/**
 * Opens a page with the fake clock paused and waits until the widget has parsed its display
 * response. The widget schedules its triggers in the microtasks right after that parse, so by the
 * next task they are set: from then on, page.clock.runFor(ms) is exactly the time they see.
 */
export async function openPaused(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    const json = Response.prototype.json;
    Response.prototype.json = async function (this: Response) {
      const body: unknown = await json.call(this);
      if (/\/api\/display\/[A-Za-z0-9_-]+$/.test(new URL(this.url).pathname)) (window as unknown as { __displayParsed: boolean }).__displayParsed = true;
      return body;
    };
  });
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  await page.goto(path);
  await displayParsed(page);
}

/** After openPaused, for a later navigation: waits until this page's display answer is parsed. */
export async function displayParsed(page: Page): Promise<void> {
  // Polled from here: in-page polling runs on animation frames, which the paused clock stops.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __displayParsed?: boolean }).__displayParsed === true)).toBe(true);
}

/**
 * Waits for the live view to take over from the server-rendered first paint (expectLive), and lets the paused clock run one frame so its effects (key handling) attach.
 */
export async function becameInteractive(page: Page, dialog: Locator): Promise<void> {
  await expectLive(dialog);
  await page.clock.runFor(50);
}

/**
 * The view is live and its live view is here: the widget marks its host `data-live`, and
 * `data-live="view"` once the live view's chunk has come. A pop-up that does nothing by itself
 * fetches that chunk at the visitor's first act (issue 22); a press on the dialog's own box (no
 * control) asks for it here, so that a test's acts meet the live view as a fast network's visitor
 * would, with the page's clock paused. first-act.spec.ts acts before it has come.
 */
export async function expectLive(view: Locator, options: { timeout?: number } = {}): Promise<void> {
  const host = () => view.evaluate((el) => (el.getRootNode() as ShadowRoot).host?.getAttribute('data-live') ?? null);
  await expect.poll(host, options).not.toBeNull();
  if ((await host()) !== 'view')
    await view.evaluate((el) => {
      const dialog = el.closest('[role=dialog]') ?? el.querySelector('[role=dialog]') ?? el;
      dialog.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
  await expect.poll(host, options).toBe('view');
}
