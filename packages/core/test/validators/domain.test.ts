import { describe, expect, it } from 'vitest';
import { hostAllowed, hostOf, pageHost } from '../../src/index.js';

describe("hostAllowed: where a site's pop-ups may show", () => {
  it.each<[string, string[], boolean]>([
    ['anything.example', [], true],
    ['shop.example', ['shop.example'], true],
    ['SHOP.example.', ['shop.example'], true],
    ['www.shop.example', ['shop.example'], true],
    ['eu.shop.example', ['shop.example'], false],
    ['shop.example.evil.example', ['shop.example'], false],
    ['evilshop.example', ['shop.example'], false],
    ['brand.example', ['*.brand.example'], true],
    ['a.b.brand.example', ['*.brand.example'], true],
    ['notbrand.example', ['*.brand.example'], false],
    ['127.0.0.1', ['localhost', '127.0.0.1'], true],
    ['localhost', ['127.0.0.1'], false],
  ])('%s with %j → %s', (host, domains, allowed) => {
    expect(hostAllowed(host, domains)).toBe(allowed);
  });
});

describe('hostOf: the host of an origin or a page address', () => {
  it.each<[string | undefined | null, string | null]>([
    ['https://Shop.Example:8443/cart?x=1', 'shop.example'],
    ['http://127.0.0.1:8080', '127.0.0.1'],
    ['https://shop.example./', 'shop.example'],
    ['null', null],
    ['file:///etc/passwd', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
    [null, null],
  ])('%j → %j', (address, host) => {
    expect(hostOf(address)).toBe(host);
  });
});

describe('pageHost: the page a visitor call comes from (display, views and leads alike)', () => {
  it.each<[string | undefined, Array<string | undefined>, string | null]>([
    ['https://Shop.example', ['https://evil.example/'], 'shop.example'],
    [undefined, ['https://shop.example:8443/x'], 'shop.example'],
    ['null', ['https://shop.example/'], 'shop.example'],
    [undefined, ['javascript:alert(1)', 'https://late.example/'], 'late.example'],
    [undefined, ['not a url'], null],
    [undefined, [], null],
  ])('origin %j, addresses %j → %j', (origin, addresses, host) => {
    expect(pageHost(origin, ...addresses)).toBe(host);
  });
});
