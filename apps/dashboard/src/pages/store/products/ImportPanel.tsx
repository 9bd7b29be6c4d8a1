import { useId, useState } from 'react';
import { useStore } from '../../../api/hooks.js';
import { formatCount } from '../../format.js';
import { currencySymbolOf } from '../currency.js';
import { useCatalogueImported } from './catalogue-hooks.js';
import { IMPORT_FILE_MAX_BYTES, ImportError, MAX_CATALOGUE_BATCH, parseCatalogueFile, type ParsedImport } from './import-parse.js';
import { ImportPreview } from './ImportPreview.js';
import { canReplace, runImport, type ImportMode, type ImportOutcome } from './run-import.js';

type Read = { fileName: string; parsed: ParsedImport } | { fileName: string; error: string } | null;

async function readFile(file: File, currencySymbol: string): Promise<Read> {
  if (file.size > IMPORT_FILE_MAX_BYTES) return { fileName: file.name, error: `The file is larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB.` };
  try {
    return { fileName: file.name, parsed: parseCatalogueFile(file.name, await file.text(), currencySymbol) };
  } catch (e) {
    return { fileName: file.name, error: e instanceof ImportError ? e.message : `The file could not be read: ${(e as Error).message}` };
  }
}

function ModeChoice({ mode, count, onMode }: { mode: ImportMode; count: number; onMode: (m: ImportMode) => void }) {
  const replaceable = canReplace(count);
  return (
    <fieldset>
      <legend>How to import</legend>
      <label className="check">
        <input type="radio" name="catalogue-import-mode" checked={mode === 'add'} onChange={() => onMode('add')} />
        Add new products and update those whose id is already in the catalogue
      </label>
      <label className="check">
        <input type="radio" name="catalogue-import-mode" checked={mode === 'replace'} disabled={!replaceable} onChange={() => onMode('replace')} />
        Replace the whole catalogue: products not in the file are removed
      </label>
      {!replaceable && count > 0 && (
        <p className="hint">
          A replacement is sent in one go, which holds at most {MAX_CATALOGUE_BATCH} products; this file has {formatCount(count)}. Add them instead, then delete
          what should go, or split the file.
        </p>
      )}
    </fieldset>
  );
}

function Outcome({ outcome }: { outcome: ImportOutcome }) {
  return outcome.ok ? (
    <p role="status" className="success">
      Imported {formatCount(outcome.imported)} {outcome.imported === 1 ? 'product' : 'products'}. The catalogue holds {formatCount(outcome.catalogue)} now.
    </p>
  ) : (
    <p role="alert" className="error">
      {outcome.message}
    </p>
  );
}

/** Issue 19: a Shopify product export, a catalogue CSV or a JSON export, previewed, then added or put in place of the catalogue. */
export function ImportPanel({ clientId }: { clientId: string }) {
  const id = useId();
  const imported = useCatalogueImported(clientId);
  const currency = useStore(clientId).data?.currency ?? '';
  const [read, setRead] = useState<Read>(null);
  const [mode, setMode] = useState<ImportMode>('add');
  const [progress, setProgress] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // A new input after an import: choosing the same file again reads it again.
  const [fileKey, setFileKey] = useState(0);
  const parsed = read && 'parsed' in read ? read.parsed : null;
  const count = parsed?.products.length ?? 0;

  const choose = async (file: File | undefined) => {
    setOutcome(null);
    setMode('add');
    setRead(file ? await readFile(file, currencySymbolOf(currency)) : null);
  };
  const start = async () => {
    if (!parsed) return;
    setOutcome(null);
    const result = await runImport(clientId, parsed.products, mode === 'replace' && canReplace(count) ? 'replace' : 'add', (done, of) =>
      setProgress(`Importing… batch ${done + 1} of ${of}`),
    );
    setProgress(null);
    setOutcome(result);
    if (result.ok) {
      setRead(null);
      setFileKey((k) => k + 1);
    }
    await imported();
  };

  return (
    <div className="stack">
      <h2 id={`${id}-title`}>Import from a file</h2>
      <p className="hint" id={`${id}-hint`}>
        A Shopify product export (Products → Export → CSV), a CSV with the columns product_id, variant_id, title, handle, desc, image, price, compare_at_price,
        currency_symbol, inventory_quantity, category, or a JSON export of this page. Products without a currency symbol take the shop's.
      </p>
      <label>
        File
        <input
          key={fileKey}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={`${id}-hint`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      {read && 'error' in read && (
        <p role="alert" className="error">
          {read.fileName}: {read.error}
        </p>
      )}
      {parsed && read && <ImportPreview fileName={read.fileName} parsed={parsed} />}
      {parsed && count > 0 && (
        <>
          <ModeChoice mode={mode} count={count} onMode={setMode} />
          <div className="row">
            <button type="button" className="primary" disabled={progress !== null} onClick={() => void start()}>
              {mode === 'replace' ? `Replace the catalogue with ${formatCount(count)} products` : `Import ${formatCount(count)} products`}
            </button>
          </div>
        </>
      )}
      {progress && <p role="status">{progress}</p>}
      {outcome && <Outcome outcome={outcome} />}
    </div>
  );
}
