import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS } from '@beckon/core/api';
import { ImageRefusal, type ImageFacts } from './read-image.js';

// Decoded pixels of a finished upload are not worth keeping between uploads.
sharp.cache(false);

export interface WebCopy {
  /** `<sha-256, 32 hex>-<width>.webp`: a new picture is a new name, so the served file never changes */
  file: string;
  width: number;
  height: number;
  contentType: 'image/webp';
  data: Buffer;
}

/** The widths to keep: core's list, none wider than the picture itself. */
export function copyWidths(width: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
}

/**
 * The web copies of a picture that readImage accepted: each width in WebP (every browser in use
 * shows it, and it keeps a PNG's transparency at a fraction of a JPEG's bytes, so one format
 * serves all), upright by its EXIF orientation, in sRGB, with every piece of metadata (EXIF, GPS,
 * XMP, comments) left behind: sharp writes none unless asked. A GIF or WebP with several frames
 * stays animated.
 */
export async function makeWebCopies(bytes: Buffer, facts: ImageFacts): Promise<WebCopy[]> {
  const animated = facts.pages > 1;
  const copies: WebCopy[] = [];
  for (const width of copyWidths(facts.width)) {
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated, failOn: 'error' })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message))
        throw new ImageRefusal(422, 'This picture has more pixels than the server decodes. Make it smaller and upload it again.');
      throw new ImageRefusal(422, 'This picture is damaged or cut short, so it cannot be read. Save it again from your image editor and upload that.');
    }
    const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
    const height = animated ? (output.info.pageHeight ?? output.info.height) : output.info.height;
    copies.push({ file: `${hash}-${output.info.width}.webp`, width: output.info.width, height, contentType: 'image/webp', data: output.data });
  }
  return copies;
}
