import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AbandonmentsQuery, ClientIdParams } from '@beckon/core/api';
import { csvRow, csvTime, UTF8_BOM } from '../../csv.js';
import { findConnection, listAbandonments, ownedSiteId, type AbandonedProduct } from '../../repositories/store.js';
import { sendCsv, STREAMED_COMPRESSION } from './csv-download.js';

/** The JSON listing's filters without its paging: the export is every matching row. */
export const AbandonmentsExportQuery = Type.Omit(AbandonmentsQuery, ['limit', 'offset']);

/** Rows are read a page at a time, so an export of any size holds one page in memory. */
const PAGE = 500;

export const ABANDONMENT_CSV_HEADER = ['When (UTC)', 'Kind', 'Customer', 'Platform', 'Cart value', 'Currency', 'Products', 'Product IDs'];

export type AbandonmentRow = Awaited<ReturnType<typeof listAbandonments>>[number];

/** "Hat ×2": the title the page knew, else the id, and how many when more than one. */
function productLabel(product: AbandonedProduct): string {
  const name = product.title ?? `#${product.product_id}`;
  return product.quantity !== undefined && product.quantity > 1 ? `${name} ×${product.quantity}` : name;
}

/** One abandonment as a CSV record; the shop's platform and currency are the site's, not the row's. */
export function abandonmentCsvRow(row: AbandonmentRow, shop: { platform: string; currency: string }): string[] {
  return [
    csvTime(row.created_at),
    row.data_for === 'cart' ? 'Cart' : 'Browse',
    row.customer,
    shop.platform,
    row.total_cart_value === null ? '' : row.total_cart_value.toFixed(2),
    row.total_cart_value === null ? '' : shop.currency,
    row.products.map(productLabel).join('; '),
    row.products.map((p) => p.product_id).join(' '),
  ];
}

/** Newest first by (created_at, id): a row that is not strictly older than the last one sent was already sent. */
const olderThan = (row: AbandonmentRow, last: AbandonmentRow | undefined) =>
  !last || row.created_at < last.created_at || (row.created_at === last.created_at && Number(row.id) < Number(last.id));

/** Reads one page of the rows, newest first. */
export type AbandonmentPages = (offset: number, limit: number) => Promise<AbandonmentRow[]>;

/** The whole file, a page of records at a time (the header first, with the byte order mark). */
export async function* abandonmentCsvLines(readPage: AbandonmentPages, shop: { platform: string; currency: string }, pageSize = PAGE): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(ABANDONMENT_CSV_HEADER);
  // Rows saved while the export runs arrive on top and push the pages down: the order skips what was sent.
  let last: AbandonmentRow | undefined;
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(offset, pageSize);
    const fresh = page.filter((row) => olderThan(row, last));
    if (fresh.length > 0) yield fresh.map((row) => csvRow(abandonmentCsvRow(row, shop))).join('');
    last = fresh.at(-1) ?? last;
    if (page.length < pageSize) return;
  }
}

/** Issue 19: a site's browse and cart abandonment, as filtered in the dashboard, as CSV (UTF-8 with a byte order mark). */
const storeAbandonmentsCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sites/:clientId/store/abandonments.csv',
    {
      // An export reads the whole table: counted like a visitor call from the same address.
      onRequest: app.limits.perIp,
      schema: {
        description: "Every matching browse or cart abandonment of the caller's own site as CSV, newest first, streamed.",
        params: ClientIdParams,
        querystring: AbandonmentsExportQuery,
        produces: ['text/csv'],
      },
      compress: STREAMED_COMPRESSION,
    },
    async (request, reply) => {
      const siteId = await ownedSiteId(app.db, request.account!.id, request.params.clientId);
      if (siteId === undefined) return reply.notFound('No such site in your account.');
      const connection = await findConnection(app.db, siteId);
      const shop = { platform: connection?.platform ?? '', currency: connection?.currency ?? '' };
      const dataFor = request.query.data_for;
      const readPage: AbandonmentPages = (offset, limit) => listAbandonments(app.db, siteId, { dataFor, limit, offset });
      return sendCsv(reply, `abandonment-${request.params.clientId}`, abandonmentCsvLines(readPage, shop));
    },
  );
};

export default storeAbandonmentsCsvRoutes;
