import type { RefObject } from 'react';
import type { Path } from './model.js';
import type { Problems } from './use-problems.js';

/** Every setting that stops a save, each a link to its control. */
export function ProblemSummary({
  problems,
  summaryRef,
  goTo,
}: {
  problems: Problems;
  summaryRef: RefObject<HTMLDivElement | null>;
  goTo: (path: Path) => void;
}) {
  const { count, nameProblem } = problems;
  return (
    <div className="ed-problems" ref={summaryRef} tabIndex={-1} role="region" aria-labelledby="ed-problems-title">
      <h2 id="ed-problems-title">{count === 1 ? 'One setting needs fixing' : `${count} settings need fixing`}</h2>
      <ul>
        {nameProblem && (
          <li>
            <button type="button" className="ed-link" onClick={() => document.getElementById('ed-name')?.focus()}>
              Name: {nameProblem}
            </button>
          </li>
        )}
        {problems.list.map((p) => (
          <li key={`${p.path}:${p.message}`}>
            <button type="button" className="ed-link" onClick={() => goTo(p.path)}>
              {p.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
