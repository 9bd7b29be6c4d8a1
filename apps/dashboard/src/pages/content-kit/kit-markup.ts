import { contentTexts, PAGE_PLACEHOLDER, pageWindow, t, type Language, type PaginationConfig } from '@beckon/core';
import { carouselAttributes, menuAttributes, paginationAttributes, shareAttributes, tocAttributes, type Attributes } from './kit-attributes.js';
import { kitConfigs, type KitForm, type KitLanguage } from './kit-form.js';

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function attributesHtml(attributes: Attributes): string {
  return attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');
}

/** The parts' words on the owner's page: the chosen language's, or English for the page's own. */
const wordsIn = (lang: KitLanguage): Language => (lang === 'he' ? 'he' : 'en');
const langAttribute = (lang: KitLanguage): Attributes => (lang === 'page' ? [] : [['lang', lang]]);

/** Placeholder words of the menu and carousel: the owner's own links replace them. */
const SAMPLES = {
  en: {
    sections: 'Sections',
    links: ['Home', 'Articles', 'Guides', 'About'],
    more: 'More to read',
    slides: ['Water, the other ingredient', 'Choosing a grinder', 'Reading roast dates', 'Milk, steamed right', 'Cleaning the machine'],
    posts: ['Dialling in a new bag', 'Why the grinder matters most', 'Weighing every shot'],
  },
  he: {
    sections: 'מדורים',
    links: ['בית', 'כתבות', 'מדריכים', 'אודות'],
    more: 'עוד לקריאה',
    slides: ['המים, המרכיב השני', 'בחירת מטחנה', 'קריאת תאריך קלייה', 'הקצפת חלב', 'ניקוי המכונה'],
    posts: ['מכוונים שקית פולים חדשה', 'למה המטחנה חשובה מכול', 'שוקלים כל שוט'],
  },
};

export function scriptTag(serverOrigin: string): string {
  return `<script type="module" src="${escapeHtml(serverOrigin.replace(/\/+$/, ''))}/sdk/content.js"></script>`;
}

/** Each enabled part's element, as pasted and as the preview shows it. */
export interface KitParts {
  toc: string | null;
  share: string | null;
  menu: string | null;
  carousel: string | null;
  pagination: string | null;
}

function tocElement(form: KitForm, attributes: Attributes): string {
  const title = form.toc.title.trim() || t(wordsIn(form.lang), contentTexts.tocTitle);
  return [
    `<nav data-beckon-toc aria-labelledby="beckon-toc-title"${attributesHtml(attributes)}>`,
    `  <p id="beckon-toc-title" data-toc-title>${escapeHtml(title)}</p>`,
    '</nav>',
  ].join('\n');
}

function menuElement(form: KitForm, attributes: Attributes): string {
  const words = SAMPLES[wordsIn(form.lang)];
  const links = words.links.map((word, i) => `    <li><a href="/${i ? `page-${i + 1}` : ''}">${escapeHtml(word)}</a></li>`);
  return [`<nav data-beckon-menu aria-label="${escapeHtml(words.sections)}"${attributesHtml(attributes)}>`, '  <ul>', ...links, '  </ul>', '</nav>'].join('\n');
}

function carouselElement(form: KitForm, attributes: Attributes): string {
  const words = SAMPLES[wordsIn(form.lang)];
  const slides = words.slides.map((word, i) => `    <li><a href="/article-${i + 1}">${escapeHtml(word)}</a></li>`);
  return [
    `<section data-beckon-carousel aria-labelledby="beckon-carousel-title"${attributesHtml(attributes)}>`,
    `  <h2 id="beckon-carousel-title">${escapeHtml(words.more)}</h2>`,
    '  <ul>',
    ...slides,
    '  </ul>',
    '</section>',
  ].join('\n');
}

/** Page `page`'s address as the owner wrote it: page 1 its own, later pages the template. */
function pageHref(config: PaginationConfig, typedUrl: string, page: number): string {
  if (page === 1 && config.first) return config.first;
  return (config.template ?? typedUrl.trim()).split(PAGE_PLACEHOLDER).join(String(page));
}

/**
 * A grid as the owner's server writes page 1 of it: the posts, then the page links in the shape
 * the kit keeps (a ul of links, the window of numbers and Next), so its rewrite moves nothing.
 * Without a total the links name as many pages as the window holds, as a server would.
 */
function paginationElement(form: KitForm, config: PaginationConfig, attributes: Attributes): string {
  const lang = wordsIn(form.lang);
  const words = SAMPLES[lang];
  const href = (page: number) => escapeHtml(pageHref(config, form.pagination.url, page));
  const { pages, next } = pageWindow(1, config.total ?? config.links, config.links);
  const posts = words.posts.map((title, i) => `    <article><h2><a href="/posts/${i + 1}">${escapeHtml(title)}</a></h2></article>`);
  const links = pages.map(
    (page) =>
      `      <li><a href="${href(page)}" aria-label="${escapeHtml(t(lang, contentTexts.paginationPage, { n: String(page) }))}"${page === 1 ? ' aria-current="page"' : ''}>${page}</a></li>`,
  );
  if (next !== null) links.push(`      <li><a href="${href(next)}" rel="next">${escapeHtml(t(lang, contentTexts.paginationNext))}</a></li>`);
  return [
    `<section id="posts" data-beckon-pagination${attributesHtml(attributes)}>`,
    '  <div data-pagination-grid>',
    ...posts,
    '  </div>',
    `  <nav data-pagination-nav aria-label="${escapeHtml(t(lang, contentTexts.paginationLabel))}">`,
    '    <ul>',
    ...links,
    '    </ul>',
    '  </nav>',
    '</section>',
  ].join('\n');
}

export function kitParts(form: KitForm): KitParts {
  const configs = kitConfigs(form);
  const lang = langAttribute(form.lang);
  return {
    toc: configs.toc && tocElement(form, [...tocAttributes(configs.toc), ...lang]),
    share: configs.share && `<div data-beckon-share${attributesHtml([...shareAttributes(configs.share), ...lang])}></div>`,
    menu: configs.menu && menuElement(form, [...menuAttributes(configs.menu), ...lang]),
    carousel: configs.carousel && carouselElement(form, [...carouselAttributes(configs.carousel), ...lang]),
    pagination: configs.pagination && paginationElement(form, configs.pagination, [...paginationAttributes(configs.pagination, form.pagination.url), ...lang]),
  };
}

const WHERE = {
  toc: 'Table of contents: where it should show, such as a sidebar beside the article',
  share: 'Share bar: where its buttons should show, such as under the article’s title',
  menu: 'Mobile menu: these attributes go on your own site navigation; keep your links',
  carousel: 'Carousel: your own list of slides, such as related articles below the article',
  pagination:
    'Post-grid pagination: your server writes every page of posts in this shape, with its own number in data-pagination-current and aria-current on its link',
} as const;

/** Everything to paste: the script once, then each enabled part where it belongs. */
export function kitMarkup(parts: KitParts, serverOrigin: string): string {
  const blocks = [`<!-- The content kit, once per page (the <head> is fine) -->\n${scriptTag(serverOrigin)}`];
  for (const part of ['toc', 'share', 'pagination', 'menu', 'carousel'] as const) {
    const html = parts[part];
    if (html) blocks.push(`<!-- ${WHERE[part]} -->\n${html}`);
  }
  return blocks.join('\n\n');
}
