import type { KitLanguage } from './kit-form.js';
import type { KitParts } from './kit-markup.js';

interface Sample {
  brand: string;
  title: string;
  intro: string;
  sections: Array<{ heading: string; text: string; subs: string[] }>;
}

/** A sample article long enough to scroll, with h2 and h3 headings for the table to list. */
const SAMPLES: Record<'en' | 'he', Sample> = {
  en: {
    brand: 'The Coffee Journal',
    title: 'Espresso at home, step by step',
    intro: 'Good espresso at home takes fresh beans, a steady grind and a little patience. This guide walks through each step.',
    sections: [
      {
        heading: 'Choosing the beans',
        text: 'Buy whole beans roasted in the last month, and only as much as you drink in two weeks.',
        subs: ['Roast dates', 'Single origin or blend'],
      },
      {
        heading: 'Then the grind',
        text: 'The grind decides how fast water runs through the coffee. Finer is slower; coarser is faster.',
        subs: ['Dialling in'],
      },
      { heading: 'Pulling the shot', text: 'Aim for about 36 g of espresso from 18 g of coffee in 25 to 30 seconds.', subs: ['Tamping', 'Timing'] },
      { heading: 'Milk and after', text: 'Steam milk to about 60 °C for a sweet, glossy texture, then clean the wand at once.', subs: [] },
    ],
  },
  he: {
    brand: 'יומן הקפה',
    title: 'אספרסו בבית, צעד אחר צעד',
    intro: 'אספרסו טוב בבית דורש פולים טריים, טחינה אחידה ומעט סבלנות. המדריך עובר על כל שלב.',
    sections: [
      { heading: 'בחירת הפולים', text: 'קנו פולים שלמים שנקלו בחודש האחרון, רק כמה שתשתו בשבועיים.', subs: ['תאריך קלייה', 'זן יחיד או תערובת'] },
      { heading: 'אחר כך הטחינה', text: 'הטחינה קובעת כמה מהר המים עוברים בקפה. דק יותר איטי יותר; גס יותר מהיר יותר.', subs: ['כיוונון'] },
      { heading: 'הפקת השוט', text: 'כוונו לכ־36 גרם אספרסו מ־18 גרם קפה ב־25 עד 30 שניות.', subs: ['דחיסה', 'תזמון'] },
      { heading: 'חלב ומה שאחרי', text: 'הקציפו חלב לכ־60 מעלות למרקם מתוק ומבריק, ונקו את הצינור מיד.', subs: [] },
    ],
  },
};

/** The sample site's own look; the kit's parts keep theirs (its rules weigh nothing against these). */
const PAGE_CSS = [
  'body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1d2130;background:#fff}',
  '.site-header{display:flex;align-items:center;gap:16px;height:56px;padding:0 20px;border-bottom:1px solid #e3e5ec}',
  '.brand{font-weight:700;white-space:nowrap}',
  '.site-header nav{flex:1;min-width:0;display:flex;justify-content:flex-end}',
  '.site-header ul{display:flex;gap:16px;margin:0;padding:0;list-style:none;white-space:nowrap}',
  '.site-header a{color:#1d2130}',
  '.layout{display:grid;gap:32px;max-width:1100px;margin:0 auto;padding:24px 20px}',
  '@media (min-width:1025px){.with-toc{grid-template-columns:240px minmax(0,1fr)}}',
  '[data-beckon-share]{min-height:40px;margin:8px 0 16px}',
  '[data-beckon-carousel]{max-width:1100px;margin:0 auto 48px;padding:0 20px}',
  '[data-beckon-carousel] li{padding:16px;border:1px solid #e3e5ec;border-radius:8px}',
  '[data-beckon-pagination]{max-width:1100px;margin:0 auto 48px;padding:0 20px}',
  '[data-pagination-grid]{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;margin:0 0 16px}',
  '[data-pagination-grid] article{padding:16px;border:1px solid #e3e5ec;border-radius:8px}',
  '[data-pagination-grid] h2{font-size:18px;line-height:1.3;margin:0}[data-pagination-grid] a{color:#1d2130}',
  '[data-pagination-nav] ul{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}',
  '[data-pagination-nav] a{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:40px;min-height:40px;padding:0 12px;border:1px solid #8a8fa3;border-radius:6px;color:#1d2130;text-decoration:none}',
  '[data-pagination-nav] a[aria-current=page]{background:#1d2130;border-color:#1d2130;color:#fff}',
  'h1{font-size:28px;line-height:1.25;margin:0 0 8px}p{margin:0 0 16px}',
  '.spacer{height:120px}',
].join('');

function articleHtml(sample: Sample, share: string | null): string {
  const sections = sample.sections.map(
    (section) =>
      `<h2>${section.heading}</h2><p>${section.text}</p>` +
      section.subs.map((sub) => `<h3>${sub}</h3><p>${section.text}</p><div class="spacer"></div>`).join(''),
  );
  return `<article><h1>${sample.title}</h1>${share ?? ''}<p>${sample.intro}</p>${sections.join('')}</article>`;
}

/**
 * The grid's links stay still in the preview (inert): its page has no address of its own, so the
 * kit, which fetches pages only from the page's own site, leaves them plain, and a plain link
 * would only take the frame to an address of the dashboard. The page says why beside the frame.
 */
function stillLinks(pagination: string | null): string {
  return pagination ? pagination.replace('<nav data-pagination-nav', '<nav data-pagination-nav inert') : '';
}

/**
 * The page the preview frame shows: the owner's markup on a sample article, with the real
 * content.js, so what runs there is what visitors get. Nothing in it is the owner's input but
 * the parts, which kitParts has escaped.
 */
export function previewDocument(parts: KitParts, script: string, lang: KitLanguage): string {
  const words = lang === 'he' ? 'he' : 'en';
  const sample = SAMPLES[words];
  return (
    `<!doctype html><html lang="${words}" dir="${words === 'he' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${sample.title}</title>` +
    `<style>${PAGE_CSS}</style>${script}</head><body>` +
    `<header class="site-header"><span class="brand">${sample.brand}</span>${parts.menu ?? ''}</header>` +
    (parts.toc ? `<div class="layout with-toc"><aside>${parts.toc}</aside>` : '<div class="layout">') +
    `${articleHtml(sample, parts.share)}</div>` +
    `${parts.carousel ?? ''}${stillLinks(parts.pagination)}</body></html>`
  );
}
