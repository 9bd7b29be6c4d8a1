import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SYSTEM_FONT_STACK } from '@beckon/core';
import { expect, test } from '../support/fixtures.js';
import { paintedFaces, TYPE_SCALE_WEIGHTS } from '../support/font-faces.js';

/**
 * The chat widget (SPEC §1-§9 chat) on examples/chat, served by the test itself at /chat-demo/
 * on the test server's origin, so chat.js comes from the real /sdk/chat.js route.
 */
const EXAMPLE_DIR = fileURLToPath(new URL('../../examples/chat/', import.meta.url));
const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };
/**
 * The next Monday at 09:00 UTC (10:00 or 11:00 in Madrid): Maya, Daniel and the trade team are in,
 * Sofia works weekends, the night desk (Tokyo, 18:00) is closed. In the future, because cookies
 * expire on the browser's real clock, not the page's fake one.
 */
const MONDAY_MORNING = (() => {
  const day = new Date();
  day.setUTCHours(9, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day;
})();
const MAYA_SEND = 'https://web.whatsapp.com/send?phone=34612345678&text=';

async function serveExample(page: Page, origin: string, edit: (html: string) => string = (html) => html): Promise<void> {
  await page.route(`${origin}/chat-demo/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/chat-demo\/?/, '') || 'index.html';
    const file = normalize(join(EXAMPLE_DIR, decodeURIComponent(path)));
    if (!file.startsWith(EXAMPLE_DIR.endsWith(sep) ? EXAMPLE_DIR : EXAMPLE_DIR + sep)) return route.fulfill({ status: 404 });
    try {
      const body = await readFile(file);
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      await route.fulfill({ body: extname(file) === '.html' ? edit(body.toString('utf8')) : body, contentType: type });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
}

/** Referer headers the messaging app received: SPEC §7 opens it with noreferrer, so none. */
const referrersSeen: string[] = [];

/** The messaging app's endpoints answer locally: no test reaches the internet. */
async function stubMessagingApp(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(api|web|chat)\.whatsapp\.com\//, async (route) => {
    const referer = await route.request().headerValue('referer');
    if (referer) referrersSeen.push(referer);
    await route.fulfill({ contentType: 'text/html', body: '<title>Messaging app</title><p>Opened</p>' });
  });
}

/** Records, in order, each qlwapp.click event and each window.open call (which still opens). */
async function recordOpens(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __chatLog: string[] }).__chatLog = log;
    window.addEventListener('qlwapp.click', (event) => log.push(`qlwapp.click ${(event as CustomEvent<{ url: string }>).detail.url}`));
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      log.push(`open ${String(url)} ${target ?? ''}`);
      return open(url, target, features);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __chatLog: string[] }).__chatLog);
}

async function openDemo(page: Page, context: BrowserContext, origin: string, edit?: (html: string) => string): Promise<() => Promise<string[]>> {
  await stubMessagingApp(context);
  await serveExample(page, origin, edit);
  const log = await recordOpens(page);
  await page.clock.install({ time: MONDAY_MORNING });
  await page.goto('/chat-demo/');
  return log;
}

/** CSS animations run on real time, not the fake clock; cancelled ones (a hover ending) and endless ones are not waited for. */
async function settled(inside: Locator): Promise<void> {
  await inside.evaluate((el) =>
    Promise.all(
      (el.getRootNode() as ShadowRoot)
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

function chatButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Chat with us/ });
}

/**
 * The chat's faces (size, weight) on the demo: the closed button's, and those opening the box adds
 * (the box's others are the button's). Each is a font the page's renderer must ask for.
 */
const CLOSED_FACES = ['12px 700', '14px 400', '16px 700'];
const BOX_NEW_FACES = ['12px 400', '14px 700', '20px 700'];

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Madrid' });

  test('a visitor picks a contact, writes, accepts consent and sends; the app opens in a new tab', async ({ page, context, server }, testInfo) => {
    const log = await openDemo(page, context, server.url);

    // The floating button, with its notification bubble; the owner's switched-off widget shows nothing.
    await expect(chatButton(page)).toBeVisible();
    await expect(chatButton(page).locator('.qlwapp__bubble')).toHaveText('1');
    await expect(page.getByRole('button', { name: /Wholesale enquiries/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Gift concierge/ })).toHaveCount(0);
    // The shop's serif, uppercase buttons do not reach the widget.
    const look = await chatButton(page).evaluate((el) => ({
      font: getComputedStyle(el).fontFamily,
      transform: getComputedStyle(el).textTransform,
      sizing: getComputedStyle(el).boxSizing,
    }));
    expect(look).toEqual({ font: expect.not.stringContaining('Georgia'), transform: 'none', sizing: 'border-box' });

    await chatButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('heading', { name: 'Hello there!' })).toBeVisible();

    // Ordered contacts; the night desk (hidden while closed) is left out; Sofia is greyed until Saturday.
    const contacts = dialog.getByRole('list', { name: 'Contacts' }).getByRole('button');
    await expect(contacts).toHaveCount(4);
    await expect(contacts.nth(0)).toHaveAccessibleName(/Sales\s*Maya Cohen\s*Online/);
    await expect(contacts.nth(1)).toHaveAccessibleName(/Order support\s*Daniel Okafor/);
    await expect(contacts.nth(2)).toHaveAccessibleName(/Community group\s*Linen lovers/);
    await expect(contacts.nth(3)).toHaveAccessibleName(/Weekend orders\s*Sofia Marin\s*Available on Saturday/);
    await expect(contacts.nth(3)).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText('Night desk')).toHaveCount(0);
    await expect(contacts.nth(0)).toBeFocused();
    await settled(dialog);
    await page.screenshot({ path: testInfo.outputPath('chat-desktop.png') });

    // Choosing Maya opens her conversation, seeded with her default message.
    await contacts.nth(0).click();
    const conversation = page.getByRole('dialog', { name: 'Chat with Maya Cohen' });
    await expect(conversation).toBeVisible();
    const messages = conversation.getByRole('log', { name: 'Messages' });
    await expect(messages.locator('.qlwapp__message')).toHaveText(['Hi Maya! I have a question about the linen duvet set.']);
    await expect(conversation.getByText('Available from 09:00 to 18:00')).toBeVisible();
    const reply = conversation.getByRole('textbox', { name: 'Message' });
    await expect(reply).toBeFocused();
    await expect(reply).toHaveAttribute('placeholder', 'Write a message');
    await expect(reply).toHaveAttribute('maxlength', '300');

    // Send rules: nothing to send, then consent still missing, then allowed.
    const send = conversation.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await reply.fill('Do you have the sage set in king size?\nAnd pillowcases?');
    await expect(send).toBeDisabled();
    const consent = conversation.getByRole('checkbox', { name: /privacy policy/ });
    await consent.check();
    await expect(conversation.locator('.qlwapp__consent--accepted')).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(conversation.getByRole('button', { name: 'Emoji' })).toBeDisabled();

    const popup = page.waitForEvent('popup');
    await send.click();
    const tab = await popup;
    const url = `${MAYA_SEND}Do%20you%20have%20the%20sage%20set%20in%20king%20size%3F%0AAnd%20pillowcases%3F`;
    await expect.poll(() => tab.url()).toBe(url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // qlwapp.click first, then the new tab.
    expect(await log()).toEqual([`qlwapp.click ${url}`, 'open about:blank _blank']);
    expect(referrersSeen).toEqual([]);
    // The message shows as text, line break kept.
    await expect(messages.locator('.qlwapp__message')).toHaveCount(2);
    expect(await messages.locator('.qlwapp__message-text').nth(1).innerHTML()).toBe('Do you have the sage set in king size?<br>And pillowcases?');
    await expect(conversation.locator('.qlwapp__consent')).toHaveCount(0);
    await page.bringToFront();
    await settled(conversation);
    await page.screenshot({ path: testInfo.outputPath('chat-desktop-conversation.png') });

    // The conversation, the chosen contact and the consent survive a reload (persist:qlwapp).
    await page.reload();
    await chatButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Chat with Maya Cohen' }).locator('.qlwapp__message')).toHaveCount(2);
    await expect(page.getByRole('dialog', { name: 'Chat with Maya Cohen' }).getByRole('checkbox')).toHaveCount(0);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('persist:qlwapp') ?? '{}') as { contactId: string; generalConsentAccepted: boolean; expiresAt: number },
    );
    expect(stored).toMatchObject({ contactId: '1', generalConsentAccepted: true });
    // 30 days from the last write, which was a few (fake-clock) seconds after the page opened.
    const thirtyDays = 30 * 24 * 3600 * 1000;
    expect(stored.expiresAt).toBeGreaterThan(MONDAY_MORNING.getTime() + thirtyDays);
    expect(stored.expiresAt).toBeLessThan(MONDAY_MORNING.getTime() + thirtyDays + 120_000);
  });

  test('a group opens its invite, and a data-action=open button opens a chat', async ({ page, context, server }) => {
    const log = await openDemo(page, context, server.url);
    await chatButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    let popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: /Linen lovers/ }).click();
    await expect.poll(async () => (await popup).url()).toBe('https://web.whatsapp.com/accept?code=LinenL0versGr0up');
    await expect(dialog).toBeVisible(); // no conversation for a contact without chat
    await expect(dialog.getByRole('list', { name: 'Contacts' })).toBeVisible();
    await page.bringToFront();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The wholesale bubble keeps its name while its box is open (its text is then off screen).
    const wholesale = page.getByRole('button', { name: 'Wholesale enquiries' });
    await wholesale.click();
    await expect(wholesale).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
    // allow_outside_close: a mousedown on the page closes it.
    await page.mouse.click(640, 300);
    await expect(wholesale).toHaveAttribute('aria-expanded', 'false');

    popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ask about sizing' }).click();
    const url = 'https://web.whatsapp.com/send?phone=34612345678&text=Hi!%20Which%20size%20duvet%20set%20fits%20a%20160%20cm%20bed%3F';
    await expect.poll(async () => (await popup).url()).toBe(url);
    expect((await log()).slice(-2)).toEqual([`qlwapp.click ${url}`, 'open about:blank _blank']);
    expect(referrersSeen).toEqual([]);
  });

  test('a blocked new tab falls back to a noreferrer link', async ({ page, context, server }) => {
    // A popup blocker that stops window.open but not links.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openDemo(page, context, server.url);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Ask about sizing' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('https://web.whatsapp.com/send?phone=34612345678');
    expect(await tab.evaluate(() => document.referrer)).toBe('');
    await expect(page).toHaveURL(/\/chat-demo\/$/);
  });

  test('keyboard only: open, choose, accept, send, close; every control is named', async ({ page, context, server }) => {
    await openDemo(page, context, server.url);
    // Tab through the shop's own links and buttons to the chat button.
    for (let i = 0; i < 20 && !(await chatButton(page).evaluate((el) => el.matches(':focus'))); i += 1) await page.keyboard.press('Tab');
    await expect(chatButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    const contacts = dialog.getByRole('list', { name: 'Contacts' }).getByRole('button');
    await expect(contacts.first()).toBeFocused();
    for (const control of await dialog.getByRole('button').all()) await expect(control).toHaveAccessibleName(/\S/);
    await expect(dialog.getByRole('button', { name: 'Close chat' })).toBeVisible();

    // Daniel, the next contact down.
    await page.keyboard.press('Tab');
    await expect(contacts.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('dialog', { name: 'Chat with Daniel Okafor' });
    const reply = conversation.getByRole('textbox', { name: 'Message' });
    await expect(reply).toBeFocused();
    for (const control of await conversation.getByRole('button').all()) await expect(control).toHaveAccessibleName(/\S/);
    await expect(conversation.getByRole('button', { name: 'Back to contacts' })).toBeVisible();
    await expect(conversation.getByRole('checkbox', { name: /privacy policy/ })).toBeVisible();

    // Back with the keyboard: focus returns to Daniel in the list.
    await page.keyboard.down('Shift');
    for (let i = 0; i < 8 && !(await conversation.getByRole('button', { name: 'Back to contacts' }).evaluate((el) => el.matches(':focus'))); i += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await page.keyboard.press('Enter');
    await expect(contacts.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reply).toBeFocused();

    // The consent checkbox sits just before the reply row (the emoji button is disabled, so skipped).
    await page.keyboard.type('Where is order 1042?');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Thanks!');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(conversation.getByRole('checkbox', { name: /privacy policy/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(reply).toBeFocused();

    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await popup).url()).toBe('https://web.whatsapp.com/send?phone=447700900123&text=Where%20is%20order%201042%3F%0AThanks!');
    await page.bringToFront();

    // Escape closes the non-modal dialog and hands focus back to the button.
    await reply.focus();
    await page.keyboard.press('Escape');
    await expect(chatButton(page)).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(chatButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the widget paints in the system font at its type scale: opening the box asks for three new faces', async ({ page, context, server }) => {
    await openDemo(page, context, server.url);
    const widget = page.locator('.qlwapp--desktop', { has: chatButton(page) });
    const facesNow = async () => (await paintedFaces(widget)).faces;
    const named = (faces: { weight: string; size: string }[]) => [...new Set(faces.map((f) => `${f.size} ${f.weight}`))].sort();

    await expect(chatButton(page)).toBeVisible();
    const closed = await facesNow();
    await chatButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
    const box = await facesNow();
    await page.getByRole('dialog', { name: 'Chat with us' }).getByRole('list', { name: 'Contacts' }).getByRole('button').nth(0).click();
    const conversation = page.getByRole('dialog', { name: 'Chat with Maya Cohen' });
    await expect(conversation).toBeVisible();
    const talk = await facesNow();

    // Each face the page has not used is a blocking ask of the system for a font (issue 22).
    for (const face of [...closed, ...box, ...talk]) {
      expect(face.family, face.example).toBe(SYSTEM_FONT_STACK);
      expect(TYPE_SCALE_WEIGHTS, face.example).toContain(face.weight);
      expect(face.style, face.example).toBe('normal');
    }
    expect(named(closed)).toEqual(CLOSED_FACES);
    expect(named(box).filter((face) => !named(closed).includes(face))).toEqual(BOX_NEW_FACES);
    // The message field at 16 px: under it iOS zooms the page when the field takes the focus.
    const field = await conversation.getByRole('textbox', { name: 'Message' }).evaluate((el) => ({
      size: getComputedStyle(el).fontSize,
      caret: getComputedStyle(el).getPropertyValue('caret-animation'),
    }));
    // A still caret: a blinking one is a frame of the page every 500 ms while the visitor reads.
    expect(field).toEqual({ size: '16px', caret: 'manual' });
    expect(named(talk).every((face) => /^(12|14|16|20)px (400|700)$/.test(face))).toBe(true);
  });
});

test.describe('timings on a paused clock', () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Madrid' });

  async function openPausedDemo(page: Page, context: BrowserContext, origin: string, edit?: (html: string) => string): Promise<void> {
    await stubMessagingApp(context);
    await serveExample(page, origin, edit);
    // Sending opens no real tab here: these tests are about the widget's own clock.
    await page.addInitScript(() => {
      window.open = () => ({ opener: null }) as unknown as Window;
    });
    await page.clock.install({ time: MONDAY_MORNING });
    await page.clock.pauseAt(new Date(MONDAY_MORNING.getTime() + 1000));
    await page.goto('/chat-demo/');
  }

  const isShown = (locator: Locator) => locator.evaluate((el) => !(el as HTMLElement).hidden);

  test('auto open after auto_delay_open, closing animation 300 ms, then the 7-day closed cookie', async ({ page, context, server }) => {
    const autoOpen = (html: string) => html.replace('"auto_open":"no","auto_delay_open":1000', '"auto_open":"yes","auto_delay_open":2500');
    await openPausedDemo(page, context, server.url, autoOpen);
    const box = page.locator('.qlwapp__box').first();
    await page.clock.runFor(2499);
    expect(await isShown(box)).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => isShown(box)).toBe(true);
    await expect(box).toHaveClass(/qlwapp__box--open/);

    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(box).toHaveClass(/qlwapp__box--closing/);
    await page.clock.runFor(299);
    expect(await isShown(box)).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => isShown(box)).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === 'qlwapp-closed');
    expect(cookie?.value).toBe('1');
    // A Max-Age: the browser counts the 7 days from its own clock at the write, not from the page's paused one.
    expect(Math.round((cookie!.expires * 1000 - Date.now()) / 86_400_000)).toBe(7);

    // Within the 7 days the box no longer opens by itself.
    await page.reload();
    await page.clock.runFor(5000);
    expect(await isShown(page.locator('.qlwapp__box').first())).toBe(false);
  });

  test('consent hides 1 s after acceptance, the view scrolls to the newest 700 ms after sending, back reverts after 300 ms', async ({
    page,
    context,
    server,
  }) => {
    await openPausedDemo(page, context, server.url);
    await chatButton(page).click();
    await page.getByRole('button', { name: /Maya Cohen/ }).click();
    const conversation = page.getByRole('dialog', { name: 'Chat with Maya Cohen' });
    const reply = conversation.getByRole('textbox', { name: 'Message' });

    await conversation.getByRole('checkbox').check();
    const consentLine = conversation.locator('.qlwapp__consent');
    await page.clock.runFor(999);
    await expect(consentLine).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(consentLine).toHaveCount(0);

    const messages = conversation.getByRole('log', { name: 'Messages' });
    await page.clock.runFor(700); // the scroll after opening has run
    for (let i = 1; i <= 6; i += 1) {
      await reply.fill(`Question number ${i}: does the king set come with four pillowcases or two?`);
      await reply.press('Enter');
    }
    await expect(messages.locator('.qlwapp__message')).toHaveCount(7);
    const scroll = () => messages.evaluate((el) => ({ top: el.scrollTop, bottom: el.scrollHeight - el.clientHeight }));
    expect((await scroll()).bottom).toBeGreaterThan(0);
    await page.clock.runFor(699);
    expect((await scroll()).top).toBeLessThan((await scroll()).bottom);
    await page.clock.runFor(1);
    await expect
      .poll(async () => {
        const s = await scroll();
        return s.top === s.bottom;
      })
      .toBe(true);

    await conversation.getByRole('button', { name: 'Back to contacts' }).click();
    await page.clock.runFor(299);
    await expect(page.getByRole('dialog', { name: 'Chat with Maya Cohen' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
    await page.clock.runFor(100); // lets the state write (an effect) run
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('persist:qlwapp') ?? '{}').contactId)).toBeNull();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, timezoneId: 'Europe/Madrid' });

  test("the box spans the screen, 70% high, and sending opens the app's api endpoint", async ({ page, context, server }, testInfo) => {
    const log = await openDemo(page, context, server.url);
    await expect(chatButton(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('chat-mobile-closed.png') });
    await chatButton(page).tap();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    await settled(dialog);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBe(10);
    expect(box.width).toBe(370);
    await page.screenshot({ path: testInfo.outputPath('chat-mobile.png') });

    await dialog.getByRole('button', { name: /Maya Cohen/ }).tap();
    const conversation = page.getByRole('dialog', { name: 'Chat with Maya Cohen' });
    await expect(conversation).toBeVisible();
    // SPEC §9: the scrolling part is 70% of the window less the header and the footer.
    const heights = await conversation.evaluate((el: HTMLElement) => {
      const header = el.querySelector<HTMLElement>('.qlwapp__header')!.offsetHeight;
      const list = el.querySelector<HTMLElement>('.qlwapp__messages')!;
      const footer = el.offsetHeight - header - list.offsetHeight;
      return { maxHeight: list.style.maxHeight, expected: `${Math.round(window.innerHeight * 0.7 - header - footer)}px` };
    });
    expect(heights.maxHeight).toBe(heights.expected);

    await conversation.getByRole('checkbox').check();
    await conversation.getByRole('textbox', { name: 'Message' }).fill('Is the sage set in stock?');
    await settled(conversation);
    await page.screenshot({ path: testInfo.outputPath('chat-mobile-conversation.png') });
    const popup = page.waitForEvent('popup');
    await conversation.getByRole('button', { name: 'Send' }).tap();
    const url = 'https://api.whatsapp.com/send?phone=34612345678&text=Is%20the%20sage%20set%20in%20stock%3F';
    await expect.poll(async () => (await popup).url()).toBe(url);
    expect(await log()).toEqual([`qlwapp.click ${url}`, 'open about:blank _blank']);
    expect(referrersSeen).toEqual([]);
  });
});
