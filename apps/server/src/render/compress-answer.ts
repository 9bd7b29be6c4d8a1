import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';

/** Below this an answer goes out as it is: compressing would cost more than it saves. */
const MIN_BYTES = 512;
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 16, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const ACCEPTS = {
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[0-9.]+)?\s*(?:,|$)/i,
  br: /(?:^|,)\s*br\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[0-9.]+)?\s*(?:,|$)/i,
};

export interface CompressedAnswer {
  body: string | Buffer;
  encoding: 'br' | 'gzip' | undefined;
}

/**
 * The front of an answer that is the same for many requests (the display answer's pop-up
 * records), deflated once and kept: a gzip answer is then that, followed by the per-request
 * tail as stored (uncompressed) deflate blocks, so a request pays for no compression at all.
 */
export interface DeflatedHead {
  text: string;
  /** the text as UTF-8: an uncompressed answer is these bytes and its tail's, copied once */
  raw: Buffer;
  /** raw deflate blocks ending in a sync flush: byte-aligned, no final block, open for more */
  deflated: Buffer;
  crc: number;
  bytes: number;
}

export function deflateHead(text: string): DeflatedHead {
  const raw = Buffer.from(text);
  return { text, raw, deflated: deflateRawSync(raw, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(raw), bytes: raw.length };
}

// RFC 1952: magic, deflate, no flags, no mtime, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_MAX = 0xffff;

/**
 * The gzip member: header, the kept head's deflate blocks, the tail as RFC 1951 §3.2.4 stored
 * blocks (the head ended byte-aligned, so they follow it; the last one final), then the CRC and
 * length of the whole text. Written into one buffer, so the answer is a single allocation.
 */
export function gzipAfterHead(head: DeflatedHead, tailText: string): Buffer {
  const tail = Buffer.from(tailText);
  const blocks = Math.max(1, Math.ceil(tail.length / STORED_MAX));
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + head.deflated.length + blocks * 5 + tail.length + 8);
  let at = GZIP_HEADER.copy(out, 0);
  at += head.deflated.copy(out, at);
  let offset = 0;
  do {
    const length = Math.min(STORED_MAX, tail.length - offset);
    out[at] = offset + length >= tail.length ? 1 : 0;
    out.writeUInt16LE(length, at + 1);
    out.writeUInt16LE(~length & 0xffff, at + 3);
    at += 5;
    at += tail.copy(out, at, offset, offset + length);
    offset += length;
  } while (offset < tail.length);
  out.writeUInt32LE(crc32(tail, head.crc), at);
  out.writeUInt32LE((head.bytes + tail.length) >>> 0, at + 4);
  return out;
}

/**
 * The uncompressed answer as bytes: the kept head's and the tail's, in one buffer. Sent as a
 * buffer, it is written as it is; a string would be flattened, measured and encoded on the way.
 */
export function plainAfterHead(head: DeflatedHead, tailText: string): Buffer {
  const out = Buffer.allocUnsafe(head.raw.length + Buffer.byteLength(tailText));
  head.raw.copy(out, 0);
  out.write(tailText, head.raw.length);
  return out;
}

/**
 * The display answer is made per request and is a few kilobytes of text: compressed in one call
 * rather than through a stream per request. Gzip first: on a display answer it comes within 1 %
 * of brotli's size at half its time (measured: 1,484 against 1,469 bytes, 38 against 81 µs), and
 * with a kept head (above) it costs next to nothing.
 */
export function compressAnswer(answer: string | { head: DeflatedHead; tail: string }, acceptEncoding: string | undefined): CompressedAnswer {
  if (typeof answer !== 'string') {
    const { head, tail } = answer;
    if (acceptEncoding && head.text.length + tail.length >= MIN_BYTES) {
      if (ACCEPTS.gzip.test(acceptEncoding)) return { body: gzipAfterHead(head, tail), encoding: 'gzip' };
      if (ACCEPTS.br.test(acceptEncoding)) return { body: brotliCompressSync(head.text + tail, BROTLI), encoding: 'br' };
    }
    return { body: plainAfterHead(head, tail), encoding: undefined };
  }
  if (!acceptEncoding || answer.length < MIN_BYTES) return { body: answer, encoding: undefined };
  if (ACCEPTS.gzip.test(acceptEncoding)) return { body: gzipSync(answer, { level: 6 }), encoding: 'gzip' };
  if (ACCEPTS.br.test(acceptEncoding)) return { body: brotliCompressSync(answer, BROTLI), encoding: 'br' };
  return { body: answer, encoding: undefined };
}
