import {
  allFormats,
  DEFAULT_THEME,
  emailField,
  everyFieldDesign,
  gameKindOf,
  gamifiedPopupDesign,
  isWinningPrize,
  leadPopupDesign,
  prizeSlices,
  samplePrizes,
  type Block,
  type DesignProperties,
  type FormatEntry,
  type Language,
  type PopupDesign,
  type PopupFormat,
  type PopupRecord,
  type PopupType,
  type StoreProduct,
  type Theme,
} from '@beckon/core';

/**
 * What the gallery shows (examples/gallery): every format of every type on its main and
 * thank-you screens, and per type the screens whose look does not depend on the format: the
 * Skip button, the close note, an offer (timer, coupon, ticker) in the owner's own colours and
 * font, product recommendations, a form with every field kind, and the teaser tab.
 */
export const FORMAT_SCREENS = ['main', 'thank_you'] as const;
/** Issue 17: each game (gamified format) also shows its play, winning and losing screens. */
export const GAME_SCREENS = ['play', 'winning', 'losing'] as const;
export const TYPE_SCREENS = ['skip', 'close_note', 'offer', 'products', 'every_field', 'teaser'] as const;
export type GalleryScreen = (typeof FORMAT_SCREENS)[number] | (typeof GAME_SCREENS)[number] | (typeof TYPE_SCREENS)[number];
export const GALLERY_SCREENS: readonly GalleryScreen[] = [...FORMAT_SCREENS, ...GAME_SCREENS, ...TYPE_SCREENS];
/** The screens a format has of its own: a game's screens belong to its format. */
export const isFormatScreen = (screen: GalleryScreen): boolean =>
  (FORMAT_SCREENS as readonly string[]).includes(screen) || (GAME_SCREENS as readonly string[]).includes(screen);

export interface GalleryEntry {
  type: PopupType;
  format: PopupFormat;
  screen: GalleryScreen;
}

/** Every entry of the gallery, in browsing order: type by type, format by format. */
export function galleryEntries(): GalleryEntry[] {
  const entries: GalleryEntry[] = [];
  let lastType: PopupType | null = null;
  const formats = allFormats();
  formats.forEach((f, i) => {
    for (const screen of FORMAT_SCREENS) entries.push({ type: f.type, format: f.format, screen });
    if (f.type === 'gamified') for (const screen of GAME_SCREENS) entries.push({ type: f.type, format: f.format, screen });
    lastType = f.type;
    if (formats[i + 1]?.type !== lastType) {
      for (const screen of TYPE_SCREENS) entries.push({ type: f.type, format: 'format_1', screen });
    }
  });
  return entries;
}

export function galleryPath(entry: GalleryEntry, lang: Language): string {
  return `/demo/gallery?type=${entry.type}&format=${entry.format}&screen=${entry.screen}&lang=${lang}`;
}

/** A warm product photograph stand-in, drawn so the gallery needs no network. */
export const GALLERY_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d9b1"/><stop offset="1" stop-color="#b8744a"/></linearGradient></defs>' +
    '<rect width="800" height="600" fill="url(#g)"/><circle cx="590" cy="170" r="96" fill="#fbeedd" opacity=".8"/>' +
    '<ellipse cx="360" cy="470" rx="230" ry="44" fill="#6b3e26" opacity=".25"/>' +
    '<path d="M210 250h260v120a110 110 0 0 1-110 110h-40a110 110 0 0 1-110-110z" fill="#fffaf3"/>' +
    '<path d="M470 280h30a45 45 0 0 1 0 90h-34" fill="none" stroke="#fffaf3" stroke-width="22"/>' +
    '<ellipse cx="340" cy="262" rx="118" ry="16" fill="#6b3e26"/></svg>',
)}`;

/** An owner's brand: cream, roasted brown and a serif face; text and buttons pass WCAG AA. */
const BRAND_THEME: Theme = {
  background: '#fff8ef',
  text: '#2b211b',
  accent: '#8a3b12',
  accent_text: '#ffffff',
  font: 'Georgia, "Times New Roman", serif',
  radius: 18,
  overlay: 'rgba(43, 33, 27, 0.62)',
};

const copy = {
  en: {
    mobileHeading: '10% off your first order',
    offerHeading: 'The weekend roast sale',
    offerText: 'Every bag 20% off until Sunday night.',
    ticker: ['Maya from Haifa just ordered Ethiopia Guji', '312 people joined this week', 'Free shipping over $40'],
    teaser: 'Get 10% off',
    note: 'No thanks, I prefer paying full price',
    productsHeading: 'Picked for you',
    productsText: 'Roasted this week, chosen from what you looked at.',
    products: ['Ethiopia Guji natural, light roast, 250 g bag with tasting notes of blueberry and jasmine', 'Colombia Huila espresso', 'Kenya Nyeri AA'],
  },
  he: {
    mobileHeading: '10% הנחה על ההזמנה הראשונה',
    offerHeading: 'מבצע הקלייה של סוף השבוע',
    offerText: '20% הנחה על כל שקית עד מוצאי שבת.',
    ticker: ['מאיה מחיפה הזמינה עכשיו אתיופיה גוג׳י', '312 אנשים הצטרפו השבוע', 'משלוח חינם מעל 150 ₪'],
    teaser: '10% הנחה',
    note: 'לא תודה, אני מעדיף לשלם מחיר מלא',
    productsHeading: 'נבחר במיוחד בשבילך',
    productsText: 'נקלה השבוע, לפי מה שהתעניינת בו.',
    products: ['אתיופיה גוג׳י טבעי, קלייה בהירה, שקית 250 גרם עם תווי טעם של אוכמניות ויסמין', 'קולומביה הוילה אספרסו', 'קניה ניירי AA'],
  },
} as const;

/** Two days, five hours from the moment the page opened: the timer always has time left. */
function offerEnds(): string {
  return new Date(Date.now() + ((2 * 24 + 5) * 60 + 17) * 60_000).toISOString();
}

function withMedia(blocks: Block[], entry: FormatEntry): Block[] {
  return entry.media === 'none' ? blocks : [{ kind: 'image', src: GALLERY_IMAGE, alt: '' }, ...blocks];
}

function bagImage(colour: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#f4ece2"/><path d="M95 70h110l20 190H75z" fill="${colour}"/><rect x="115" y="130" width="70" height="50" rx="6" fill="#fffaf3"/></svg>`)}`;
}

function products(lang: Language): Block {
  const c = copy[lang];
  const symbol = lang === 'he' ? '₪' : '$';
  const list: StoreProduct[] = [
    {
      product_id: '1',
      variant_id: '11',
      handle: 'ethiopia-guji',
      title: c.products[0],
      desc: '',
      image: bagImage('#8a3b12'),
      price: lang === 'he' ? 69 : 18,
      compare_at_price: lang === 'he' ? 79 : 22,
      inventory_quantity: 40,
      currency_symbol: symbol,
    },
    {
      product_id: '2',
      variant_id: '21',
      handle: 'colombia-huila',
      title: c.products[1],
      desc: '',
      image: bagImage('#3f5d3a'),
      price: lang === 'he' ? 59 : 16,
      compare_at_price: null,
      inventory_quantity: 12,
      currency_symbol: symbol,
    },
    {
      product_id: '3',
      variant_id: '31',
      handle: 'kenya-nyeri',
      title: c.products[2],
      desc: '',
      image: bagImage('#4338ca'),
      price: lang === 'he' ? 74.9 : 19.5,
      compare_at_price: null,
      inventory_quantity: 0,
      currency_symbol: symbol,
    },
  ];
  return { kind: 'products', products: list, buttons_action: 'redirect' };
}

function designFor(entry: FormatEntry, screen: GalleryScreen, lang: Language): PopupDesign {
  const base = leadPopupDesign(lang);
  const c = copy[lang];
  const main = base.screens.main!;
  const [heading, text, fields, button] = main as [Block, Block, Extract<Block, { kind: 'fields' }>, Block];
  const thanks: Block[] = [...base.screens.thank_you!.slice(0, 2), { kind: 'coupon', code: 'WELCOME10' }, base.screens.thank_you![2]!];
  if (screen === 'offer') {
    return {
      lang,
      theme: BRAND_THEME,
      screens: {
        main: withMedia(
          [
            { kind: 'heading', text: c.offerHeading },
            { kind: 'text', text: c.offerText },
            { kind: 'countdown', ends_at: offerEnds() },
            { kind: 'coupon', code: 'ROAST20' },
            { kind: 'ticker', messages: [...c.ticker] },
            fields,
            button,
          ],
          entry,
        ),
        thank_you: thanks,
      },
    };
  }
  if (screen === 'every_field') return everyFieldDesign(lang);
  if (screen === 'products') {
    return {
      lang,
      theme: DEFAULT_THEME,
      screens: { main: [{ kind: 'heading', text: c.productsHeading }, { kind: 'text', text: c.productsText }, products(lang)], thank_you: thanks },
    };
  }
  return {
    lang,
    theme: DEFAULT_THEME,
    screens: { main: withMedia([heading, text, fields, button], entry), thank_you: thanks },
    // The owner's separate mobile design (switch_mobile_editor): shorter, with one field.
    mobile: {
      screens: {
        main: withMedia(
          [{ kind: 'heading', text: c.mobileHeading }, { kind: 'fields', fields: [emailField(1, fields.fields[0]!.label ?? '', 'you@example.com')] }, button],
          entry,
        ),
        thank_you: thanks,
      },
    },
    ...(screen === 'teaser' ? { teaser: { mode: 'always' as const, label: c.teaser, side: lang === 'he' ? ('left' as const) : ('right' as const) } } : {}),
  };
}

/** The pop-up record a gallery entry shows, as the display call would deliver it. */
export function galleryRecord(entry: GalleryEntry, lang: Language, catalogue: FormatEntry): PopupRecord {
  const props: DesignProperties = { poptin_design_thank_screen: 1, switch_mobile_editor: 1 };
  if (entry.screen === 'skip') props.poptin_design_close_options_type = 'closing_options-button';
  if (entry.screen === 'close_note') props.poptin_design_show_x_comment = copy[lang].note;
  return {
    poptin_id: `gallery${String(catalogue.number).padStart(6, '0')}`.slice(0, 13),
    poptin_name: `${entry.type} ${entry.format}`,
    poptin_type: entry.type,
    poptin_format: entry.format,
    poptin_target: 'lead',
    account_id: 'gallery',
    viewer_id: 'gallery',
    display: 1,
    is_teasers_on: entry.screen === 'teaser' ? 1 : 0,
    design_properties: props,
    design: entry.type === 'gamified' && isFormatScreen(entry.screen) ? gameDesign(entry, lang) : designFor(catalogue, entry.screen, lang),
    ...(entry.type === 'gamified' ? { prizes: prizeSlices(samplePrizes(lang)) } : {}),
  };
}

/** A game's own design (issue 17) with the lead design's thank-you screen, which games may show after a lead. */
function gameDesign(entry: GalleryEntry, lang: Language): PopupDesign {
  const design = gamifiedPopupDesign(lang, gameKindOf(entry.format));
  return { ...design, screens: { ...design.screens, thank_you: leadPopupDesign(lang).screens.thank_you! } };
}

/** The result a still game screen shows: the first winning sample prize, or the losing one. */
export function gallerySample(screen: GalleryScreen, lang: Language): { prize_id: string; label: string; code: string; won: boolean } | undefined {
  if (screen !== 'winning' && screen !== 'losing') return undefined;
  const prize = samplePrizes(lang).find((p) => isWinningPrize(p) === (screen === 'winning'))!;
  return { prize_id: prize.prize_id, label: prize.label, code: prize.code, won: screen === 'winning' };
}
