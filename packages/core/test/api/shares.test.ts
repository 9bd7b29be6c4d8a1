import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { isShareServiceKey, MAX_SHARE_URL_LENGTH, normaliseShareUrl, SHARE_SERVICE_KEYS, ShareBody } from '../../src/api/index.js';

describe('the address a share is counted under', () => {
  it.each([
    ['https://blog.example/post', 'https://blog.example/post'],
    ['  https://Blog.Example/post  ', 'https://blog.example/post'],
    ['https://blog.example/post#comments', 'https://blog.example/post'],
    ['https://blog.example/post?', 'https://blog.example/post'],
    ['https://blog.example', 'https://blog.example/'],
    ['https://blog.example:443/post', 'https://blog.example/post'],
    ['http://blog.example:8080/post', 'http://blog.example:8080/post'],
    ['https://blog.example/post?p=12&utm_source=news&utm_medium=email', 'https://blog.example/post?p=12'],
    ['https://blog.example/post?fbclid=abc&gclid=d#x', 'https://blog.example/post'],
    ['https://blog.example/post?q=a%20b&UTM_Campaign=x', 'https://blog.example/post?q=a%20b'],
    ['https://blog.example/שלום', 'https://blog.example/%D7%A9%D7%9C%D7%95%D7%9D'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
  ])('%s is %s', (raw, normalised) => {
    expect(normaliseShareUrl(raw)).toBe(normalised);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://blog.example/post'],
    ['mailto:a@b.example'],
    ['/relative/path'],
    ['not an address'],
    [''],
    ['https://user:secret@blog.example/post'],
    [`https://blog.example/${'a'.repeat(MAX_SHARE_URL_LENGTH)}`],
  ])('refuses %s', (raw) => {
    expect(normaliseShareUrl(raw)).toBeNull();
  });

  it('keeps an address of exactly the longest length', () => {
    const base = 'https://blog.example/';
    const longest = base + 'a'.repeat(MAX_SHARE_URL_LENGTH - base.length);
    expect(normaliseShareUrl(longest)).toBe(longest);
  });
});

describe('the share services', () => {
  it('are unique keys the guard knows, and nothing else', () => {
    expect(new Set(SHARE_SERVICE_KEYS).size).toBe(SHARE_SERVICE_KEYS.length);
    expect(SHARE_SERVICE_KEYS.every(isShareServiceKey)).toBe(true);
    for (const other of ['myspace', '', 'Facebook', '__proto__', 42, null]) expect(isShareServiceKey(other)).toBe(false);
  });

  it('bound the share body', () => {
    expect(Value.Check(ShareBody, { url: 'https://blog.example/', service: 'facebook' })).toBe(true);
    expect(Value.Check(ShareBody, { url: 'x'.repeat(MAX_SHARE_URL_LENGTH + 1), service: 'facebook' })).toBe(false);
    expect(Value.Check(ShareBody, { url: 'https://blog.example/', service: 'x'.repeat(100) })).toBe(false);
    expect(Value.Check(ShareBody, { url: 'https://blog.example/' })).toBe(false);
  });
});
