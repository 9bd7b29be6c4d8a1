import type { APIRequestContext, Page } from '@playwright/test';
import { leadPopupDesign, type Block, type DesignedField, type Language } from '@beckon/core';
import { BACKGROUND_CLICK_RECHECK_MS, EXIT_ANIMATION_MS } from '@beckon/core';
import { becameInteractive, expect, openPaused, test, expectLive } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { siteWith } from '../support/sites.js';

/**
 * Issue 15 part 6: settings the editor offers reach the visitor. A pop-up with the credit on,
 * a consent box ticked at first and a redirect to a bare phone number: the visitor sees the
 * credit and the ticked box, submits, and the page is sent to tel: (SPEC §5 digits become tel:).
 */
test.use({ locale: 'en-US', timezoneId: 'UTC' });

// The admin API takes changes only from the dashboard's origin (issue 15 CSRF guard): say we are it.
let owner: APIRequestContext;
test.beforeEach(async ({ playwright, server }) => {
  owner = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
});
test.afterEach(() => owner.dispose());

function consentDesign(lang: Language, title: string) {
  const design = leadPopupDesign(lang);
  const consent: DesignedField = {
    count: 2,
    type: 'consent',
    name: 'consent',
    id: 'consent_2',
    field_key: 'consent',
    short_name: 'consent',
    placeholder: '',
    value: '',
    created_as: 'consent',
    created_version: '1',
    property_name: 'consent',
    label: lang === 'he' ? 'אני מסכים/ה לקבל אימיילים' : 'I agree to receive emails from Northwind Coffee',
  };
  const main = design.screens.main!.map((b): Block => (b.kind === 'fields' ? { ...b, fields: [...b.fields, consent] } : b));
  main[0] = { kind: 'heading', text: title };
  return { ...design, screens: { ...design.screens, main } };
}

/** Every navigation the page asks for, tel: included (the browser hands those to the phone app, so none loads). */
async function navigationRequests(page: Page): Promise<() => string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url));
  return () => urls;
}

for (const lang of ['en', 'he'] as const) {
  test(`${lang}: the credit, a consent box ticked at first, and a redirect to a phone number`, async ({ page, server }) => {
    const title = lang === 'he' ? 'הצטרפו למועדון' : 'Join the roasters’ club';
    const { clientId } = await siteWith(owner, server, [
      {
        title,
        design: consentDesign(lang, title),
        settings: {
          if_poptin_credit: 1,
          design_properties: {
            poptin_design_thank_screen: 1,
            field_checkbox_default_marked: 1,
            field_checkbox_required: 1,
            poptin_design_redirect: 1,
            poptin_design_redirect_url: '050-123-4567',
          },
        },
      },
    ]);
    const navigations = await navigationRequests(page);
    await page.goto(`/demo/plain-site?client=${clientId}`);
    const dialog = page.getByRole('dialog', { name: title });
    await expectLive(dialog);

    const credit = dialog.getByText(lang === 'he' ? 'מופעל על ידי Beckon' : 'Powered by Beckon', { exact: true });
    await expect(credit).toBeVisible();
    const consent = dialog.getByRole('checkbox');
    await expect(consent).toBeChecked();
    await expect(consent).toHaveAttribute('aria-required', 'true');
    await page.screenshot({ path: `test-results/e2e/editor-settings-${lang}.png` });

    // The required box, unticked, stops the submit with its message; ticked again, the lead goes.
    await dialog.locator('[name=email]').fill('ada@example.com');
    await consent.uncheck();
    await dialog.locator('button[type=submit]').click();
    await expect(dialog.getByRole('alert')).toHaveText(lang === 'he' ? 'יש לסמן את התיבה כדי להמשיך' : 'Please tick this box to continue');
    await consent.check();
    await dialog.locator('button[type=submit]').click();
    await expect.poll(navigations, { timeout: 5000 }).toContain('tel:0501234567');
  });
}

test.describe('"Close when the page behind is clicked": the 1 s re-check (SPEC §9)', () => {
  const title = 'Close me by the page';
  const open = async (page: Page, server: RunningServer) => {
    const { clientId } = await siteWith(owner, server, [
      { title, settings: { design_properties: { poptin_design_thank_screen: 1, poptin_design_close_on_screen_click: 1 } } },
    ]);
    await openPaused(page, `/demo/plain-site?client=${clientId}`);
    const dialog = page.getByRole('dialog', { name: title });
    await becameInteractive(page, dialog);
    return dialog;
  };
  // A corner of the page, far from the pop-up: the overlay is what is hit.
  const clickBehind = (page: Page) => page.mouse.click(12, 700);

  test('an untouched pop-up closes 1 s after the click; a click in its first second is ignored', async ({ page, server }) => {
    const dialog = await open(page, server);
    await clickBehind(page);
    await page.clock.runFor(BACKGROUND_CLICK_RECHECK_MS * 2 + EXIT_ANIMATION_MS);
    await expect(dialog).toBeVisible();
    await clickBehind(page);
    await page.clock.runFor(BACKGROUND_CLICK_RECHECK_MS - 50);
    await expect(dialog).not.toHaveClass(/bk-leave/);
    await page.clock.runFor(50);
    await expect(dialog).toHaveClass(/bk-leave/);
    await page.clock.runFor(EXIT_ANIMATION_MS);
    await expect(dialog).toHaveCount(0);
  });

  test('a half-filled form is not thrown away by a click beside it', async ({ page, server }) => {
    const dialog = await open(page, server);
    await page.clock.runFor(BACKGROUND_CLICK_RECHECK_MS);
    await page.keyboard.type('ada@exa');
    await clickBehind(page);
    await page.clock.runFor(BACKGROUND_CLICK_RECHECK_MS * 3 + EXIT_ANIMATION_MS);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[name=email]')).toHaveValue('ada@exa');
    await page.screenshot({ path: 'test-results/e2e/editor-settings-background-click.png' });
  });
});
