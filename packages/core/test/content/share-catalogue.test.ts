import { describe, expect, it } from 'vitest';
import {
  filterShareServices,
  MASTODON_DEFAULT_INSTANCE,
  mastodonHost,
  readShareConfig,
  readShareServiceList,
  SHARE_CATALOGUE,
  SHARE_DEFAULT_SERVICES,
  SHARE_SERVICE_KEYS,
  shareLabel,
  shareLink,
  shareService,
  summarisePrompt,
} from '../../src/index.js';

const PAGE = { url: 'https://journal.example/espresso?x=1&y=2', title: 'Dial in "espresso" & <b>milk</b>' };
const HOSTILE_TITLES = ['"><script>alert(1)</script>', "it's & that's", 'a&url=https://evil.example#frag', '100% {url} ?q=1', 'שלום & עולם'];

describe('the share catalogue (SPEC §3 share service entry)', () => {
  it('has one entry per key the server counts, in key order', () => {
    expect(SHARE_CATALOGUE.map((service) => service.key)).toEqual([...SHARE_SERVICE_KEYS]);
  });

  it.each(SHARE_CATALOGUE.map((service) => [service.key, service] as const))('%s has a title, a colour and an icon with a viewBox', (_, service) => {
    expect(service.title.trim()).not.toBe('');
    expect(service.background_color).toMatch(/^#[0-9A-F]{6}$/);
    expect(service.svg.viewBox).toBe('0 0 24 24');
    expect(service.svg.paths.length).toBeGreaterThan(0);
    for (const path of service.svg.paths) expect(path).toMatch(/^[Mm][\d.\s,a-zA-Z-]+$/);
  });

  const linked = SHARE_CATALOGUE.filter((service) => service.kind !== 'action');
  it.each(linked.map((service) => [service.key, service] as const))('%s has a URL template that carries the page, encoded', (key, service) => {
    expect(service.redirect_url).toMatch(/\{(url|text|prompt)\}/);
    const link = shareLink(key, PAGE, { lang: 'en' })!;
    expect(link).not.toMatch(/[{}"<> ]/);
    // The page's address arrives whole, as one encoded component (inside the prompt for AI assistants).
    const decoded = decodeURIComponent(link);
    expect(decoded).toContain(PAGE.url);
    if (/\{(title|text|prompt)\}/.test(service.redirect_url!)) expect(decoded).toContain(PAGE.title);
  });

  it('the kit’s own actions have no address', () => {
    expect(SHARE_CATALOGUE.filter((service) => service.kind === 'action').map((service) => service.key)).toEqual(['copy_link', 'print', 'native']);
    expect(shareLink('copy_link', PAGE, { lang: 'en' })).toBeNull();
  });

  it.each(HOSTILE_TITLES)('a hostile title (%s) stays one parameter’s value', (title) => {
    for (const key of ['x', 'reddit', 'email', 'claude'] as const) {
      const link = new URL(shareLink(key, { url: PAGE.url, title }, { lang: 'en' })!);
      const values = [...link.searchParams.values()].join(' ');
      expect(values).toContain(title);
      expect(link.hash).toBe('');
      expect([...link.searchParams.keys()]).toEqual([...new URL(shareService(key).redirect_url!.replace(/\{\w+\}/g, 'v')).searchParams.keys()]);
    }
  });

  it('names each button in the page’s language', () => {
    expect(shareLabel(shareService('facebook'), 'en')).toBe('Share on Facebook');
    expect(shareLabel(shareService('facebook'), 'he')).toBe('שיתוף ב־Facebook');
    expect(shareLabel(shareService('copy_link'), 'en')).toBe('Copy link');
    expect(shareLabel(shareService('chatgpt'), 'en')).toBe('Summarise with ChatGPT');
    expect(shareLabel(shareService('email'), 'he')).toBe('שיתוף באימייל');
  });
});

describe('AI assistants: a summarise-this-page prompt (SPEC §7)', () => {
  it.each([
    ['en', 'Summarise this page: T https://a.example/p'],
    ['he', 'סכמו את העמוד הזה: T https://a.example/p'],
  ] as const)('%s', (lang, prompt) => {
    expect(summarisePrompt(lang, { url: 'https://a.example/p', title: 'T' })).toBe(prompt);
    expect(shareLink('chatgpt', { url: 'https://a.example/p', title: 'T' }, { lang })).toBe(`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
  });
});

describe('the Mastodon instance (SPEC §5: trimmed; empty keeps the default)', () => {
  it.each([
    ['  fosstodon.org  ', 'fosstodon.org'],
    ['', MASTODON_DEFAULT_INSTANCE],
    ['   ', MASTODON_DEFAULT_INSTANCE],
    [null, MASTODON_DEFAULT_INSTANCE],
    ['https://Hachyderm.io/', 'hachyderm.io'],
    ['social.example:8443', 'social.example:8443'],
    ['evil.example/phish?x=', MASTODON_DEFAULT_INSTANCE],
    ['javascript:alert(1)', MASTODON_DEFAULT_INSTANCE],
    ['user@evil.example', MASTODON_DEFAULT_INSTANCE],
    ['localhost', MASTODON_DEFAULT_INSTANCE],
  ])('%j gives %s', (typed, host) => {
    expect(mastodonHost(typed)).toBe(host);
  });

  it('shares to the instance, at /share', () => {
    expect(shareLink('mastodon', { url: 'https://a.example/', title: 'Hi' }, { lang: 'en', instance: ' fosstodon.org ' })).toBe(
      'https://fosstodon.org/share?text=Hi%20https%3A%2F%2Fa.example%2F',
    );
    expect(shareLink('mastodon', { url: 'https://a.example/', title: 'Hi' }, { lang: 'en' })).toMatch(/^https:\/\/mastodon\.social\/share\?/);
  });
});

describe('the more popup’s search (SPEC §2: case-insensitive)', () => {
  it.each([
    ['FACE', ['Facebook']],
    ['  tele ', ['Telegram']],
    ['', SHARE_CATALOGUE.map((service) => service.title)],
    ['zzz', []],
    ['e', SHARE_CATALOGUE.filter((service) => /e/i.test(service.title)).map((service) => service.title)],
  ])('%j', (query, titles) => {
    expect(filterShareServices(SHARE_CATALOGUE, query).map((service) => service.title)).toEqual(titles);
  });
});

describe('a bar’s attributes', () => {
  const config = (attributes: Record<string, string>) => readShareConfig((name) => attributes[name] ?? null);

  it.each([
    ['facebook x, whatsapp', ['facebook', 'x', 'whatsapp']],
    ['FACEBOOK facebook nope email', ['facebook', 'email']],
    ['', [...SHARE_DEFAULT_SERVICES]],
    ['nope', [...SHARE_DEFAULT_SERVICES]],
  ])('services %j', (value, keys) => {
    expect(config({ 'data-share-services': value }).services).toEqual(keys);
    expect(readShareServiceList(value).every((key) => SHARE_SERVICE_KEYS.includes(key))).toBe(true);
  });

  it('counts are off by default and need a valid client id', () => {
    expect(config({}).counts).toBe(false);
    expect(config({ 'data-share-counts': '' }).counts).toBe(false);
    expect(config({ 'data-share-counts': '', 'data-share-client': 'abc123' })).toMatchObject({ counts: true, clientId: 'abc123' });
    expect(config({ 'data-share-counts': '', 'data-share-client': '../admin' })).toMatchObject({ counts: false, clientId: null });
  });

  it('falls back on what it cannot read', () => {
    expect(config({ 'data-share-layout': 'diagonal', 'data-share-offset': 'far', 'data-share-mastodon': 'bad/host' })).toMatchObject({
      layout: 'horizontal',
      offset: -10,
      mastodon: MASTODON_DEFAULT_INSTANCE,
      more: true,
      native: false,
      url: null,
    });
    expect(config({ 'data-share-layout': 'Vertical', 'data-share-url': 'x'.repeat(5000) })).toMatchObject({ layout: 'vertical', url: null });
  });
});
