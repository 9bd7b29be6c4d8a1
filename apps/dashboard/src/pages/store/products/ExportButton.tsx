import { useState } from 'react';
import { fetchWholeCatalogue } from './catalogue-hooks.js';

/** Hands the browser a file to save, made here: the listing is paged, the export is all of it. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The whole catalogue as JSON, in the listing's shape: the import reads it back. */
export function ExportButton({ clientId }: { clientId: string }) {
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const run = async () => {
    setState({ pending: true, error: null });
    try {
      const products = await fetchWholeCatalogue(clientId);
      download(`catalogue-${clientId}.json`, JSON.stringify({ total: products.length, products }, null, 2));
      setState({ pending: false, error: null });
    } catch (e) {
      setState({ pending: false, error: (e as Error).message });
    }
  };
  return (
    <>
      <button type="button" disabled={state.pending} onClick={() => void run()}>
        {state.pending ? 'Exporting…' : 'Export JSON'}
      </button>
      {state.error && (
        <p className="error" role="alert">
          Could not export the catalogue: {state.error}
        </p>
      )}
    </>
  );
}
