import { request as playwrightRequest } from '@playwright/test';
import { allFormats, gameKindOf, gamifiedPopupDesign, leadPopupDesign, type Language } from '@beckon/core';
import { seriousViolations } from '../support/axe.js';
import { animationsDone, becameInteractive, expect, openPaused, test } from '../support/fixtures.js';

/**
 * The first and last format of every type in preview, the real widget path (display call,
 * server-rendered first paint, live takeover, submit): main screen, then a submit to the
 * thank-you screen. It fits the viewport, its close control is at least 44 px, and axe-core finds
 * no serious or critical WCAG A/AA violation. Inline types, previewed on a page without their
 * container, get one at the top of the content. The gallery walk (gallery-walk.spec.ts) covers
 * every format; this proves the gallery shows what visitors get.
 * `npm test` walks English on a desktop viewport; `npm run test:gallery` adds Hebrew and a phone.
 */
const FULL = process.env.BECKON_GALLERY_FULL === '1';
const LANGUAGES: Language[] = FULL ? ['en', 'he'] : ['en'];
const VIEWPORTS = FULL
  ? [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]
  : [{ name: 'desktop', width: 1280, height: 800 }];
const IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#c98a52"/><circle cx="420" cy="140" r="70" fill="#f6dcb8"/></svg>')}`;
const FORMATS = allFormats().filter((f, i, all) => all[i - 1]?.type !== f.type || all[i + 1]?.type !== f.type);

interface Site {
  clientId: string;
  ids: Map<string, string>;
}
const sites = new Map<Language, Site>();

test.beforeAll(async ({ server }) => {
  const api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
  expect((await api.post('/api/admin/login', { data: server.demo })).status()).toBe(200);
  for (const lang of LANGUAGES) {
    const site = (await (await api.post('/api/admin/sites', { data: { name: `Gallery ${lang}` } })).json()) as { client_id: string };
    const ids = new Map<string, string>();
    for (const f of FORMATS) {
      // A game's own design (issue 17): its submit plays rather than thanks.
      const design = f.type === 'gamified' ? gamifiedPopupDesign(lang, gameKindOf(f.format)) : leadPopupDesign(lang);
      design.screens.main = [{ kind: 'image', src: IMAGE, alt: '' }, ...design.screens.main!];
      const created = await api.post('/api/admin/poptins', {
        data: {
          client_id: site.client_id,
          name: `${f.type} ${f.format}`,
          type: f.type,
          format: f.format,
          target: 'lead',
          status: 'draft',
          settings: { design_properties: { poptin_design_thank_screen: 1 }, design },
        },
      });
      expect(created.status()).toBe(201);
      ids.set(`${f.type}/${f.format}`, ((await created.json()) as { poptin_id: string }).poptin_id);
    }
    sites.set(lang, { clientId: site.client_id, ids });
  }
  await api.dispose();
});

for (const lang of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    for (const f of FORMATS) {
      test(`${f.type} ${f.format}, ${lang}, ${viewport.name}: fits, closes, accessible, thanks`, async ({ page }, testInfo) => {
        const site = sites.get(lang)!;
        await page.setViewportSize(viewport);
        await openPaused(page, `/demo/plain-site?client=${site.clientId}&ppt-preview=${site.ids.get(`${f.type}/${f.format}`)}`);
        await page.clock.runFor(100);
        const dialog = page.getByRole('dialog');
        await becameInteractive(page, dialog);
        await animationsDone(dialog);
        // axe schedules its own timers: from here on, time runs as usual.
        await page.clock.resume();
        await expect(dialog).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');

        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(-0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
        const close = dialog.locator('.bk-close');
        await expect(close).toBeVisible();
        const closeBox = (await close.boundingBox())!;
        expect(closeBox.x).toBeGreaterThanOrEqual(0);
        expect(closeBox.y).toBeGreaterThanOrEqual(0);
        expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
        // The preview banner keeps to the edge the pop-up leaves free: it never covers the X.
        const banner = (await page
          .locator('beckon-popup')
          .getByRole('status')
          .filter({ hasText: lang === 'he' ? 'תצוגה מקדימה' : 'This is a preview' })
          .boundingBox())!;
        const overlaps = banner.y < closeBox.y + closeBox.height && closeBox.y < banner.y + banner.height;
        expect(overlaps, `banner ${JSON.stringify(banner)} covers the close button ${JSON.stringify(closeBox)}`).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`${f.type}-${f.format}-${lang}-${viewport.name}-main.png`) });

        await dialog.getByRole('textbox').first().fill('ada@example.com');
        await dialog.locator('button[type=submit]').click();
        // A game goes on to its play screen (the preview draws locally); the others thank.
        const after = f.type === 'gamified' ? (lang === 'he' ? 'בהצלחה!' : 'Good luck!') : lang === 'he' ? 'תודה!' : 'Thank you!';
        const thanks = page.getByRole('dialog', { name: after });
        await expect(thanks).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`${f.type}-${f.format}-${lang}-${viewport.name}-thanks.png`) });
      });
    }
  }
}
