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

const DAY_MS = 86_400_000;
/** 0000-01-01 and 10000-01-01 UTC: the years a four-digit date holds. */
const FIRST_WRITTEN = -62_167_219_200_000;
const PAST_WRITTEN = 253_402_300_800_000;
/** The last day written: an export's rows come in time order, so most share the one before's day. */
let lastDay = { day: NaN, text: '' };
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `2024-05-01 13:45:10`: a form every spreadsheet reads as a date and time. */
export function csvTime(epochMs: number): string {
  // Outside years 0000–9999 (or not a time at all), Date writes it (or says what is wrong).
  if (!(epochMs >= FIRST_WRITTEN && epochMs < PAST_WRITTEN)) return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
  const day = Math.floor(epochMs / DAY_MS);
  if (day !== lastDay.day) lastDay = { day, text: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  const seconds = Math.floor((epochMs - day * DAY_MS) / 1000);
  return `${lastDay.text} ${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
}
