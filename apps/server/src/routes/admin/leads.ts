import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { isStoredEmailShape, LEAD_LIST_MAX_COLUMNS, triggerLabel, type Lead, type LeadColumn, type LeadPrize } from '@beckon/core';
import { ErrorReply, ForgetBody, ForgetReply, LeadFilterQuery, LeadIdParams, LeadsPageReply, LeadsQuery } from '@beckon/core/api';
import { csvRow, csvTime, UTF8_BOM } from '../../csv.js';
import { anyLeadWithPrize, deleteLead, forgetEmail, leadFieldColumns, listLeads, streamLeads, type LeadFilter } from '../../repositories/leads.js';
import { sendCsv, STREAMED_COMPRESSION } from './csv-download.js';

/** The CSV cell rules moved to csv.ts; named here still for the code and tests that import them from the leads routes. */

function toFilter(query: Static<typeof LeadFilterQuery>): LeadFilter {
  return {
    q: query.q,
    poptinId: query.poptin_id,
    clientId: query.client_id,
    from: query.from,
    to: query.to,
    includeSpam: query.spam === '1',
    tag: query.tag,
  };
}

/** Issue 17: the prize a lead's play drew, in one cell: its label, with its code when it was won. */
function prizeCell(prize: LeadPrize | null): string {
  if (!prize) return '';
  if (!prize.won) return `${prize.label} (no win)`;
  return prize.code ? `${prize.label} (${prize.code})` : prize.label;
}

/**
 * The export's columns: the lead's own facts (a Prize when any lead played a game), then one per field key. The email field is the
 * Email column already; a label two keys share is told apart by its key.
 */
function exportColumns(columns: LeadColumn[], includeSpam: boolean, withPrize: boolean) {
  const fieldColumns = columns.filter((c) => c.field_key !== 'email');
  const labelCount = new Map<string, number>();
  for (const c of fieldColumns) labelCount.set(c.label, (labelCount.get(c.label) ?? 0) + 1);
  const header = [
    'Date (UTC)',
    'Email',
    'Pop-up',
    'Site',
    'Page',
    'Referrer',
    'Trigger',
    'Tag',
    ...(withPrize ? ['Prize'] : []),
    ...(includeSpam ? ['Automated'] : []),
    ...fieldColumns.map((c) => (labelCount.get(c.label)! > 1 ? `${c.label} (${c.field_key})` : c.label)),
  ];
  const row = (lead: Lead) => {
    // A plain record, not a Map: an export fills one per lead (issue 22); the last of a repeated key wins.
    const values: Record<string, string> = Object.create(null);
    for (const f of lead.fields) values[f.field_key] = f.value;
    return [
      csvTime(lead.created_at),
      lead.email ?? '',
      lead.poptin_name,
      lead.site_name,
      lead.url,
      lead.referrer,
      triggerLabel(lead.trigger),
      lead.tag ?? '',
      ...(withPrize ? [prizeCell(lead.prize)] : []),
      ...(includeSpam ? [lead.spam ?? ''] : []),
      ...fieldColumns.map((c) => values[c.field_key] ?? ''),
    ];
  };
  return { header, row };
}

const NO_LEAD = 'No such lead in your account.';

/** The Fastify instance a TypeBox plugin receives, for the route families below. */
type LeadApp = Parameters<FastifyPluginAsyncTypebox>[0];

function listRoute(app: LeadApp): void {
  app.get(
    '/api/admin/leads',
    {
      schema: {
        querystring: LeadsQuery,
        response: { 200: LeadsPageReply },
      },
    },
    async (request) =>
      listLeads(app.db, app.dbHandle.dialect, request.account!.id, toFilter(request.query), { limit: request.query.limit, offset: request.query.offset }),
  );
}

function exportRoute(app: LeadApp): void {
  const dialect = app.dbHandle.dialect;
  app.get(
    '/api/admin/leads.csv',
    {
      schema: {
        description:
          `Every matching lead as CSV (UTF-8 with a byte order mark, one column per field, at most ${LEAD_LIST_MAX_COLUMNS}; ` +
          'X-Beckon-Columns-Truncated: 1 when the leads hold more), streamed.',
        querystring: LeadFilterQuery,
        produces: ['text/csv'],
      },
      compress: STREAMED_COMPRESSION,
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const filter = toFilter(request.query);
      const [{ columns, columns_truncated: truncated }, withPrize] = await Promise.all([
        leadFieldColumns(app.db, dialect, accountId, filter),
        anyLeadWithPrize(app.db, dialect, accountId, filter),
      ]);
      const { header, row } = exportColumns(columns, filter.includeSpam === true, withPrize);
      const keys = new Set(columns.map((c) => c.field_key));
      const db = app.db;
      async function* lines(): AsyncGenerator<string> {
        yield UTF8_BOM + csvRow(header);
        // Rows are joined per chunk: one write per lead would cost more than the query.
        let chunk = '';
        for await (const lead of streamLeads(db, dialect, accountId, filter, keys)) {
          chunk += csvRow(row(lead));
          if (chunk.length >= 64 * 1024) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      }
      reply.header('X-Beckon-Columns-Truncated', truncated ? '1' : '0');
      return sendCsv(reply, 'leads', lines());
    },
  );
}

/** Deleting one lead, and forgetting every trace of one visitor's address. */
function removalRoutes(app: LeadApp): void {
  app.delete(
    '/api/admin/leads/:id',
    {
      schema: {
        params: LeadIdParams,
        response: { 204: Type.Null(), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const deleted = await deleteLead(app.db, request.account!.id, Number(request.params.id));
      if (!deleted) return reply.notFound(NO_LEAD);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/leads/forget',
    {
      schema: {
        description: "A visitor's request to be forgotten: every lead, activity, session and abandoned cart of that address in your sites.",
        body: ForgetBody,
        response: { 200: ForgetReply, 400: ErrorReply },
      },
    },
    async (request, reply) => {
      // Not the strict form check: an address stored before a rule changed must still be forgettable.
      const email = request.body.email.trim();
      if (!isStoredEmailShape(email)) {
        return reply.badRequest('Enter the email address the visitor asked you to forget, such as ada@example.com.');
      }
      return { removed: await forgetEmail(app.db, app.dbHandle.dialect, request.account!.id, email) };
    },
  );
}

/** The owner's leads: listed, searched, exported and forgotten. Every query takes the caller's account. */
const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app);
  exportRoute(app);
  removalRoutes(app);
};

export default leadRoutes;
