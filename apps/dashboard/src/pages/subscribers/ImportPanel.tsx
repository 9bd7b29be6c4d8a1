import { useState } from 'react';
import { useImportDone, useImportSubscribers, useLists } from '../../api/hooks.js';
import { ErrorText } from '../../components/QueryState.js';
import {
  addBatch,
  batches,
  detectColumns,
  emptySummary,
  IMPORT_FILE_MAX_BYTES,
  parseCsv,
  prepareRows,
  type ColumnChoice,
  type ImportSummary,
  type ParsedCsv,
} from './csv-import.js';
import { ImportPreview, ImportReport } from './ImportPreview.js';

type Phase = 'ready' | 'checking' | 'checked' | 'importing' | 'done';

function ColumnSelect({ label, csv, value, onChange }: { label: string; csv: ParsedCsv; value: number; onChange: (index: number) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        <option value={-1}>None</option>
        {csv.header.map((name, index) => (
          <option key={index} value={index}>
            {name || `Column ${index + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Runs every batch of the file, dry or for real, adding up what the server says; stops at the first refused batch. */
function useImportRun(csv: ParsedCsv | null, columns: ColumnChoice, list: string, status: 'confirmed' | 'pending') {
  const send = useImportSubscribers();
  const done = useImportDone();
  const [phase, setPhase] = useState<Phase>('ready');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const run = async (dryRun: boolean) => {
    if (!csv) return;
    const prepared = prepareRows(csv, columns);
    const work = batches(prepared);
    let total = emptySummary(prepared);
    setPhase(dryRun ? 'checking' : 'importing');
    setProgress({ done: 0, total: work.length });
    try {
      for (const [index, batch] of work.entries()) {
        const reply = await send.mutateAsync({ list, rows: batch.rows, status, dry_run: dryRun });
        total = addBatch(total, batch.fileRows, reply);
        setProgress({ done: index + 1, total: work.length });
        setSummary(total);
      }
      setSummary(total);
      setPhase(dryRun ? 'checked' : 'done');
    } catch {
      setPhase(dryRun ? 'ready' : 'done');
    } finally {
      if (!dryRun) await done();
    }
  };
  return { phase, progress, summary, error: send.error, run, reset: () => (setPhase('ready'), setSummary(null), send.reset()) };
}

/** Issue 18: a CSV joins one list: columns chosen, a check of every row, then the import in batches. */
export function ImportPanel() {
  const lists = useLists();
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [columns, setColumns] = useState<ColumnChoice>({ email: -1, phone: -1, consent: -1 });
  const [list, setList] = useState('');
  const [status, setStatus] = useState<'confirmed' | 'pending'>('confirmed');
  const job = useImportRun(csv, columns, list, status);
  const chosen = lists.data?.find((l) => l.id === list);
  const busy = job.phase === 'checking' || job.phase === 'importing';

  const pick = async (file: File | undefined) => {
    job.reset();
    setCsv(null);
    setFileError(null);
    if (!file) return;
    if (file.size > IMPORT_FILE_MAX_BYTES) return setFileError('This file is over 20 MB: split it into smaller files.');
    const parsed = parseCsv(await file.text());
    if (parsed.records.length === 0) return setFileError('This file has no rows under its header.');
    setCsv(parsed);
    setColumns(detectColumns(parsed.header));
  };

  return (
    <section className="panel" aria-labelledby="import-title">
      <h2 id="import-title">Import from CSV</h2>
      <p className="hint">The first row names the columns. Each row joins the list as a sign-up would; someone who unsubscribed is not put back.</p>
      <label className="stack">
        CSV file
        <input type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => void pick(e.target.files?.[0])} />
      </label>
      {fileError && (
        <p className="error" role="alert">
          {fileError}
        </p>
      )}
      {csv && (
        <>
          <div className="grid-fields">
            <ColumnSelect label="Email column" csv={csv} value={columns.email} onChange={(email) => (job.reset(), setColumns({ ...columns, email }))} />
            <ColumnSelect label="Phone column" csv={csv} value={columns.phone} onChange={(phone) => (job.reset(), setColumns({ ...columns, phone }))} />
            <ColumnSelect label="Consent column" csv={csv} value={columns.consent} onChange={(consent) => (job.reset(), setColumns({ ...columns, consent }))} />
            <label>
              Into the list
              <select value={list} onChange={(e) => (job.reset(), setList(e.target.value), setStatus('confirmed'))}>
                <option value="">Choose a list…</option>
                {(lists.data ?? []).map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name} ({l.kind === 'sms' ? 'SMS' : 'email'})
                  </option>
                ))}
              </select>
            </label>
            <label>
              As
              <select value={status} onChange={(e) => (job.reset(), setStatus(e.target.value as 'confirmed' | 'pending'))}>
                <option value="confirmed">Confirmed: they agreed already (you keep the proof)</option>
                {chosen?.kind !== 'sms' && <option value="pending">Pending: each gets the confirmation email</option>}
              </select>
            </label>
          </div>
          <ImportPreview csv={csv} columns={columns} />
          <div className="row">
            <button type="button" disabled={busy || !list} onClick={() => void job.run(true)}>
              {job.phase === 'checking' ? 'Checking…' : 'Check the rows'}
            </button>
            <button type="button" className="primary" disabled={busy || !list || job.phase !== 'checked'} onClick={() => void job.run(false)}>
              {job.phase === 'importing' ? 'Importing…' : 'Import'}
            </button>
          </div>
          {busy && <progress max={job.progress.total} value={job.progress.done} aria-label={`Batch ${job.progress.done} of ${job.progress.total}`} />}
          <ErrorText error={job.error} />
          {job.summary && job.phase !== 'importing' && <ImportReport summary={job.summary} dryRun={job.phase !== 'done'} />}
        </>
      )}
    </section>
  );
}
