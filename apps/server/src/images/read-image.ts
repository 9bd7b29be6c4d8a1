import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_UPLOAD_MAX_BYTES } from '@beckon/core/api';

/** Why an upload is refused: the status and the owner-facing words. */
export class ImageRefusal extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** What the server accepts, by what sharp finds in the bytes: its format name, and AVIF as HEIF with AV1. */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

export interface ImageFacts {
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
  /** upright, after the EXIF orientation is applied */
  width: number;
  height: number;
  /** frames: more than one keeps its motion */
  pages: number;
}

/** Leading bytes that say "markup": SVG (which can carry scripts) or an HTML page named .png. */
function markupKind(head: string): 'svg' | 'markup' | undefined {
  const text = head
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!text.startsWith('<')) return undefined;
  return /<svg[\s>]/.test(text) ? 'svg' : 'markup';
}

const SVG_REFUSED =
  'SVG pictures are not accepted: an SVG can carry scripts and links that would run on your visitors’ pages. Export it as PNG or WebP and upload that.';

function formatOf(metadata: Metadata): string {
  // sharp names AVIF and HEIC both "heif"; only AV1-compressed HEIF is AVIF, which browsers show.
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : 'heic';
  return metadata.format ?? 'unknown';
}

/**
 * Reads what an uploaded file really is, from its bytes alone (never its name or the browser's
 * word), before any pixel is decoded: its format, upright size and frame count. Refuses markup,
 * formats browsers cannot show, and pictures whose pixels would swamp the server.
 */
export async function readImage(bytes: Buffer): Promise<ImageFacts> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) {
    throw new ImageRefusal(413, `The file is ${megabytes(bytes.length)}; the most is ${megabytes(IMAGE_UPLOAD_MAX_BYTES)}.`);
  }
  const markup = markupKind(bytes.subarray(0, 1024).toString('utf8'));
  if (markup === 'svg') throw new ImageRefusal(415, SVG_REFUSED);
  if (markup) throw new ImageRefusal(415, 'This file is a web page or text, not a picture. Upload a JPEG, PNG, WebP, GIF or AVIF file.');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal(415, 'This file is not a picture the server can read. Upload a JPEG, PNG, WebP, GIF or AVIF file.');
  }
  const format = formatOf(metadata);
  if (format === 'svg') throw new ImageRefusal(415, SVG_REFUSED);
  if (!READABLE.has(format)) {
    throw new ImageRefusal(415, `This is a ${format.toUpperCase()} file, which browsers cannot show everywhere. Upload a JPEG, PNG, WebP, GIF or AVIF file.`);
  }
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  const pages = metadata.pages ?? 1;
  const pixels = metadata.width * (metadata.pageHeight ?? metadata.height) * pages;
  if (!(metadata.width > 0 && metadata.height > 0) || pixels > IMAGE_MAX_PIXELS) {
    throw new ImageRefusal(
      422,
      `This picture is ${metadata.width} × ${metadata.height} pixels${pages > 1 ? ` in ${pages} frames` : ''}: more than the ${IMAGE_MAX_PIXELS / 1_000_000} megapixels the server decodes. Make it smaller and upload it again.`,
    );
  }
  return { format: format as ImageFacts['format'], width: upright.width, height: upright.height, pages };
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
