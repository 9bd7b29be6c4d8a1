import { describe, expect, it } from 'vitest';
import {
  formatEntry,
  POPUP_TEMPLATES,
  POPUP_TYPES,
  siteAddressOf,
  TEMPLATE_GOALS,
  TEMPLATE_PICTURE_PREFIX,
  TEMPLATE_PICTURES,
  templateById,
  templatesFor,
  templateSettings,
  validatePopupSettings,
  type Block,
  type PopupTemplate,
} from '../../src/index.js';

const NOW = Date.UTC(2026, 10, 28, 12);
const ON_SITE = { pictureOrigin: 'https://beckon.example/', siteAddress: 'https://shop.example', now: NOW };
const NO_SITE = { pictureOrigin: 'https://beckon.example', siteAddress: null, now: NOW };

const blocksOf = (t: PopupTemplate): Block[] => Object.values(t.design.screens).flatMap((blocks) => blocks ?? []);
const mainOf = (t: PopupTemplate): Block[] => t.design.screens.main ?? [];
/** The widget draws a format's picture except in bars (hidden there) and games (the stage takes its place). */
const hasPicture = (t: PopupTemplate): boolean => formatEntry(t.type, t.format).media !== 'none' && t.type !== 'bar' && t.type !== 'gamified';
const CLICK_GOALS = new Set(['announce', 'cart_reminder', 'chat_bar', 'social_proof', 'send_clicks']);

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the template library', () => {
  it('holds at least 40 templates with unique ids and names, over every type and every goal', () => {
    expect(POPUP_TEMPLATES.filter((t) => t.lang === 'en').length).toBeGreaterThanOrEqual(40);
    expect(new Set(POPUP_TEMPLATES.map((t) => t.id)).size).toBe(POPUP_TEMPLATES.length);
    expect(new Set(POPUP_TEMPLATES.map((t) => t.name)).size).toBe(POPUP_TEMPLATES.length);
    expect(new Set(POPUP_TEMPLATES.map((t) => t.type))).toEqual(new Set(POPUP_TYPES));
    expect(new Set(POPUP_TEMPLATES.map((t) => t.goal))).toEqual(new Set(TEMPLATE_GOALS.map((g) => g.id)));
    for (const goal of TEMPLATE_GOALS) expect(templatesFor(goal.id, null, 'en').length, goal.id).toBeGreaterThanOrEqual(2);
  });

  it('has Hebrew templates written right to left', () => {
    const hebrew = POPUP_TEMPLATES.filter((t) => t.lang === 'he');
    expect(hebrew.length).toBeGreaterThanOrEqual(5);
    for (const t of hebrew) {
      expect(t.design.lang).toBe('he');
      for (const block of mainOf(t)) if (block.kind === 'heading') expect(block.text).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('never repeats its wording: every heading and text is its own', () => {
    const seen = new Map<string, string>();
    for (const t of POPUP_TEMPLATES) {
      for (const block of blocksOf(t)) {
        if (block.kind !== 'heading' && block.kind !== 'text') continue;
        // The game screens' shared wording (play screen) comes from core's game design, not the template's own.
        if (t.type === 'gamified' && t.design.screens.play?.includes(block)) continue;
        const key = block.text.trim().toLowerCase();
        expect(seen.get(key), `"${block.text}" in ${t.id} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, t.id);
      }
    }
  });

  it.each(POPUP_TEMPLATES.map((t) => [t.id, t] as const))('%s passes the checks a saved pop-up passes, with and without a known site', (_id, t) => {
    for (const at of [ON_SITE, NO_SITE]) {
      expect(validatePopupSettings(templateSettings(t, at), { type: t.type, format: t.format })).toEqual([]);
    }
  });

  it.each(POPUP_TEMPLATES.map((t) => [t.id, t] as const))('%s has a heading, and a picture exactly where its format shows one', (_id, t) => {
    const main = mainOf(t);
    expect(main.some((b) => b.kind === 'heading')).toBe(true);
    const images = blocksOf(t).filter((b) => b.kind === 'image');
    expect(images.length).toBe(hasPicture(t) ? 1 : 0);
    for (const image of images) {
      const name = image.src.slice(TEMPLATE_PICTURE_PREFIX.length).replace(/\.svg$/, '');
      expect(image.src.startsWith(TEMPLATE_PICTURE_PREFIX)).toBe(true);
      expect(TEMPLATE_PICTURES).toContain(name);
    }
    for (const [name, blocks] of Object.entries(t.design.screens)) expect(blocks?.length, `${t.id} ${name}`).toBeGreaterThan(0);
  });

  it.each(POPUP_TEMPLATES.map((t) => [t.id, t] as const))('%s reads well: text and buttons pass WCAG AA', (_id, t) => {
    const { background, text, accent, accent_text } = t.design.theme;
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent_text, accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses every picture it ships', () => {
    const used = new Set(
      POPUP_TEMPLATES.flatMap((t) =>
        blocksOf(t)
          .filter((b) => b.kind === 'image')
          .map((b) => b.src),
      ),
    );
    for (const picture of TEMPLATE_PICTURES) expect(used).toContain(`${TEMPLATE_PICTURE_PREFIX}${picture}.svg`);
  });
});

describe('each goal gets what it implies', () => {
  const of = (goal: string) => POPUP_TEMPLATES.filter((t) => t.goal === goal);

  it('announcements, cart reminders, chat-style messages, social proof and page links ask for nothing and submit nothing', () => {
    for (const t of POPUP_TEMPLATES.filter((x) => CLICK_GOALS.has(x.goal))) {
      expect(
        blocksOf(t).some((b) => b.kind === 'fields'),
        t.id,
      ).toBe(false);
      expect(
        blocksOf(t).some((b) => b.kind === 'button' && b.action === 'submit'),
        t.id,
      ).toBe(false);
    }
    for (const t of of('announce')) {
      expect(
        blocksOf(t).some((b) => b.kind === 'coupon'),
        t.id,
      ).toBe(false);
      expect(JSON.stringify(t.design)).not.toMatch(/discount|coupon/i);
      expect(t.target).toBe('announcement');
    }
  });

  it('lead, discount-for-email and redirect templates ask for an email and submit it', () => {
    for (const t of [...of('collect_emails'), ...of('redirect'), ...of('game')]) {
      const fields = mainOf(t).flatMap((b) => (b.kind === 'fields' ? b.fields : []));
      expect(
        fields.some((f) => f.type === 'email' && f.required),
        t.id,
      ).toBe(true);
      expect(
        mainOf(t).some((b) => b.kind === 'button' && b.action === 'submit'),
        t.id,
      ).toBe(true);
    }
  });

  it('discount templates show a coupon from the record’s coupon setting', () => {
    for (const t of of('discount')) {
      expect(
        blocksOf(t).some((b) => b.kind === 'coupon' && b.code === ''),
        t.id,
      ).toBe(true);
      expect(t.settings.design_properties?.coupon?.code, t.id).toMatch(/^[A-Z0-9]{4,}$/);
      expect(t.target).toBe('coupon');
    }
  });

  it('exit offers open on exit intent, cart reminders on a cart, redirects open a page, games hold prizes adding to 100%', () => {
    for (const t of of('exit_offer')) expect(t.settings.display_after_exit_website_active, t.id).toBe(1);
    for (const t of of('cart_reminder')) {
      expect(t.settings.shopify_cart_trigger_active, t.id).toBe(1);
      expect(t.settings.wix_cart_trigger_active, t.id).toBe(1);
    }
    for (const t of of('redirect')) {
      expect(t.settings.design_properties?.poptin_design_redirect).toBe(1);
      expect(templateSettings(t, ON_SITE).design_properties.poptin_design_redirect_url).toMatch(/^https:\/\/shop\.example\/[a-z-]+$/);
    }
    for (const t of of('game')) {
      expect(t.type).toBe('gamified');
      const prizes = t.settings.prizes ?? [];
      expect(prizes.reduce((sum, p) => sum + p.chances, 0)).toBe(100);
      expect(prizes.some((p) => !p.is_winner)).toBe(true);
    }
  });
});

describe('a pop-up made from a template', () => {
  const summer = templateById('summer-sale-countdown')!;
  const cart = templateById('cart-saved')!;

  it('shows the pictures from the Beckon server, links to the owner’s site and counts down from now', () => {
    const settings = templateSettings(summer, ON_SITE);
    const main = settings.design.screens.main!;
    expect(main.find((b) => b.kind === 'image')).toMatchObject({ src: 'https://beckon.example/templates/pictures/sun.svg' });
    expect(main.find((b) => b.kind === 'countdown')).toEqual({ kind: 'countdown', ends_at: new Date(NOW + 3 * 86_400_000).toISOString() });
    expect(templateSettings(cart, ON_SITE).design.screens.main!.find((b) => b.kind === 'button')).toEqual({
      kind: 'button',
      text: 'Back to my cart',
      action: 'link',
      url: 'https://shop.example/cart',
    });
  });

  it('closes instead of linking nowhere while the site’s address is unknown, and keeps the thank-you screen instead of a redirect', () => {
    expect(templateSettings(cart, NO_SITE).design.screens.main!.find((b) => b.kind === 'button')).toEqual({
      kind: 'button',
      text: 'Back to my cart',
      action: 'close',
    });
    const guide = templateSettings(templateById('brewing-guide-download')!, NO_SITE);
    expect(guide.design_properties).toMatchObject({ poptin_design_redirect: 0, poptin_design_redirect_url: '' });
  });

  it('starts with a new pop-up’s frequency and never shares objects with the template', () => {
    const settings = templateSettings(summer, ON_SITE);
    expect(settings).toMatchObject({ d_f_r: 'display_once_every_few_days_3', stop_showing_to_converted_users: 1 });
    settings.design.theme.accent = '#000000';
    settings.design_properties.poptin_location = 'top_left';
    expect(summer.design.theme.accent).not.toBe('#000000');
    expect(summer.settings.design_properties?.poptin_location).toBeUndefined();
  });
});

describe('the site address links point to: the owner’s own allowed domains only', () => {
  it.each([
    [{ domains: ['shop.example'] }, 'https://shop.example'],
    [{ domains: ['*.shop.example', 'other.example'] }, 'https://shop.example'],
    [{ domains: ['Shop.Example'] }, 'https://shop.example'],
    [{ domains: ['localhost', 'second.example'] }, 'https://second.example'],
    [{ domains: [] }, null],
    // Hostile or broken: a path, a scheme, a port, spaces inside: none is a domain to link to.
    [{ domains: ['shop.example/evil'] }, null],
    [{ domains: ['javascript:alert(1)'] }, null],
    [{ domains: ['shop.example:8080'] }, null],
    [{ domains: ['evil .example'] }, null],
  ])('%j gives %s', (site, address) => {
    expect(siteAddressOf(site)).toBe(address);
  });
});
