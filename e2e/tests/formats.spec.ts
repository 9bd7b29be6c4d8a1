import { animationsDone, becameInteractive, expect, openPaused, test } from '../support/fixtures.js';
import { paintedFaces, TYPE_SCALE_WEIGHTS } from '../support/font-faces.js';
import { designTitled, siteWith } from '../support/sites.js';

/** A local image (no network): a warm gradient standing in for an owner's product photo. */
const IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3c98b"/><stop offset="1" stop-color="#b0643a"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><circle cx="420" cy="140" r="70" fill="#fff3"/></svg>')}`;

/**
 * One format of every type that floats over or beside the page, each a different layout of the
 * catalogue (media left/top/background, inline or stacked fields). The full type × format ×
 * screen gallery is issue 4's.
 */
const CASES: Array<[type: string, format: string, location?: string]> = [
  ['lightbox', 'format_2'],
  ['lightbox', 'format_7'],
  ['gamified', 'format_1'],
  ['fullpage', 'format_2'],
  ['bar', 'format_1'],
  ['bar', 'format_13', 'bottom_center'],
  ['sside', 'format_3'],
  ['bside', 'format_1'],
  ['social', 'format_1'],
  ['mobile', 'format_1'],
  ['browsing', 'format_1'],
];

for (const [type, format, location] of CASES) {
  test(`${type} ${format} lays out inside the viewport with a reachable close control`, async ({ page, request, server }, testInfo) => {
    const title = `${type} ${format}`;
    const design = designTitled(title);
    design.screens.main = [{ kind: 'image', src: IMAGE, alt: '' }, ...design.screens.main!];
    const { clientId } = await siteWith(request, server, [
      { title, type, format, settings: { design_properties: { poptin_location: location ?? '' } }, design },
    ]);
    await openPaused(page, `/demo/plain-site?client=${clientId}`);
    await page.clock.runFor(200);
    const dialog = page.getByRole('dialog', { name: title });
    await becameInteractive(page, dialog);
    await animationsDone(dialog);
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    // One family in the type scale's weights: each other face is one more font to find at the first paint (issue 22).
    const { popupFamily, faces } = await paintedFaces(dialog);
    expect(faces.filter((f) => f.family !== popupFamily || !TYPE_SCALE_WEIGHTS.includes(f.weight) || f.style !== 'normal')).toEqual([]);
    // Every field's caret stays still: the first has the focus, and blinking is a frame every 500 ms.
    const carets = await dialog.locator('input, textarea').evaluateAll((fields) => fields.map((f) => getComputedStyle(f).getPropertyValue('caret-animation')));
    expect(carets.filter((caret) => caret !== 'manual')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${type}-${format}.png`) });
    await close.click();
    await page.clock.runFor(900);
    await expect(dialog).toHaveCount(0);
  });
}

test('countdown, coupon, ticker, Skip with countdown, and redirect with the form data after submit', async ({
  page,
  request,
  server,
  popupEvents,
}, testInfo) => {
  const design = designTitled('Your welcome code');
  design.screens.main = [
    design.screens.main![0]!,
    { kind: 'countdown', ends_at: '2026-03-04T09:00:00Z' },
    { kind: 'coupon', code: '' },
    ...design.screens.main!.slice(1),
    { kind: 'ticker', messages: ['Dana from Haifa just subscribed', 'Tom in Leeds saved 10%', '43 people joined today'] },
  ];
  const { clientId } = await siteWith(request, server, [
    {
      title: 'Your welcome code',
      design,
      settings: {
        design_properties: {
          coupon: { code: 'WELCOME10', coupon_type: 'code' },
          poptin_design_close_options_type: 'closing_options-button',
          poptin_design_show_x_after_sec: 3,
          poptin_design_redirect: 1,
          poptin_design_redirect_url: `${server.url}/demo?thanks=1`,
          poptin_design_redirect_send_form_data: 1,
        },
      },
    },
  ]);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPaused(page, `/demo/plain-site?client=${clientId}`);
  await page.clock.runFor(200);
  const dialog = page.getByRole('dialog', { name: 'Your welcome code' });
  await becameInteractive(page, dialog);
  const skip = dialog.getByRole('button', { name: /Skip/ });
  await expect(skip).toBeDisabled();
  await expect(skip).toHaveText('Skip (3)');
  // openPaused starts the clock at 2026-03-02T09:00:01Z: 1 day 23:59:59 before the offer ends.
  await expect(dialog.getByRole('timer', { name: 'Time left' })).toContainText('01Days23Hours59Minutes');
  await expect(dialog.getByRole('region', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(3);
  await animationsDone(dialog);
  await dialog.screenshot({ path: testInfo.outputPath('coupon-and-skip.png') });
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect((await popupEvents()).find((e) => e.name === 'couponCopy')?.detail).toMatchObject({ coupon: 'WELCOME10' });
  await page.clock.runFor(3100);
  await expect(skip).toBeEnabled();
  await dialog.getByLabel('Email address').fill('ada@example.com');
  const converted = page.waitForResponse((r) => r.url().includes('/api/display/conversion/'));
  await dialog.getByRole('button', { name: 'Get my discount' }).click();
  await converted;
  // The redirect waits REDIRECT_DELAY_DEFAULT_MS from the answer; step the clock until it goes.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250).catch(() => {});
        return page.url();
      },
      { timeout: 10_000 },
    )
    .toContain('thanks=1');
  expect(new URL(page.url()).searchParams.get('email')).toBe('ada@example.com');
});
