import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer, deflateHead, gzipAfterHead, plainAfterHead } from '../src/render/compress-answer.js';

const answer = JSON.stringify({ poptins: [{ poptin: '<div class="bk-popup">'.repeat(60) }] });

describe('compressing a display answer', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', 'br'],
    ['br;q=1, gzip;q=0', 'br'],
    ['gzip;q=0.0, br;q=0', undefined],
    ['identity', undefined],
    ['GZIP', 'gzip'],
    ['x-gzip2, brotli', undefined],
  ])('Accept-Encoding %j → %s', (header, encoding) => {
    const { body, encoding: chosen } = compressAnswer(answer, header);
    expect(chosen).toBe(encoding);
    const plain = chosen === 'gzip' ? gunzipSync(body).toString() : chosen === 'br' ? brotliDecompressSync(body).toString() : body;
    expect(plain).toBe(answer);
    if (chosen) expect(body.length).toBeLessThan(answer.length / 4);
  });

  it('sends a small answer as it is', () => {
    expect(compressAnswer('{"display":"allowed","poptins":[]}', 'gzip')).toEqual({ body: '{"display":"allowed","poptins":[]}', encoding: undefined });
  });

  // A kept head followed by a per-request tail must gunzip (Node's zlib, as browsers' does) to
  // exactly the text, whatever the tail: empty, multi-byte, or longer than one stored block.
  it.each([
    ['an envelope', ',"display":"allowed","ip":"203.0.113.9","lang":"he-IL"}'],
    ['an empty tail', ''],
    ['multi-byte text', ',"message":"שלום — ✓ 🎉"}'],
    ['a tail past one stored block', `,"x":"${'y'.repeat(70_000)}"}`],
  ])('gzips a kept head and %s', (_name, tail) => {
    const head = deflateHead('{"poptins":[' + JSON.stringify({ poptin: '<div class="bk-popup">שלום</div>'.repeat(40) }) + ']');
    const zipped = gzipAfterHead(head, tail);
    expect(gunzipSync(zipped).toString()).toBe(head.text + tail);
    expect(head.deflated.length).toBeLessThan(head.bytes / 4);
  });

  it('answers a kept head and its tail in the encoding asked for', () => {
    const head = deflateHead(answer.slice(0, -1));
    for (const [header, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const { body, encoding } = compressAnswer({ head, tail: '}' }, header);
      expect(encoding).toBe(header);
      expect(decode(body as Buffer).toString()).toBe(answer);
    }
    // Uncompressed, a kept head and its tail go out as one buffer of their bytes: written as it is.
    for (const header of [undefined, 'identity', 'zstd']) {
      const { body, encoding } = compressAnswer({ head, tail: '}' }, header);
      expect(encoding).toBeUndefined();
      expect(Buffer.isBuffer(body) && body.toString()).toBe(answer);
    }
  });

  it.each([
    ['an envelope', ',"display":"allowed","ip":"203.0.113.9","lang":"he-IL"}'],
    ['an empty tail', ''],
    ['multi-byte text', ',"message":"שלום — ✓ 🎉"}'],
  ])('sends a kept head and %s uncompressed as their UTF-8 bytes', (_name, tail) => {
    const head = deflateHead('{"poptins":[' + JSON.stringify({ poptin: '<div class="bk-popup">שלום</div>'.repeat(40) }) + ']');
    const plain = plainAfterHead(head, tail);
    expect(plain.equals(Buffer.from(head.text + tail))).toBe(true);
  });
});
