import type { ProductInput } from './catalogue.js';
import { addProducts, replaceCatalogue } from './catalogue-hooks.js';
import { importBatches, MAX_CATALOGUE_BATCH, type ImportRow } from './import-parse.js';

export type ImportMode = 'add' | 'replace';

export type ImportOutcome = { ok: true; imported: number; catalogue: number } | { ok: false; imported: number; message: string };

/** A replacement is one call: in batches, the first would empty the catalogue of what later ones bring. */
export const canReplace = (count: number) => count > 0 && count <= MAX_CATALOGUE_BATCH;

/** Sends the read products: one PUT to replace, else POSTs batch by batch, stopping at the first refused. */
export async function runImport(
  clientId: string,
  rows: readonly ImportRow[],
  mode: ImportMode,
  onBatch: (done: number, of: number) => void,
): Promise<ImportOutcome> {
  const products: ProductInput[] = rows.map((r) => r.product);
  if (mode === 'replace') {
    try {
      const reply = await replaceCatalogue(clientId, products);
      return { ok: true, imported: products.length, catalogue: reply.products };
    } catch (e) {
      return { ok: false, imported: 0, message: `Nothing was replaced: ${(e as Error).message}` };
    }
  }
  const batches = importBatches(rows);
  let imported = 0;
  let catalogue = 0;
  for (const [i, batch] of batches.entries()) {
    onBatch(i, batches.length);
    try {
      catalogue = (
        await addProducts(
          clientId,
          batch.map((r) => r.product),
        )
      ).products;
    } catch (e) {
      const rowsOf = `rows ${batch[0]!.row}–${batch.at(-1)!.row}`;
      const before = imported ? ` The ${imported} products before them were saved.` : '';
      return { ok: false, imported, message: `The products of ${rowsOf} were refused: ${(e as Error).message}${before}` };
    }
    imported += batch.length;
  }
  return { ok: true, imported, catalogue };
}
