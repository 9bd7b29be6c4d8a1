import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  gamifiedPopupDesign,
  ENTRY_ANIMATION_MS,
  MIN_FORM_FILL_MS,
  POST_PLAY_SCREEN_DELAY_MS,
  SCRATCH_RESULT_DELAY_MS,
  WHEEL_RESULT_DELAY_MS,
  WHEEL_SPIN_MS,
  type GameKind,
  type GamifiedPrize,
  type Language,
  type PopupDesign,
} from '@beckon/core';
import { adminLogin, animationsDone, becameInteractive, expect, openPaused, test, expectLive } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';
import type { RunningServer } from '../support/server.js';
import { siteWith } from '../support/sites.js';
import { ageViews } from '../support/views.js';

/**
 * Issue 17: a visitor plays each game on an example page, through the win path and the loss
 * path, by mouse, by touch (phone emulation) and by keyboard. The server draws; the lead is
 * stored with its prize; the coupon is copied; every screen is axe-clean in English and Hebrew.
 */
test.use({ locale: 'en-US', timezoneId: 'UTC' });

const FORMAT: Record<GameKind, string> = { wheel: 'format_1', scratch: 'format_2', gift_box: 'format_3' };
const GIFT_BOX_OPEN_MS = 1000;
const redirectNone = { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 };

function prize(id: string, label: string, code: string, chances: number, winning: boolean): GamifiedPrize {
  return { prize_id: id, label, code, chances, is_winner: winning, loosing_option: !winning, redirect_to: false, redirect_to_options: { ...redirectNone } };
}

/** The win path draws the one winning prize; the loss path all but surely the losing one (a game must be winnable). */
const WINS = [prize('p1', 'Free coffee', 'BREW100', 100, true), prize('p2', 'No luck', '', 0, false)];
const LOSES = [prize('p1', 'Free coffee', 'BREW100', 0.001, true), prize('p2', 'No luck', '', 99.999, false)];

/** The default game design, or one whose main screen asks nothing (the visitor plays at once). */
function designOf(game: GameKind, lang: Language, leadFirst: boolean): PopupDesign {
  const design = gamifiedPopupDesign(lang, game);
  if (leadFirst) return design;
  const main = design.screens.main!.filter((b) => b.kind === 'heading' || b.kind === 'text');
  return { ...design, screens: { ...design.screens, main } };
}

async function gamePage(
  page: Page,
  request: APIRequestContext,
  server: RunningServer,
  game: GameKind,
  prizes: GamifiedPrize[],
  leadFirst = true,
  lang: Language = 'en',
) {
  const design = designOf(game, lang, leadFirst);
  const title = (design.screens.main![0] as { text: string }).text;
  const { clientId, ids } = await siteWith(request, server, [{ title, type: 'gamified', format: FORMAT[game], design, settings: { prizes } }]);
  const viewed = page.waitForResponse((r) => r.url().includes('/api/display/viewed/'));
  await openPaused(page, `/demo/plain-site?client=${clientId}`);
  await becameInteractive(page, page.getByRole('dialog', { name: title }));
  await viewed;
  // Its name is its screen's heading, which the game changes: from here it is the one dialog.
  return { dialog: page.locator('beckon-popup').getByRole('dialog'), poptinId: ids[0]! };
}

/**
 * Does `act`, then waits for the server's draw and lets the page render it before the clock runs
 * on. The response reaches the test before the page has read it: with `started` (the game's own
 * sign that it plays, such as the wheel's spin) it also waits until the page has armed the game's
 * timers, which a paused clock would otherwise run past.
 */
async function drawn(page: Page, act: () => Promise<void>, started?: Locator): Promise<{ label: string; code: string; won: boolean }> {
  const played = page.waitForResponse((r) => r.url().includes('/api/display/play/'));
  await act();
  const response = await played;
  expect(response.status()).toBe(200);
  await page.clock.runFor(50);
  // On a loaded machine the page may read the answer after those 50 ms, and what it then arms waits
  // on the paused clock: the clock is nudged a frame at a time until the game shows it plays.
  if (started) {
    await expect.poll(async () => (await started.count()) || (await page.clock.runFor(16), started.count()), { timeout: 10_000 }).toBe(1);
    // The sign is drawn before the effects that arm its timers (such as the box's lid timer), which
    // Preact runs after the next frame: one more frame, or the test's runFor ends a frame early.
    await page.clock.runFor(50);
  }
  // A keepalive request's body may be gone from the browser's cache by now: read it when it is there.
  return (await response.json().catch(() => ({}))) as { label: string; code: string; won: boolean };
}

/**
 * A person takes a few seconds over a form; a faster one is taken for a bot (core rules/spam.ts),
 * by the page's clock and by the server's, which counts from the recorded view.
 */
async function sendEmail(dialog: Locator, server: RunningServer, email: string, button: string): Promise<void> {
  await dialog.page().clock.runFor(MIN_FORM_FILL_MS * 2);
  await ageViews(server, MIN_FORM_FILL_MS * 2);
  await dialog.locator('[name=email]').fill(email);
  await dialog.getByRole('button', { name: button }).click();
}

type StoredLead = { email: string; prize: { label: string; code: string; won: boolean } | null; fields: Array<{ field_key: string; value: string }> };

/** The pop-up's leads once the one sent with the draw has landed (it goes while the game plays). */
async function leadsOf(request: APIRequestContext, server: RunningServer, poptinId: string): Promise<StoredLead[]> {
  await adminLogin(request, server);
  let leads: StoredLead[] = [];
  await expect
    .poll(async () => {
      leads = ((await (await request.get(`/api/admin/leads?poptin_id=${poptinId}`)).json()) as { leads: StoredLead[] }).leads;
      return leads.length;
    })
    .toBe(1);
  return leads;
}

/** Drags across the scratch card's canvas in rows, as a finger or a mouse would. */
async function scratchRows(page: Page, canvas: Locator, stroke: (x: number, y: number, phase: 'start' | 'move' | 'end') => Promise<void>): Promise<void> {
  const box = (await canvas.boundingBox())!;
  for (let row = 0; row < 8; row++) {
    const y = box.y + ((row + 0.5) * box.height) / 8;
    await stroke(box.x + 4, y, 'start');
    for (let step = 1; step <= 12; step++) await stroke(box.x + 4 + ((box.width - 8) * step) / 12, y, 'move');
    await stroke(box.x + box.width - 4, y, 'end');
  }
  await page.clock.runFor(50);
}

test.describe('spin wheel', () => {
  test('win by mouse: the form, a 7 s spin, the winning screen with the code, the coupon copied, the lead stored with its prize', async ({
    page,
    request,
    server,
    popupEvents,
  }, testInfo) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { dialog, poptinId } = await gamePage(page, request, server, 'wheel', WINS);
    await expect(dialog.getByRole('img', { name: 'Prize wheel' })).toBeVisible();
    const answer = await drawn(page, () => sendEmail(dialog, server, 'spin@example.com', 'Spin the wheel'), dialog.locator('.bk-game-spinning'));
    expect(answer).toMatchObject({ label: 'Free coffee', code: 'BREW100', won: true });
    await expect(dialog.getByRole('heading', { name: 'Good luck!' })).toBeVisible();
    await dialog.screenshot({ path: testInfo.outputPath('wheel-spinning.png') });
    await page.clock.runFor(WHEEL_SPIN_MS - 100);
    await expect(dialog.getByRole('heading', { name: 'You won Free coffee!' })).toHaveCount(0);
    await page.clock.runFor(100 + WHEEL_RESULT_DELAY_MS);
    await expect(dialog.getByRole('heading', { name: 'You won Free coffee!' })).toBeVisible();
    await expect(dialog.locator('.bk-coupon-code')).toHaveText('BREW100');
    await expect(dialog.getByRole('status').filter({ hasText: 'You won' })).toHaveText('You won: Free coffee');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BREW100');
    expect((await popupEvents()).map((e) => e.name)).toContain('couponCopy');
    await animationsDone(dialog);
    await dialog.screenshot({ path: testInfo.outputPath('wheel-won.png') });

    const leads = await leadsOf(request, server, poptinId);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.email).toBe('spin@example.com');
    expect(leads[0]!.prize).toMatchObject({ label: 'Free coffee', code: 'BREW100', won: true });
    // The hidden fields of the design hold the prize too (SPEC §3).
    expect(leads[0]!.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field_key: 'prize_code', value: 'BREW100' })]));
  });

  test('loss by keyboard: the hub is a button, Enter spins, the losing screen and its announcement, then it closes by itself', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const { dialog } = await gamePage(page, request, server, 'wheel', LOSES, false);
    const hub = dialog.getByRole('button', { name: 'Spin the wheel' });
    for (let i = 0; i < 10 && !(await hub.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) await page.keyboard.press('Tab');
    await expect(hub).toBeFocused();
    expect((await drawn(page, () => page.keyboard.press('Enter'), dialog.locator('.bk-game-spinning'))).won).toBe(false);
    await page.clock.runFor(WHEEL_SPIN_MS + WHEEL_RESULT_DELAY_MS);
    await expect(dialog.getByRole('heading', { name: 'So close!' })).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'No prize' })).toHaveText('No prize this time: No luck');
    await animationsDone(dialog);
    await dialog.screenshot({ path: testInfo.outputPath('wheel-lost.png') });
    // The post-play screen stays 8 s, then the 4 s gamified close delay (SPEC §9), then the exit animation.
    await page.clock.runFor(POST_PLAY_SCREEN_DELAY_MS + 4000 + 900);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('scratch card', () => {
  test('win by mouse: scratching past half the cover clears it, the prize flow 3 s later, the lead holds the prize', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const { dialog, poptinId } = await gamePage(page, request, server, 'scratch', WINS);
    await drawn(page, () => sendEmail(dialog, server, 'scratch@example.com', 'Start scratching'));
    const canvas = dialog.locator('canvas');
    await expect(canvas).toBeVisible();
    await scratchRows(page, canvas, async (x, y, phase) => {
      if (phase === 'start') {
        await page.mouse.move(x, y);
        await page.mouse.down();
      } else if (phase === 'move') await page.mouse.move(x, y);
      else await page.mouse.up();
    });
    await expect(dialog.getByText('BREW100')).toBeVisible();
    await page.clock.runFor(ENTRY_ANIMATION_MS + SCRATCH_RESULT_DELAY_MS);
    await expect(dialog.getByRole('heading', { name: 'You won Free coffee!' })).toBeVisible();
    await animationsDone(dialog);
    await dialog.screenshot({ path: testInfo.outputPath('scratch-won.png') });
    const leads = await leadsOf(request, server, poptinId);
    expect(leads[0]!.prize).toMatchObject({ label: 'Free coffee', won: true });
  });

  test('loss by keyboard: the Reveal button clears the card', async ({ page, request, server }, testInfo) => {
    const { dialog } = await gamePage(page, request, server, 'scratch', LOSES, false);
    const reveal = dialog.getByRole('button', { name: 'Reveal' });
    await reveal.focus();
    // The card's result timer is armed once the cover is gone, which on a loaded machine can come after drawn's first frames.
    await drawn(page, () => page.keyboard.press('Space'), dialog.locator('.bk-game-gone'));
    await expect(dialog.getByText('No luck')).toBeVisible();
    await page.clock.runFor(ENTRY_ANIMATION_MS + SCRATCH_RESULT_DELAY_MS);
    await expect(dialog.getByRole('heading', { name: 'So close!' })).toBeVisible();
    await animationsDone(dialog);
    await dialog.screenshot({ path: testInfo.outputPath('scratch-lost.png') });
  });
});

test.describe('scratch card on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  // Touch moves reach a page on its animation frames, which a paused clock stops: this one runs on real time.
  test('win by touch: a finger scratches the cover away', async ({ page, request, server }, testInfo) => {
    const design = designOf('scratch', 'en', false);
    const title = (design.screens.main![0] as { text: string }).text;
    const { clientId } = await siteWith(request, server, [{ title, type: 'gamified', format: FORMAT.scratch, design, settings: { prizes: WINS } }]);
    await page.goto(`/demo/plain-site?client=${clientId}`);
    await expectLive(page.getByRole('dialog', { name: title }));
    const dialog = page.locator('beckon-popup').getByRole('dialog');
    const canvas = dialog.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    await animationsDone(dialog);
    await page.screenshot({ path: testInfo.outputPath('scratch-phone-main.png') });
    const cdp = await page.context().newCDPSession(page);
    const box = (await canvas.boundingBox())!;
    // Row by row until the card clears itself; a finger still swiping over the page after that
    // would be the browser's back gesture.
    const cleared = dialog.locator('.bk-game-gone');
    for (let row = 0; row < 8 && (await cleared.count()) === 0; row++) {
      const y = box.y + ((row + 0.5) * box.height) / 8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 4, y }] });
      for (let step = 1; step <= 12; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 4 + ((box.width - 8) * step) / 12, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    await expect(dialog.getByText('BREW100')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'You won Free coffee!' })).toBeVisible({ timeout: SCRATCH_RESULT_DELAY_MS + 5000 });
    await animationsDone(dialog);
    await page.screenshot({ path: testInfo.outputPath('scratch-phone-won.png') });
  });
});

test.describe('wheel and gift box on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Taps are whole touches (start and end together), so the paused clock does not hold them back.
  test('by touch: a tap on the hub spins the wheel', async ({ page, request, server }, testInfo) => {
    const wheel = await gamePage(page, request, server, 'wheel', WINS, false);
    await drawn(page, () => wheel.dialog.getByRole('button', { name: 'Spin the wheel' }).tap(), wheel.dialog.locator('.bk-game-spinning'));
    await page.clock.runFor(WHEEL_SPIN_MS + WHEEL_RESULT_DELAY_MS);
    await expect(wheel.dialog.getByRole('heading', { name: 'You won Free coffee!' })).toBeVisible();
    await animationsDone(wheel.dialog);
    await page.screenshot({ path: testInfo.outputPath('wheel-phone-won.png') });
  });

  test('by touch: a tap on a box opens it', async ({ page, request, server }, testInfo) => {
    const boxes = await gamePage(page, request, server, 'gift_box', LOSES, false);
    await drawn(page, () => boxes.dialog.getByRole('button', { name: 'Gift box 3 of 3' }).tap(), boxes.dialog.locator('.bk-game-open'));
    await page.clock.runFor(GIFT_BOX_OPEN_MS + WHEEL_RESULT_DELAY_MS);
    await expect(boxes.dialog.getByRole('heading', { name: 'So close!' })).toBeVisible();
    await animationsDone(boxes.dialog);
    await page.screenshot({ path: testInfo.outputPath('gift-box-phone-lost.png') });
  });
});

test.describe('gift box', () => {
  test('win by mouse: the chosen box opens onto the prize, the others go dim', async ({ page, request, server }, testInfo) => {
    const { dialog, poptinId } = await gamePage(page, request, server, 'gift_box', WINS);
    await drawn(page, () => sendEmail(dialog, server, 'box@example.com', 'Choose my box'));
    await dialog.getByRole('button', { name: 'Gift box 2 of 3' }).click();
    await page.clock.runFor(50);
    await page.clock.runFor(GIFT_BOX_OPEN_MS);
    await expect(dialog.getByRole('button', { name: 'Gift box 1 of 3' })).toBeDisabled();
    await page.clock.runFor(WHEEL_RESULT_DELAY_MS);
    await expect(dialog.getByRole('heading', { name: 'You won Free coffee!' })).toBeVisible();
    await animationsDone(dialog);
    await dialog.screenshot({ path: testInfo.outputPath('gift-box-won.png') });
    expect((await leadsOf(request, server, poptinId))[0]!.prize).toMatchObject({ label: 'Free coffee' });
  });

  test('loss by keyboard: Tab to a box, Space opens it', async ({ page, request, server }, testInfo) => {
    const { dialog } = await gamePage(page, request, server, 'gift_box', LOSES, false);
    const box = dialog.getByRole('button', { name: 'Gift box 1 of 3' });
    await box.focus();
    await drawn(page, () => page.keyboard.press('Space'), dialog.locator('.bk-game-open'));
    await page.clock.runFor(GIFT_BOX_OPEN_MS + WHEEL_RESULT_DELAY_MS);
    await expect(dialog.getByRole('heading', { name: 'So close!' })).toBeVisible();
    await animationsDone(dialog);
    await dialog.screenshot({ path: testInfo.outputPath('gift-box-lost.png') });
  });
});

/**
 * Every game screen axe-clean, in English and Hebrew (RTL), on desktop and on a phone. Real time
 * with reduced motion (axe needs a running clock): the animations shorten to a fade.
 */
for (const lang of ['en', 'he'] as const) {
  for (const phone of [false, true]) {
    test.describe(`accessibility, ${lang}, ${phone ? 'phone' : 'desktop'}`, () => {
      if (phone) test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      for (const game of ['wheel', 'scratch', 'gift_box'] as const) {
        test(`${game}: main, play and winning screens have no serious violations`, async ({ page, request, server }, testInfo) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          const design = designOf(game, lang, true);
          const title = (design.screens.main![0] as { text: string }).text;
          const { clientId } = await siteWith(request, server, [{ title, type: 'gamified', format: FORMAT[game], design, settings: { prizes: WINS } }]);
          await page.goto(`/demo/plain-site?client=${clientId}`);
          await expectLive(page.getByRole('dialog', { name: title }));
          const dialog = page.locator('beckon-popup').getByRole('dialog');
          if (lang === 'he') await expect(dialog).toHaveAttribute('dir', 'rtl');
          expect(await seriousViolations(page)).toEqual([]);
          await dialog.locator('[name=email]').fill('a11y@example.com');
          await dialog.locator('button[type=submit]').click();
          if (game === 'scratch') await dialog.locator('.bk-game-stage button').last().click();
          if (game === 'gift_box') await dialog.locator('.bk-game-stage button').first().click();
          expect(await seriousViolations(page)).toEqual([]);
          await expect(dialog.locator('.bk-coupon-code')).toHaveText('BREW100', { timeout: 15_000 });
          expect(await seriousViolations(page)).toEqual([]);
          await page.screenshot({ path: testInfo.outputPath(`${game}-${lang}-${phone ? 'phone' : 'desktop'}.png`) });
        });
      }
    });
  }
}
