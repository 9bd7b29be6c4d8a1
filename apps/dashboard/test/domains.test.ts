import { describe, expect, it } from 'vitest';
import { parseDomains } from '../src/pages/sites/domains.js';

describe('parseDomains', () => {
  it.each<[string, string[], string[]]>([
    ['', [], []],
    ['shop.example.com', ['shop.example.com'], []],
    ['https://Shop.Example.com/products?x=1\nexample.org.', ['shop.example.com', 'example.org'], []],
    ['a.com, b.com; a.com', ['a.com', 'b.com'], []],
    ['*.example.com localhost:5173 https://Bücher.example/', ['*.example.com', 'localhost', 'xn--bcher-kva.example'], []],
    ['intranet shop!', ['intranet'], ['shop!']],
    ['exa_mple.com', [], ['exa_mple.com']],
  ])('%j', (text, domains, invalid) => {
    expect(parseDomains(text)).toEqual({ domains, invalid });
  });
});
