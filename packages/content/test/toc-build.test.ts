import { beforeEach, describe, expect, it } from 'vitest';
import { article, clearCookies, HEADINGS, mount } from './support.js';

const links = (nav: HTMLElement) => [...nav.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]);

beforeEach(() => {
  clearCookies();
  window.innerWidth = 1280;
});

describe('the table is built from the article headings', () => {
  it('lists h2 and h3 by default, nested, with anchors added where missing (unique, stable)', () => {
    const [nav] = mount(article('<nav data-beckon-toc><p data-toc-title>Contents</p></nav>', HEADINGS));
    expect(links(nav!)).toEqual([
      ['#dose-first', 'Dose first'],
      ['#weigh-it', 'Weigh it'],
      ['#basket', 'The basket'],
      ['#then-the-grind', 'Then the grind'],
      ['#dose-first-2', 'Dose first'],
    ]);
    expect([...document.querySelectorAll('h2, h3')].map((h) => h.id)).toEqual(['dose-first', 'weigh-it', 'basket', 'then-the-grind', 'dose-first-2']);
    expect(document.querySelector('h4')!.id).toBe('');
    // h3 entries sit in their h2's item
    expect(nav!.querySelectorAll(':scope > .beckon-toc__body > ol > li')).toHaveLength(3);
    expect(nav!.querySelector('li li a')!.textContent).toBe('Weigh it');
  });

  it('takes the levels it is told, and skips headings marked data-toc-skip', () => {
    const [nav] = mount(article('<nav data-beckon-toc data-toc-levels="2,4"></nav>', `${HEADINGS}<h2 data-toc-skip>Comments</h2>`));
    expect(links(nav!).map(([, text]) => text)).toEqual(['Dose first', 'Then the grind', 'Burrs', 'Dose first']);
  });

  it('reads headings from data-toc-source, and survives a selector that is not one', () => {
    document.body.innerHTML = '<aside><nav data-beckon-toc data-toc-source="#post"></nav></aside><div id="post"><h2>Only this</h2></div><h2>Not this</h2>';
    mount(document.body.innerHTML);
    expect(links(document.querySelector('nav')!)).toEqual([['#only-this', 'Only this']]);
    const [bad] = mount('<main><nav data-beckon-toc data-toc-source="##!"></nav><h2>Fallback</h2></main>');
    expect(links(bad!)).toEqual([['#fallback', 'Fallback']]);
  });

  it('keeps Hebrew headings readable in their anchors', () => {
    const [nav] = mount(article('<nav data-beckon-toc></nav>', '<h2>טחינה עדינה</h2><h2>מים</h2>', 'he'));
    expect(links(nav!)).toEqual([
      [`#${encodeURIComponent('טחינה-עדינה')}`, 'טחינה עדינה'],
      [`#${encodeURIComponent('מים')}`, 'מים'],
    ]);
    expect(document.getElementById('טחינה-עדינה')).not.toBeNull();
    // no title in the markup: the kit's own, in the page's language
    expect(nav!.querySelector('.beckon-toc__toggle')!.textContent).toBe('תוכן עניינים');
  });

  it('puts a hostile heading in as text, never as markup', () => {
    const [nav] = mount(article('<nav data-beckon-toc></nav>', '<h2>&lt;img src=x onerror=alert(1)&gt;</h2>'));
    expect(nav!.querySelector('img')).toBeNull();
    expect(nav!.querySelector('a')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('enhances the publisher’s own list rather than building one', () => {
    const own =
      '<nav data-beckon-toc><h2 data-toc-title>In this post</h2><ul><li><a href="#a">Alpha</a></li><li><a href="#missing">Gone</a></li><li><a href="/elsewhere">Away</a></li></ul></nav>';
    const [nav] = mount(article(own, '<h2 id="a">Alpha</h2><h2>Beta</h2>'));
    expect(nav!.querySelectorAll('ul')).toHaveLength(1);
    expect(nav!.querySelectorAll('.beckon-toc__link')).toHaveLength(1);
    expect(document.querySelectorAll('h2[id]')).toHaveLength(1);
  });

  it('leaves a table with nothing to list, and a page without headings, exactly as written', () => {
    document.body.innerHTML = article('<nav data-beckon-toc><p data-toc-title>Contents</p></nav>', '<p>No headings here.</p>');
    const html = document.body.innerHTML;
    mount(html);
    expect(document.body.innerHTML).toBe(html);
    expect(document.querySelector('nav')!.className).toBe('');
  });

  it('enhances a table once however often it is asked', () => {
    const [nav] = mount(article('<nav data-beckon-toc></nav>', HEADINGS));
    const before = nav!.outerHTML;
    mount(document.body.innerHTML);
    expect(document.querySelectorAll('.beckon-toc__toggle')).toHaveLength(1);
    expect(before).toContain('beckon-toc__toggle');
  });
});

describe('show more / show less', () => {
  const many = Array.from({ length: 7 }, (_, i) => `<h2>Step ${i + 1}</h2>`).join('');

  it.each([
    ['en', 'Show more', 'Show less'],
    ['he', 'הצג עוד', 'הצג פחות'],
  ])('cuts a long list after data-toc-show-more entries (%s)', (lang, more, less) => {
    const [nav] = mount(article('<nav data-beckon-toc data-toc-show-more="3"></nav>', many, lang));
    const items = [...nav!.querySelectorAll('li')];
    const button = nav!.querySelector<HTMLButtonElement>('.beckon-toc__more')!;
    expect(items.map((li) => li.hidden)).toEqual([false, false, false, true, true, true, true]);
    expect(button.textContent).toBe(more);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav!.querySelector('ol')!.id);
    button.click();
    expect(items.every((li) => !li.hidden)).toBe(true);
    expect(button.textContent).toBe(less);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    expect(items.filter((li) => li.hidden)).toHaveLength(4);
  });

  it.each([['0'], ['7'], ['many'], ['-2']])('shows every entry with data-toc-show-more=%j', (value) => {
    const [nav] = mount(article(`<nav data-beckon-toc data-toc-show-more="${value}"></nav>`, many));
    expect(nav!.querySelector('.beckon-toc__more')).toBeNull();
    expect([...nav!.querySelectorAll('li')].some((li) => li.hidden)).toBe(false);
  });
});
