import { vi } from 'vitest';
import { enhance } from '../src/toc/index.js';

/** An article as a publisher writes it, with a table of contents in `nav`. */
export function article(nav: string, headings: string, lang = 'en'): string {
  return `<article lang="${lang}">${nav}<h1>Title</h1>${headings}</article>`;
}

export const HEADINGS = `
  <h2>Dose first</h2><p>…</p>
  <h3>Weigh it</h3><p>…</p>
  <h3 id="basket">The basket</h3><p>…</p>
  <h2>Then the grind</h2><p>…</p>
  <h4>Burrs</h4>
  <h2>Dose first</h2><p>…</p>`;

/** Puts the page in place and enhances every table on it, as content.js and its chunk do. */
export function mount(html: string): HTMLElement[] {
  document.body.innerHTML = html;
  const navs = [...document.querySelectorAll<HTMLElement>('[data-beckon-toc]')];
  enhance(navs);
  return navs;
}

/** Frames on the fake clock: requestAnimationFrame and performance.now advance together. */
export function fakeFrames(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
}

/** Makes `element` report `top` (and a height) as its place in the viewport. */
export function placeAt(element: Element, top: number, height = 30, width = 240): void {
  element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: width, width, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(/;\s*/)) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
