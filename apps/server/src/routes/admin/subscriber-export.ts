import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { SubscriberResponse } from '@beckon/core/api';
import { SubscribersQuery } from '@beckon/core/api';
import { csvRow, csvTime, UTF8_BOM } from '../../csv.js';
import { listSubscribers, type SubscriberFilter } from '../../repositories/subscribers.js';
import { sendCsv, STREAMED_COMPRESSION } from './csv-download.js';

export const SubscribersExportQuery = Type.Omit(SubscribersQuery, ['limit', 'offset']);

/** Subscribers are read a page at a time, so an export of any size holds one page in memory. */
const PAGE = 500;

export const SUBSCRIBER_CSV_HEADER = ['Email', 'Phone', 'List', 'Status', 'Consent', 'Consented (UTC)', 'Source', 'Subscriber since (UTC)'];

/** One CSV record per subscription the filter is about; someone on no list still gets a row. */
export function subscriberCsvRows(subscriber: SubscriberResponse, filter: SubscriberFilter): string[][] {
  const who = [subscriber.email ?? '', subscriber.phone ?? ''];
  const since = csvTime(subscriber.created_at);
  const shown = subscriber.subscriptions.filter(
    (s) => (filter.list === undefined || s.list_id === filter.list) && (filter.status === undefined || s.status === filter.status),
  );
  if (shown.length === 0) return [[...who, '', '', '', '', '', since]];
  return shown.map((s) => [...who, s.list_name, s.status, s.consent_text, csvTime(s.consented_at), s.source_url, since]);
}

/** Issue 18: the owner's subscribers, as filtered in the dashboard, as CSV (UTF-8 with a byte order mark). */
const subscriberExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/subscribers.csv',
    {
      schema: {
        description: 'Every matching subscriber as CSV, one row per subscription (list, status, consent and source), streamed.',
        querystring: SubscribersExportQuery,
        produces: ['text/csv'],
      },
      compress: STREAMED_COMPRESSION,
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const query: Static<typeof SubscribersExportQuery> = request.query;
      const filter: SubscriberFilter = { list: query.list, status: query.status, q: query.q };
      const db = app.db;
      async function* lines(): AsyncGenerator<string> {
        yield UTF8_BOM + csvRow(SUBSCRIBER_CSV_HEADER);
        for (let offset = 0; ; offset += PAGE) {
          const page = await listSubscribers(db, accountId, filter, { limit: PAGE, offset });
          const chunk = page.subscribers.flatMap((s) => subscriberCsvRows(s, filter).map(csvRow)).join('');
          if (chunk) yield chunk;
          if (page.subscribers.length < PAGE) return;
        }
      }
      return sendCsv(reply, 'subscribers', lines());
    },
  );
};

export default subscriberExportRoutes;
