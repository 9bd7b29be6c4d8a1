import { CopyBox } from '../../components/CopyBox.js';
import type { KitProblem } from './kit-problems.js';
import { KitPreview } from './KitPreview.js';

interface KitOutputProps {
  markup: string;
  srcdoc: string;
  problems: KitProblem[];
  anyPart: boolean;
  /** What the preview cannot show, said beside it. */
  previewNote?: string | undefined;
  onStartOver: () => void;
}

function Status({ problems, anyPart }: Pick<KitOutputProps, 'problems' | 'anyPart'>) {
  if (problems.length > 0)
    return (
      <div className="problems" role="status">
        <p>
          <strong>{problems.length === 1 ? 'One thing to fix' : `${problems.length} things to fix`} so visitors get what you set:</strong>
        </p>
        <ul>
          {problems.map((p) => (
            <li key={p.path}>{p.message}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <p className={anyPart ? 'success' : 'hint'} role="status">
      {anyPart ? 'Ready to paste.' : 'Turn on a part to add it to the markup.'}
    </p>
  );
}

/** The markup to paste, what would make it differ from the form, and the kit running on a sample page. */
export function KitOutput({ markup, srcdoc, problems, anyPart, previewNote, onStartOver }: KitOutputProps) {
  return (
    <aside className="kit-output" aria-labelledby="kit-output-title">
      <section className="panel sticky">
        <h2 id="kit-output-title">Your markup</h2>
        <Status problems={problems} anyPart={anyPart} />
        <CopyBox label="Paste each part where it belongs in your pages; the script once per page" text={markup} buttonLabel="Copy markup" rows={10} />
        <KitPreview srcdoc={srcdoc} note={previewNote} />
        <button type="button" className="link" onClick={onStartOver}>
          Start over
        </button>
      </section>
    </aside>
  );
}
