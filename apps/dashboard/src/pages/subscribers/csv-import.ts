import Papa from 'papaparse';
import { SUBSCRIBER_IMPORT_MAX_ROWS } from '@beckon/core/api';
import type { SubscriberImportResult, SubscriberImportRow } from '../../api/types.js';

/** A file bigger than this is refused before parsing: the browser would hold all of it at once. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The bounds the server's schema keeps: a row past one is refused here, so it cannot fail its whole batch. */
const BOUNDS = { email: 254, phone: 40, consent_text: 1000 } as const;

/** The file as read: its header cells, and its records each with its row number as a spreadsheet shows it (the header is row 1). */
export interface ParsedCsv {
  header: string[];
  records: { fileRow: number; cells: string[] }[];
}

/** Which column holds what; -1 for none. */
export interface ColumnChoice {
  email: number;
  phone: number;
  consent: number;
}

export function parseCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header = [], ...rest] = parsed.data;
  const records = rest.map((cells, index) => ({ fileRow: index + 2, cells })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  return { header: header.map((h) => h.trim()), records };
}

/** The columns named like what they hold: Email / E-mail, Phone / Mobile / SMS / Tel, Consent. */
export function detectColumns(header: readonly string[]): ColumnChoice {
  const find = (pattern: RegExp) => header.findIndex((h) => pattern.test(h));
  return { email: find(/e-?mail/i), phone: find(/phone|mobile|sms|\btel\b|cell/i), consent: find(/consent/i) };
}

/** One row to send, or why it cannot be: counted as the file counts rows. */
export type PreparedRow = { fileRow: number; row: SubscriberImportRow } | { fileRow: number; error: string };

export function prepareRows(csv: ParsedCsv, columns: ColumnChoice): PreparedRow[] {
  const cell = (cells: string[], index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
  return csv.records.map(({ fileRow, cells }) => {
    const row: SubscriberImportRow = {};
    const email = cell(cells, columns.email);
    const phone = cell(cells, columns.phone);
    const consent = cell(cells, columns.consent);
    if (email) row.email = email;
    if (phone) row.phone = phone;
    if (consent) row.consent_text = consent;
    if (!email && !phone) return { fileRow, error: 'No email address or phone number in this row.' };
    for (const key of Object.keys(BOUNDS) as (keyof typeof BOUNDS)[]) {
      const value = row[key];
      if (value !== undefined && value.length > BOUNDS[key])
        return { fileRow, error: `The ${key === 'consent_text' ? 'consent text' : key} is longer than ${BOUNDS[key]} characters.` };
    }
    return { fileRow, row };
  });
}

/** The rows to send, in batches the server takes, each row keeping its row number in the file. */
export function batches(prepared: readonly PreparedRow[]): { fileRows: number[]; rows: SubscriberImportRow[] }[] {
  const sendable = prepared.filter((p): p is { fileRow: number; row: SubscriberImportRow } => 'row' in p);
  const out: { fileRows: number[]; rows: SubscriberImportRow[] }[] = [];
  for (let start = 0; start < sendable.length; start += SUBSCRIBER_IMPORT_MAX_ROWS) {
    const slice = sendable.slice(start, start + SUBSCRIBER_IMPORT_MAX_ROWS);
    out.push({ fileRows: slice.map((p) => p.fileRow), rows: slice.map((p) => p.row) });
  }
  return out;
}

/** What a whole import did (or would do), its errors by row number in the file. */
export interface ImportSummary {
  added: number;
  existing: number;
  errors: { fileRow: number; message: string }[];
}

export const emptySummary = (prepared: readonly PreparedRow[]): ImportSummary => ({
  added: 0,
  existing: 0,
  errors: prepared.flatMap((p) => ('error' in p ? [{ fileRow: p.fileRow, message: p.error }] : [])),
});

/** A batch's reply added in: its 0-based row indexes become the file's row numbers. */
export function addBatch(summary: ImportSummary, fileRows: readonly number[], reply: SubscriberImportResult): ImportSummary {
  const errors = [...summary.errors, ...reply.errors.map((e) => ({ fileRow: fileRows[e.row] ?? -1, message: e.message }))];
  return { added: summary.added + reply.added, existing: summary.existing + reply.existing, errors: errors.sort((a, b) => a.fileRow - b.fileRow) };
}
