import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles, attachOpenShadow } from '../src/shadow-styles.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function host(): ShadowRoot {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element.attachShadow({ mode: 'open' });
}

describe('adoptStyles', () => {
  it('adopts one constructed sheet, shared by every root with the same styles', () => {
    const first = host();
    const second = host();
    adoptStyles(first, '.a{color:red}', 'n0nce');
    adoptStyles(second, '.a{color:red}', 'n0nce');
    expect(first.adoptedStyleSheets).toHaveLength(1);
    expect(first.adoptedStyleSheets[0]).toBe(second.adoptedStyleSheets[0]);
    expect(first.querySelector('style')).toBeNull();
    adoptStyles(second, '.b{color:blue}', undefined);
    expect(second.adoptedStyleSheets[0]).not.toBe(first.adoptedStyleSheets[0]);
  });

  it.each([
    ["with the page's CSP nonce", 'n0nce', 'n0nce'],
    ['without a nonce when the page has none', undefined, ''],
  ])('falls back to a <style> where there are no constructable sheets, %s', (_name, nonce, expected) => {
    vi.stubGlobal('CSSStyleSheet', function NotConstructable() {
      throw new TypeError('Illegal constructor');
    });
    const shadow = host();
    adoptStyles(shadow, '.c{color:green}', nonce);
    const style = shadow.querySelector('style')!;
    expect(style.textContent).toBe('.c{color:green}');
    expect(style.nonce ?? '').toBe(expected);
  });
});

describe('attachOpenShadow', () => {
  it('opens a shadow root on the element itself', () => {
    const element = document.createElement('div');
    expect(attachOpenShadow(element)).toBe(element.shadowRoot);
    expect(element.shadowRoot!.mode).toBe('open');
  });

  // An <a> cannot host one either; happy-dom does not enforce that, an element that already has one it does.
  it("opens one on a child where the element already has a shadow root of someone else's", () => {
    const element = document.createElement('div');
    const theirs = element.attachShadow({ mode: 'closed' });
    const ours = attachOpenShadow(element);
    expect(ours).not.toBe(theirs);
    expect(ours.host.parentElement).toBe(element);
  });
});
