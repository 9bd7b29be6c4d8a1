import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { LEAD_LIST_MAX_COLUMNS, LEAD_TAG_MAX_LENGTH, NAME_EMAIL_MAX_LENGTH, POPUP_ID_LENGTH, triggerLabel, type Lead, type LeadColumn } from '@beckon/core';
import { deleteLead, forgetEmail, leadFieldColumns, listLeads, streamLeads, type LeadFilter } from '../../repositories/leads.js';
import { ErrorReply } from '../display/schemas.js';

const LeadField = Type.Object({ field_key: Type.String(), label: Type.String(), type: Type.String(), value: Type.String() });

const LeadFilterQuery = {
  /** searched in the email and every field value, case-insensitively */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  poptin_id: Type.Optional(Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` })),
  client_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  /** epoch ms, inclusive */
  from: Type.Optional(Type.Integer({ minimum: 0 })),
  /** epoch ms, exclusive */
  to: Type.Optional(Type.Integer({ minimum: 0 })),
  /** 1 lists the submissions marked as automated too (honeypot, too fast) */
  spam: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /** only the leads carrying this pop-up tag (poptin_fields) */
  tag: Type.Optional(Type.String({ maxLength: LEAD_TAG_MAX_LENGTH })),
};
const LeadFilterSchema = Type.Object(LeadFilterQuery);

function toFilter(query: Static<typeof LeadFilterSchema>): LeadFilter {
  return {
    q: query.q, poptinId: query.poptin_id, clientId: query.client_id, from: query.from, to: query.to, includeSpam: query.spam === '1', tag: query.tag,
  };
}

/** A spreadsheet runs a cell that starts like a formula; these starts are made text (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts defused, then quoted as RFC 4180 asks when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a CSV without it as the machine's legacy code page: Hebrew would come out garbled. */
const UTF8_BOM = '\uFEFF';

/** `2024-05-01 13:45:10`: a form every spreadsheet reads as a date and time. */
function csvTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The export's columns: the lead's own facts, then one per field key. The email field is the
 * Email column already; a label two keys share is told apart by its key.
 */
function exportColumns(columns: LeadColumn[], includeSpam: boolean) {
  const fieldColumns = columns.filter((c) => c.field_key !== 'email');
  const labelCount = new Map<string, number>();
  for (const c of fieldColumns) labelCount.set(c.label, (labelCount.get(c.label) ?? 0) + 1);
  const header = [
    'Date (UTC)', 'Email', 'Pop-up', 'Site', 'Page', 'Referrer', 'Trigger', 'Tag', ...(includeSpam ? ['Automated'] : []),
    ...fieldColumns.map((c) => (labelCount.get(c.label)! > 1 ? `${c.label} (${c.field_key})` : c.label)),
  ];
  const row = (lead: Lead) => {
    const values = new Map(lead.fields.map((f) => [f.field_key, f.value]));
    return [
      csvTime(lead.created_at), lead.email ?? '', lead.poptin_name, lead.site_name, lead.url, lead.referrer, triggerLabel(lead.trigger), lead.tag ?? '',
      ...(includeSpam ? [lead.spam ?? ''] : []),
      ...fieldColumns.map((c) => values.get(c.field_key) ?? ''),
    ];
  };
  return { header, row };
}

const notFound = { statusCode: 404, error: 'Not Found', message: 'No such lead in your account.' };

/** The owner's leads: listed, searched, exported and forgotten. Every query takes the caller's account. */
const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);
  const dialect = app.dbHandle.dialect;

  app.get('/api/admin/leads', {
    schema: {
      querystring: Type.Object({
        ...LeadFilterQuery,
        limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
        offset: Type.Integer({ minimum: 0, default: 0 }),
      }),
      response: {
        200: Type.Object({
          total: Type.Integer(),
          columns: Type.Array(Type.Object({ field_key: Type.String(), label: Type.String() })),
          /** the matching leads hold more field keys than the answer carries */
          columns_truncated: Type.Boolean(),
          leads: Type.Array(Type.Object({
            id: Type.String(), poptin_id: Type.String(), poptin_name: Type.String(), client_id: Type.String(), site_name: Type.String(),
            email: Type.Union([Type.String(), Type.Null()]), url: Type.String(), referrer: Type.String(), trigger: Type.String(),
            fields: Type.Array(LeadField), spam: Type.Union([Type.String(), Type.Null()]), tag: Type.Union([Type.String(), Type.Null()]), created_at: Type.Number(),
          })),
        }),
      },
    },
  }, async (request) => listLeads(app.db, dialect, request.account!.id, toFilter(request.query), { limit: request.query.limit, offset: request.query.offset }));

  app.get('/api/admin/leads.csv', {
    schema: {
      description: `Every matching lead as CSV (UTF-8 with a byte order mark, one column per field, at most ${LEAD_LIST_MAX_COLUMNS}; `
        + 'X-Beckon-Columns-Truncated: 1 when the leads hold more), streamed.',
      querystring: LeadFilterSchema,
      produces: ['text/csv'],
    },
  }, async (request, reply) => {
    const accountId = request.account!.id;
    const filter = toFilter(request.query);
    const { columns, columns_truncated: truncated } = await leadFieldColumns(app.db, dialect, accountId, filter);
    const { header, row } = exportColumns(columns, filter.includeSpam === true);
    const keys = new Set(columns.map((c) => c.field_key));
    const db = app.db;
    async function* lines(): AsyncGenerator<string> {
      yield UTF8_BOM + csvRow(header);
      // Rows are joined per chunk: one write per lead would cost more than the query.
      let chunk = '';
      for await (const lead of streamLeads(db, dialect, accountId, filter, keys)) {
        chunk += csvRow(row(lead));
        if (chunk.length >= 64 * 1024) { yield chunk; chunk = ''; }
      }
      if (chunk) yield chunk;
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .header('X-Beckon-Columns-Truncated', truncated ? '1' : '0')
      .send(Readable.from(lines()));
  });

  app.delete('/api/admin/leads/:id', {
    schema: {
      params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) }),
      response: { 204: Type.Null(), 404: ErrorReply },
    },
  }, async (request, reply) => {
    const deleted = await deleteLead(app.db, request.account!.id, Number(request.params.id));
    if (!deleted) return reply.code(404).send(notFound);
    return reply.code(204).send(null);
  });

  app.post('/api/admin/leads/forget', {
    schema: {
      description: 'A visitor\'s request to be forgotten: every lead, activity, session and abandoned cart of that address in your sites.',
      body: Type.Object({ email: Type.String({ maxLength: NAME_EMAIL_MAX_LENGTH }) }),
      response: {
        200: Type.Object({ removed: Type.Object({ leads: Type.Integer(), activities: Type.Integer(), sessions: Type.Integer(), abandonments: Type.Integer() }) }),
        400: ErrorReply,
      },
    },
  }, async (request, reply) => {
    // Not the strict form check: an address stored before a rule changed must still be forgettable.
    const email = request.body.email.trim();
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Enter the email address the visitor asked you to forget, such as ada@example.com.' });
    }
    return { removed: await forgetEmail(app.db, dialect, request.account!.id, email) };
  });
};

export default leadRoutes;
