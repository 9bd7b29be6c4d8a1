import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  IMAGE_ACCOUNT_MAX_BYTES,
  IMAGE_ACCOUNT_MAX_COUNT,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOADS_PER_MIN,
  type ImageListResponse,
  type ImageResponse,
} from '@beckon/core/api';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, strangerCookie, type TestApp } from './support/app.js';
import { animatedGif, BARE_SVG, bombPng, GIF_JS_POLYGLOT, HTML_AS_PNG, phoneJpeg, solid, SVG_WITH_SCRIPT } from './images-fixtures.js';

/** Issue 23: owners' picture uploads, read by their bytes, re-encoded, kept per account, served for a year. */
describe.each(DIALECTS)('image upload on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let stranger: string;

  const upload = (bytes: Buffer, name = 'picture.png', as = cookie, headers: Record<string, string | undefined> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { cookie: as, ...headers }, payload: { name, data: bytes.toString('base64') } });
  const uploaded = async (bytes: Buffer, name?: string, as?: string) => {
    const response = await upload(bytes, name, as);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ImageResponse;
  };
  const list = async (as = cookie) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/images', headers: { cookie: as } });
    expect(response.statusCode).toBe(200);
    return response.json() as ImageListResponse;
  };
  const served = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
  const accountIdOf = async (email: string) =>
    Number((await t.app.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    stranger = await strangerCookie(t.app);
  });
  afterAll(async () => t?.close());

  it.each([
    { format: 'png', make: () => solid(2000, 1000, 'png'), widths: [480, 960, 1600] },
    { format: 'jpeg', make: () => solid(1200, 800, 'jpeg'), widths: [480, 960, 1200] },
    { format: 'webp', make: () => solid(700, 700, 'webp'), widths: [480, 700] },
    { format: 'avif', make: () => solid(300, 200, 'avif'), widths: [300] },
  ])('keeps a $format as WebP copies $widths wide, served with the long cache headers', async ({ format, make, widths }) => {
    const image = await uploaded(await make(), `photo.${format}`);
    expect(image.source_format).toBe(format);
    expect(image.variants.map((v) => v.width)).toEqual(widths);
    for (const variant of image.variants) {
      expect(variant.url).toMatch(/^http:\/\/localhost(:80)?\/images\/[0-9a-f]{32}-\d+\.webp$/);
      const response = await served(variant.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers.etag).toBeTruthy();
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      expect(response.rawPayload.length).toBe(variant.bytes);
      const again = await served(variant.url, { 'if-none-match': response.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
  });

  it('keeps an animated GIF animated', async () => {
    const image = await uploaded(await animatedGif(), 'wave.gif');
    expect(image).toMatchObject({ source_format: 'gif', animated: true, width: 60, height: 40 });
    const meta = await sharp((await served(image.variants[0]!.url)).rawPayload, { animated: true }).metadata();
    expect([meta.format, meta.pages]).toEqual(['webp', 3]);
  });

  it('strips EXIF and GPS and turns the picture upright', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825) is in the original's EXIF, and so is the maker's name.
    expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(original.includes(Buffer.from('AcmePhone'))).toBe(true);

    const image = await uploaded(original, 'IMG_0001.jpg');
    expect([image.width, image.height]).toEqual([20, 40]);
    const bytes = (await served(image.variants[0]!.url)).rawPayload;
    const after = await sharp(bytes).metadata();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('AcmePhone'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('answers the picture already kept when the same file comes again', async () => {
    const bytes = await solid(64, 64, 'png', '#ff8800');
    const first = await uploaded(bytes, 'logo.png');
    const second = await upload(bytes, 'logo-copy.png');
    expect(second.statusCode).toBe(200);
    expect((second.json() as ImageResponse).id).toBe(first.id);
  });

  it.each([
    { what: 'an SVG with a script', bytes: () => SVG_WITH_SCRIPT, name: 'logo.svg', status: 415, message: /SVG.*scripts/ },
    { what: 'an SVG without a prolog, named .png', bytes: () => BARE_SVG, name: 'logo.png', status: 415, message: /SVG.*scripts/ },
    { what: 'an HTML page named .png', bytes: () => HTML_AS_PNG, name: 'cat.png', status: 415, message: /web page or text/ },
    { what: 'a GIF/JavaScript polyglot', bytes: () => GIF_JS_POLYGLOT, name: 'x.gif', status: [415, 422], message: /not a picture|damaged/ },
    {
      what: 'random bytes named .jpg',
      bytes: () => Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 251)),
      name: 'a.jpg',
      status: 415,
      message: /not a picture/,
    },
    { what: 'a TIFF', bytes: () => solid(20, 20, 'tiff'), name: 'scan.tif', status: 415, message: /TIFF/ },
    {
      what: 'a JPEG cut in half',
      bytes: async () => (await solid(400, 300, 'jpeg')).subarray(0, 600),
      name: 'half.jpg',
      status: 422,
      message: /damaged or cut short/,
    },
    {
      what: 'a 48-megapixel PNG of 50 KB (decompression bomb)',
      bytes: () => bombPng(8000, 6000),
      name: 'bomb.png',
      status: 422,
      message: /8000 × 6000 pixels/,
    },
    { what: 'a PNG header promising 100000 × 100000 pixels', bytes: () => bombPng(100_000, 100_000, 1), name: 'huge.png', status: 422, message: /megapixels/ },
    {
      what: 'a file one byte over the limit',
      bytes: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES - 2)]),
      name: 'big.jpg',
      status: 413,
      message: /10 MB/,
    },
  ])('refuses $what', async ({ bytes, name, status, message }) => {
    const input = await bytes();
    if (name === 'bomb.png') expect(input.length).toBeLessThan(100_000);
    const started = Date.now();
    const response = await upload(input, name);
    expect([status].flat()).toContain(response.statusCode);
    expect((response.json() as { message: string }).message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('keeps a PNG with a script appended only as pixels: the served file holds no trace of it', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const image = await uploaded(Buffer.concat([await solid(50, 50, 'png', '#00aa00'), Buffer.from(payload)]), 'polyglot.png');
    const response = await served(image.variants[0]!.url);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.includes(Buffer.from('script'))).toBe(false);
  });

  it('refuses what is not base64, and a body over the limit', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { cookie }, payload: { name: 'a.png', data: '<<not base64>>' } });
    expect(bad.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: { cookie },
      payload: { name: 'a.png', data: 'A'.repeat(Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4 + 8 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('lets no other account list, delete or overwrite your pictures', async () => {
    const bytes = await solid(120, 80, 'png', '#aa00aa');
    const mine = await uploaded(bytes, 'mine.png');
    expect((await list(stranger)).images.map((i) => i.id)).not.toContain(mine.id);
    const theirDelete = await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${mine.id}`, headers: { cookie: stranger } });
    expect(theirDelete.statusCode).toBe(404);
    // The same bytes are a picture of their own; deleting it leaves mine served.
    const theirs = await uploaded(bytes, 'theirs.png', stranger);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.variants[0]!.url).toBe(mine.variants[0]!.url);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${theirs.id}`, headers: { cookie: stranger } })).statusCode).toBe(200);
    expect((await served(mine.variants[0]!.url)).statusCode).toBe(200);
    expect((await list()).images.map((i) => i.id)).toContain(mine.id);
  });

  it('deletes a picture with its copies', async () => {
    const image = await uploaded(await solid(90, 90, 'png', '#123456'), 'gone.png');
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${image.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect((await served(image.variants[0]!.url)).statusCode).toBe(404);
    expect((await list()).images.map((i) => i.id)).not.toContain(image.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/images/${image.id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('takes uploads only from the dashboard, and only from an owner', async () => {
    const bytes = (await solid(10, 10, 'png')).toString('base64');
    const json = 'application/json';
    const cases = [
      { headers: { cookie, 'content-type': json, origin: 'https://evil.example' }, status: 403 },
      { headers: { cookie, 'content-type': json, origin: undefined, referer: undefined }, status: 403 },
      { headers: { cookie, 'content-type': 'text/plain' }, status: 403 },
      { headers: { 'content-type': json }, status: 401 },
    ];
    for (const { headers, status } of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers, payload: JSON.stringify({ name: 'a.png', data: bytes }) });
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/images' })).statusCode).toBe(401);
  });

  it(`takes ${IMAGE_UPLOADS_PER_MIN} uploads a minute per account`, async () => {
    const busy = await strangerCookie(t.app, 'busy@owner.example');
    const bytes = await solid(8, 8, 'png');
    const statuses: number[] = [];
    for (let i = 0; i <= IMAGE_UPLOADS_PER_MIN; i += 1) statuses.push((await upload(bytes, 'a.png', busy)).statusCode);
    expect(statuses.slice(0, IMAGE_UPLOADS_PER_MIN).every((s) => s === 201 || s === 200)).toBe(true);
    const last = await upload(bytes, 'a.png', busy);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held up by it.
    expect((await upload(await solid(9, 9, 'png'), 'b.png', stranger)).statusCode).toBe(201);
  });

  it('holds each account to its quota, by count and by bytes', async () => {
    const full = await strangerCookie(t.app, 'full@owner.example');
    const accountId = await accountIdOf('full@owner.example');
    const fake = (i: number, bytes: number) => ({
      account_id: accountId,
      public_id: `quota${String(i).padStart(7, '0')}`,
      source_hash: `hash-${i}`,
      name: `${i}.png`,
      source_format: 'png',
      width: 1,
      height: 1,
      animated: 0,
      bytes,
      created_at: Date.now(),
    });
    await t.app.db
      .insertInto('images')
      .values(fake(0, IMAGE_ACCOUNT_MAX_BYTES - 10))
      .execute();
    const byBytes = await upload(await solid(50, 50, 'png'), 'one-more.png', full);
    expect(byBytes.statusCode).toBe(409);
    expect((byBytes.json() as { message: string }).message).toMatch(/100\.0 MB your account may keep/);

    await t.app.db.deleteFrom('images').where('account_id', '=', accountId).execute();
    await t.app.db
      .insertInto('images')
      .values(Array.from({ length: IMAGE_ACCOUNT_MAX_COUNT }, (_, i) => fake(i, 1)))
      .execute();
    const byCount = await upload(await solid(50, 50, 'png'), 'one-more.png', full);
    expect(byCount.statusCode).toBe(409);
    expect((byCount.json() as { message: string }).message).toMatch(new RegExp(`holds ${IMAGE_ACCOUNT_MAX_COUNT} pictures`));
    expect((await list(full)).used).toEqual({ count: IMAGE_ACCOUNT_MAX_COUNT, bytes: IMAGE_ACCOUNT_MAX_COUNT });
  });

  it('goes with its account: deleting the account deletes its pictures and their copies', async () => {
    const leaving = await strangerCookie(t.app, 'leaving@owner.example');
    const image = await uploaded(await solid(33, 33, 'png', '#010203'), 'bye.png', leaving);
    const accountId = await accountIdOf('leaving@owner.example');
    await t.app.db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
    await t.app.db.deleteFrom('accounts').where('id', '=', accountId).execute();
    expect(await t.app.db.selectFrom('images').select('id').where('account_id', '=', accountId).execute()).toEqual([]);
    expect((await served(image.variants[0]!.url)).statusCode).toBe(404);
  });

  it('serves only content-hashed names', async () => {
    for (const url of ['/images/../../etc/passwd', '/images/abc.webp', '/images/0123456789abcdef0123456789abcdef-480.png', '/images/%2e%2e%2fapp']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
    }
    expect((await t.app.inject({ method: 'GET', url: '/images/0123456789abcdef0123456789abcdef-480.webp' })).statusCode).toBe(404);
  });
});
