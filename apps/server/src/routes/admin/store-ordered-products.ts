import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientIdParams, ErrorReply, OrderedProductsQuery, OrderedProductsReply } from '@beckon/core/api';
import { csvRow, csvTime, UTF8_BOM } from '../../csv.js';
import { ownedSiteId } from '../../repositories/sites.js';
import { listOrderedProducts, orderedProductsAfter, type OrderedCursor, type OrderedProductRow } from '../../repositories/store-ordered.js';
import { sendCsv, STREAMED_COMPRESSION } from './csv-download.js';

const NO_SITE = 'No such site in your account.';

/** Rows are read a page at a time, so an export of any size holds one page in memory. */
const PAGE = 500;

export const ORDERED_PRODUCTS_CSV_HEADER = ['When (UTC)', 'Member ID', 'Product', 'Product ID', 'Category', 'Source'];

export function orderedProductCsvRow(row: OrderedProductRow): string[] {
  return [csvTime(row.created_at), row.customer_id, row.product_name, row.product_id, row.category, row.source_table];
}

/** Reads the rows strictly older than `after` (from the newest when none), newest first. */
export type OrderedProductPages = (after: OrderedCursor | undefined, limit: number) => Promise<OrderedProductRow[]>;

/** The whole file, a page of records at a time (the header first, with the byte order mark). */
export async function* orderedProductCsvLines(readPage: OrderedProductPages, pageSize = PAGE): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(ORDERED_PRODUCTS_CSV_HEADER);
  // Each page starts after the last row sent: rows saved while the export runs are newer and never shift it.
  let after: OrderedCursor | undefined;
  for (;;) {
    const page = await readPage(after, pageSize);
    if (page.length > 0) yield page.map((row) => csvRow(orderedProductCsvRow(row))).join('');
    if (page.length < pageSize) return;
    after = page.at(-1);
  }
}

/** Issue 19: the products Wix members viewed on a site's shop, as a page and as CSV; the caller's own site only. */
const storeOrderedProductsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sites/:clientId/store/ordered-products',
    {
      schema: {
        description: "The products Wix members viewed on the caller's own site, newest first, a page at a time.",
        params: ClientIdParams,
        querystring: OrderedProductsQuery,
        response: { 200: OrderedProductsReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await ownedSiteId(app.db, request.account!.id, request.params.clientId);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      return listOrderedProducts(app.db, siteId, request.query);
    },
  );

  app.get(
    '/api/admin/sites/:clientId/store/ordered-products.csv',
    {
      // An export reads the whole table: counted like a visitor call from the same address.
      onRequest: app.limits.perIp,
      schema: {
        description: "Every product Wix members viewed on the caller's own site as CSV, newest first, streamed.",
        params: ClientIdParams,
        produces: ['text/csv'],
      },
      compress: STREAMED_COMPRESSION,
    },
    async (request, reply) => {
      const siteId = await ownedSiteId(app.db, request.account!.id, request.params.clientId);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const readPage: OrderedProductPages = (after, limit) => orderedProductsAfter(app.db, siteId, after, limit);
      return sendCsv(reply, `viewed-products-${request.params.clientId}`, orderedProductCsvLines(readPage));
    },
  );
};

export default storeOrderedProductsRoutes;
