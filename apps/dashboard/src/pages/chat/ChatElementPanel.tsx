import { useState } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { CopyBox } from '../../components/CopyBox.js';
import { defaultChatForm, readChatElement, type ChatForm, type ChatProblem } from './chat-form.js';

interface ChatElementPanelProps {
  html: string;
  problems: ChatProblem[];
  reset: UseFormReset<ChatForm>;
}

/** The element to paste, what stops it from working, and the way back from an element already pasted. */
export function ChatElementPanel({ html, problems, reset }: ChatElementPanelProps) {
  const [pasted, setPasted] = useState('');
  const [importNote, setImportNote] = useState<{ ok: boolean; text: string } | null>(null);

  const importElement = () => {
    const read = readChatElement(pasted);
    if (!read) return setImportNote({ ok: false, text: 'No element with class="qlwapp" in what you pasted.' });
    reset(read.form);
    setImportNote({
      ok: read.malformed.length === 0,
      text:
        read.malformed.length === 0
          ? 'Loaded. Change it below and copy the new element.'
          : `Loaded, but ${read.malformed.join(', ')} could not be read and got their defaults.`,
    });
  };

  return (
    <aside className="chat-output" aria-labelledby="chat-output-title">
      <section className="panel sticky">
        <h2 id="chat-output-title">Your element</h2>
        {problems.length > 0 ? (
          <div className="problems" role="status">
            <p>
              <strong>{problems.length === 1 ? 'One thing to fix' : `${problems.length} things to fix`} before visitors can reach you:</strong>
            </p>
            <ul>
              {problems.map((p) => (
                <li key={p.path}>{p.message}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="success" role="status">
            Ready to paste.
          </p>
        )}
        <CopyBox label="Paste this before </body> on every page that should have the chat" text={html} buttonLabel="Copy element" rows={10} />
        <details className="import">
          <summary>Edit an element you already have</summary>
          <label htmlFor="chat-import">Paste it here</label>
          <textarea id="chat-import" className="code" rows={4} value={pasted} onChange={(e) => setPasted(e.target.value)} />
          <button type="button" onClick={importElement} disabled={!pasted.trim()}>
            Load into the form
          </button>
          {importNote && (
            <p role="status" className={importNote.ok ? 'success' : 'error'}>
              {importNote.text}
            </p>
          )}
        </details>
        <button
          type="button"
          className="link"
          onClick={() => {
            reset(defaultChatForm());
            setImportNote(null);
          }}
        >
          Start over
        </button>
      </section>
    </aside>
  );
}
