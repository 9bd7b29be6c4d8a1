import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { addressKind, checkStoreProof, proofTokensIn, STORE_PROOF_MAX_BYTES } from '../src/security/store-proof.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';
import { startTestStore, type TestStore } from './support/test-store.js';

// Issue 15 part 5: shops are proven, not claimed.
describe('reading the proof tag', () => {
  it.each([
    ['double quotes', '<meta name="beckon-verify" content="abc">', ['abc']],
    ['single quotes, other order, other case', "<META content='abc' NAME='Beckon-Verify' />", ['abc']],
    ['no quotes', '<meta name=beckon-verify content=abc>', ['abc']],
    ['two tags (two sites on one shop)', '<meta name="beckon-verify" content="a"><meta name="beckon-verify" content="b">', ['a', 'b']],
    ['another meta tag', '<meta name="description" content="abc">', []],
    ['the token in the page text only', '<p>beckon-verify abc</p>', []],
    ['a tag with no content', '<meta name="beckon-verify">', []],
  ])('%s', (_name, html, tokens) => {
    expect(proofTokensIn(html)).toEqual(tokens);
  });
});

describe('which addresses a shop may be at', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['fe80::1', 'private'],
    ['fd00::1', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['23.227.38.65', 'public'],
    ['2606:4700::1', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('fetching the proof', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(async () => store?.close());
  const check = (shop: string, token: string, options: Partial<Parameters<typeof checkStoreProof>[2]> = {}) =>
    checkStoreProof(shop, token, { ...store.appOptions.storeProofTesting, allowLoopback: true, ...options });

  it('refuses a shop on a private or cloud-metadata address, and loopback unless the flag allows it', async () => {
    const at = (address: string) => async () => ({ address, family: address.includes(':') ? 6 : 4 });
    for (const address of ['10.0.0.5', '169.254.169.254', '192.168.0.1', 'fd00::1']) {
      expect(await check('inside.example', 'x', { resolve: at(address) })).toMatchObject({ ok: false, reason: expect.stringMatching(/private address/) });
    }
    store.serve('local.example', store.pageWith('tok'));
    expect(await check('local.example', 'tok', { allowLoopback: false })).toMatchObject({ ok: false, reason: expect.stringMatching(/private address/) });
    expect(await check('local.example', 'tok')).toEqual({ ok: true });
  });

  it('says why in words: no tag, a different token, not found, no DNS', async () => {
    store.serve('plain.example', '<html><head></head></html>');
    expect(await check('plain.example', 'tok')).toMatchObject({ ok: false, reason: expect.stringMatching(/has no <meta name="beckon-verify"> tag/) });
    store.serve('other.example', store.pageWith('someone-else'));
    expect(await check('other.example', 'tok')).toMatchObject({ ok: false, reason: expect.stringMatching(/not this site's token/) });
    expect(await check('missing.example', 'tok')).toMatchObject({ ok: false, reason: expect.stringMatching(/answered 404/) });
    expect(
      await check('nowhere.example', 'tok', {
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/could not be found/) });
  });

  it("follows a redirect on the shop's own host, never to another host", async () => {
    store.serve('moved.example', (reply) => reply.writeHead(302, { location: 'http://proof-elsewhere.example/' }).end());
    store.serve('proof-elsewhere.example', store.pageWith('tok'));
    expect(await check('moved.example', 'tok')).toMatchObject({ ok: false, reason: expect.stringMatching(/redirects to/) });
    store.serve('loop.example', (reply) => reply.writeHead(302, { location: '/' }).end());
    expect(await check('loop.example', 'tok')).toMatchObject({ ok: false });
  });

  it('reads at most its size cap: a tag after it does not count, and an endless page does not hang', async () => {
    store.serve('huge.example', (reply) => {
      reply.writeHead(200, { 'content-type': 'text/html' });
      reply.write('x'.repeat(STORE_PROOF_MAX_BYTES));
      reply.end(store.pageWith('tok'));
    });
    expect(await check('huge.example', 'tok')).toMatchObject({ ok: false });
    store.serve('endless.example', (reply) => {
      reply.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'y'.repeat(64 * 1024);
      const more = () => {
        while (reply.write(chunk));
        reply.once('drain', more);
      };
      more();
      reply.on('close', () => reply.removeAllListeners('drain'));
    });
    expect(await check('endless.example', 'tok')).toMatchObject({ ok: false });
  });
});

describe('connecting a shop through the admin API', () => {
  let store: TestStore;
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let otherClientId: string;
  beforeAll(async () => {
    store = await startTestStore();
    t = await startTestApp('sqlite', store.appOptions);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app);
    otherClientId = (
      await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie: otherCookie }, payload: { name: 'Second owner' } })
    ).json().client_id;
  });
  afterAll(async () => {
    await t?.close();
    await store?.close();
  });

  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, as: string, clientId: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/sites/${clientId}/store${path}`, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const clientOf = async (shop: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-client-id/${shop}` });
    return answer.statusCode === 200 ? (answer.json().client_id as string) : null;
  };

  it('gives a token and the tag to put on the home page, and keeps the token when asked again', async () => {
    const first = (await admin('PUT', '', cookie, t.demo.clientId, { shop: 'Proof.Example' })).json();
    expect(first).toMatchObject({
      shop: 'proof.example',
      verified: false,
      pending: { shop: 'proof.example', token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) },
    });
    expect(first.pending.meta_tag).toBe(`<meta name="beckon-verify" content="${first.pending.token}">`);
    const again = (await admin('PUT', '', cookie, t.demo.clientId, { shop: 'proof.example', currency: 'eur' })).json();
    expect(again.pending.token).toBe(first.pending.token);
    expect((await admin('GET', '', cookie, t.demo.clientId)).json()).toMatchObject({ shop: null, pending: { token: first.pending.token, currency: 'EUR' } });
    expect(await clientOf('proof.example')).toBeNull();
  });

  it('answers 409 for a verify with nothing claimed', async () => {
    const answer = await admin('POST', '/verify', otherCookie, otherClientId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/connect one first/);
  });

  it('an unverified claim never displaces a verified one; a newer proof does, as the shop now vouches for it', async () => {
    const mine = (await admin('PUT', '', cookie, t.demo.clientId, { shop: 'proof.example' })).json().pending.token as string;
    store.serve('proof.example', store.pageWith(mine));
    expect((await admin('POST', '/verify', cookie, t.demo.clientId)).json()).toEqual({
      verified: true,
      shop: 'proof.example',
      message: 'proof.example is connected to this site.',
    });
    expect(await clientOf('proof.example')).toBe(t.demo.clientId);

    const theirs = (await admin('PUT', '', otherCookie, otherClientId, { shop: 'proof.example' })).json().pending.token as string;
    expect(theirs).not.toBe(mine);
    const refused = (await admin('POST', '/verify', otherCookie, otherClientId)).json();
    expect(refused).toMatchObject({ verified: false, message: expect.stringMatching(/not this site's token/) });
    expect(await clientOf('proof.example')).toBe(t.demo.clientId);

    // The shop changed hands: its new owner's token is on the page now.
    store.serve('proof.example', store.pageWith(theirs));
    expect((await admin('POST', '/verify', otherCookie, otherClientId)).json()).toMatchObject({ verified: true });
    expect(await clientOf('proof.example')).toBe(otherClientId);
    expect((await admin('GET', '', cookie, t.demo.clientId)).json()).toMatchObject({ shop: null });
  });

  it('lets a proven site change its currency without a new proof', async () => {
    const answer = (await admin('PUT', '', otherCookie, otherClientId, { shop: 'proof.example', currency: 'gbp' })).json();
    expect(answer).toMatchObject({ verified: true, currency: 'GBP', pending: null });
    expect(await clientOf('proof.example')).toBe(otherClientId);
  });

  it("keeps a stranger out: another owner's site cannot be claimed or verified", async () => {
    expect((await admin('PUT', '', otherCookie, t.demo.clientId, { shop: 'x.example' })).statusCode).toBe(404);
    expect((await admin('POST', '/verify', otherCookie, t.demo.clientId)).statusCode).toBe(404);
  });
});
