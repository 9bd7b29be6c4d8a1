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
export const parts: readonly Part[] = [{ name: 'table of contents', selector: '[data-beckon-toc]', load: () => import('./toc/index.js') }];
