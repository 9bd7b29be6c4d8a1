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
export const UTF8_BOM = '\uFEFF';

/** `2024-05-01 13:45:10`: a form every spreadsheet reads as a date and time. */
export function csvTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}
