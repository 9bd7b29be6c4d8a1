import { contentTexts, t, type Language } from '@beckon/core';
import { carouselAttributes, menuAttributes, shareAttributes, tocAttributes, type Attributes } from './kit-attributes.js';
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
  },
  he: {
    sections: 'מדורים',
    links: ['בית', 'כתבות', 'מדריכים', 'אודות'],
    more: 'עוד לקריאה',
    slides: ['המים, המרכיב השני', 'בחירת מטחנה', 'קריאת תאריך קלייה', 'הקצפת חלב', 'ניקוי המכונה'],
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

export function kitParts(form: KitForm): KitParts {
  const configs = kitConfigs(form);
  const lang = langAttribute(form.lang);
  return {
    toc: configs.toc && tocElement(form, [...tocAttributes(configs.toc), ...lang]),
    share: configs.share && `<div data-beckon-share${attributesHtml([...shareAttributes(configs.share), ...lang])}></div>`,
    menu: configs.menu && menuElement(form, [...menuAttributes(configs.menu), ...lang]),
    carousel: configs.carousel && carouselElement(form, [...carouselAttributes(configs.carousel), ...lang]),
  };
}

const WHERE = {
  toc: 'Table of contents: where it should show, such as a sidebar beside the article',
  share: 'Share bar: where its buttons should show, such as under the article’s title',
  menu: 'Mobile menu: these attributes go on your own site navigation; keep your links',
  carousel: 'Carousel: your own list of slides, such as related articles below the article',
} as const;

/** Everything to paste: the script once, then each enabled part where it belongs. */
export function kitMarkup(parts: KitParts, serverOrigin: string): string {
  const blocks = [`<!-- The content kit, once per page (the <head> is fine) -->\n${scriptTag(serverOrigin)}`];
  for (const part of ['toc', 'share', 'menu', 'carousel'] as const) {
    const html = parts[part];
    if (html) blocks.push(`<!-- ${WHERE[part]} -->\n${html}`);
  }
  return blocks.join('\n\n');
}
