import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Pictures and impostors for the upload tests, made here so no binary file is committed. */

export const solid = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' | 'tiff', background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** A JPEG as a phone takes it: its maker, GPS position and "turn me 90°" in EXIF. */
export const phoneJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: 'red' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'AcmePhone', Model: 'Snoop 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A GIF of three frames of different colours. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['red', 'green', 'blue'].map((background) =>
      sharp({ create: { width: 60, height: 40, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100] })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a real greyscale PNG of width × height pixels, all black, whose rows
 * deflate to almost nothing (8000 × 6000 is 48 megapixels in about 50 KB). `rows` stops the
 * pixel data early, for a header that promises more than it holds.
 */
export function bombPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc(rows * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/admin/me")</script><rect width="10" height="10"/></svg>',
);
export const BARE_SVG = Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"></svg>');
export const HTML_AS_PNG = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** A GIF header with JavaScript after it: a classic GIF/JS polyglot, not a picture anyone can decode. */
export const GIF_JS_POLYGLOT = Buffer.from('GIF89a/*\u0001\u0001\u0000\u0000*/=1;alert(document.domain);//');
