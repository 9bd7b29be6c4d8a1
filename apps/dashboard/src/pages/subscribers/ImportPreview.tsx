import type { ColumnChoice, ImportSummary, ParsedCsv } from './csv-import.js';

export const PREVIEW_ROWS = 5;

/** The first rows of the file as they will be read: the chosen columns only. */
export function ImportPreview({ csv, columns }: { csv: ParsedCsv; columns: ColumnChoice }) {
  const shown = (['email', 'phone', 'consent'] as const).filter((key) => columns[key] >= 0);
  return (
    <div className="table-wrap" tabIndex={0}>
      <table data-testid="import-preview">
        <caption>
          The first {Math.min(PREVIEW_ROWS, csv.records.length)} of {csv.records.length} rows
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {shown.map((key) => (
              <th key={key} scope="col">
                {key === 'email' ? 'Email' : key === 'phone' ? 'Phone' : 'Consent'} <span className="muted">({csv.header[columns[key]]})</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {csv.records.slice(0, PREVIEW_ROWS).map((record) => (
            <tr key={record.fileRow}>
              <td className="num">{record.fileRow}</td>
              {shown.map((key) => (
                <td key={key} className="wrap-anywhere">
                  {record.cells[columns[key]] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the check or the import found: counts, then every refused row by its number in the file. */
export function ImportReport({ summary, dryRun }: { summary: ImportSummary; dryRun: boolean }) {
  return (
    <div className="import-report" data-testid={dryRun ? 'import-check' : 'import-summary'}>
      <p role="status">
        {dryRun ? 'Would add' : 'Added'} {summary.added}; already on the list {summary.existing}; errors {summary.errors.length}.
      </p>
      {summary.errors.length > 0 && (
        <ul className="import-errors" aria-label="Rows with errors">
          {summary.errors.slice(0, 200).map((e) => (
            <li key={`${e.fileRow}:${e.message}`}>
              Row {e.fileRow}: {e.message}
            </li>
          ))}
          {summary.errors.length > 200 && <li>…and {summary.errors.length - 200} more.</li>}
        </ul>
      )}
    </div>
  );
}
