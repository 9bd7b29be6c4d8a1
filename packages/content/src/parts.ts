/** What a part's chunk offers the entry: enhance every element of its markup on the page. */
export interface PartChunk {
  enhance(elements: readonly Element[]): void;
}

export interface Part {
  name: string;
  /** The part's markup (README.md, "Markup contract"). */
  selector: string;
  load(): Promise<PartChunk>;
}

/** Each part of the kit, its markup and its lazy chunk. */
export const parts: readonly Part[] = [
  { name: 'table of contents', selector: '[data-beckon-toc]', load: () => import('./toc/index.js') },
  { name: 'share bar', selector: '[data-beckon-share]', load: () => import('./share/index.js') },
  { name: 'mobile menu', selector: '[data-beckon-menu]', load: () => import('./menu/index.js') },
  { name: 'carousel', selector: '[data-beckon-carousel]', load: () => import('./carousel/index.js') },
  { name: 'post-grid pagination', selector: '[data-beckon-pagination]', load: () => import('./pagination/index.js') },
];
