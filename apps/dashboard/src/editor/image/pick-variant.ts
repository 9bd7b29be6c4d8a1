import type { ImageResponse } from '@beckon/core/api';

/**
 * Where a picture shows, which decides the copy the pop-up links: a product card is small, a
 * background or a full-page pop-up spans the screen, anything else is a pop-up's picture. One
 * address, not a srcset: the widget's first paint has no bytes to spare for it (bench/size.mjs).
 */
export type ImageUse = 'card' | 'picture' | 'wide';

const WIDTH_FOR: Record<ImageUse, number> = { card: 480, picture: 960, wide: 1600 };

/** The narrowest copy at least as wide as the use wants, else the widest there is. */
export function variantFor(image: Pick<ImageResponse, 'variants'>, use: ImageUse): ImageResponse['variants'][number] | undefined {
  const wanted = WIDTH_FOR[use];
  return image.variants.find((v) => v.width >= wanted) ?? image.variants[image.variants.length - 1];
}

/** The picture among the account's whose copy `src` is, if any. */
export function imageOf(images: readonly ImageResponse[] | undefined, src: string): ImageResponse | undefined {
  return src ? images?.find((image) => image.variants.some((v) => v.url === src)) : undefined;
}
