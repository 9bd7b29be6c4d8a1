import { useId, type ReactNode } from 'react';
import { useEditor } from './context.js';
import { ItemProblems } from './controls.js';
import { ItemToolbar } from './ItemToolbar.js';
import { getIn, type Path } from './model.js';

/** A list of rows (filter pairs, targeting rules, prizes), each edited in place, added and removed by button. */
export function RowList<T>({
  path,
  newRow,
  itemName,
  addLabel,
  children,
  empty,
  max,
  fullHint,
}: {
  path: Path;
  newRow: () => T;
  itemName: string;
  addLabel: string;
  empty?: string;
  /** no more rows than this: the add button is disabled and `fullHint` says why */
  max?: number;
  fullHint?: string;
  children: (rowPath: Path, row: T, index: number) => ReactNode;
}) {
  const { settings, set } = useEditor();
  const rows = (getIn(settings, path) as T[] | undefined) ?? [];
  const hintId = useId();
  const full = max !== undefined && rows.length >= max;
  return (
    <div className="ed-rows" data-path={path}>
      <ItemProblems path={path} />
      {rows.length === 0 && empty && <p className="ed-empty">{empty}</p>}
      <ol className="ed-list">
        {rows.map((row, i) => (
          <li key={i} className="ed-card ed-row">
            <div className="ed-card-head">
              <strong>
                {itemName} {i + 1}
              </strong>
              <ItemToolbar listPath={path} index={i} name={`${itemName.toLowerCase()} ${i + 1}`} />
            </div>
            <ItemProblems path={`${path}.${i}`} />
            <div className="ed-grid">{children(`${path}.${i}`, row, i)}</div>
          </li>
        ))}
      </ol>
      <button type="button" disabled={full} aria-describedby={full && fullHint ? hintId : undefined} onClick={() => set(path, [...rows, newRow()])}>
        {addLabel}
      </button>
      {full && fullHint && (
        <p className="ed-hint" id={hintId}>
          {fullHint}
        </p>
      )}
    </div>
  );
}
