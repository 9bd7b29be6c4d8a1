import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer } from '../src/render/compress-answer.js';

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
});
