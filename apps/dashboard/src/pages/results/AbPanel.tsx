import { useAbReport, useKeepWinner } from '../../api/hooks.js';
import type { AbReport } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { QueryState } from '../../components/QueryState.js';
import { formatCount, percent } from '../format.js';

/** The verdict in words: which test, whether it may be read yet and why, and who won. */
export function verdictText(report: AbReport): string {
  const { verdict } = report;
  if (!verdict.readable) return `Not readable yet: ${verdict.reason}`;
  const winner = report.variants.find((v) => v.poptin_id === verdict.winner);
  const p = verdict.p_value === null ? '' : ` (p = ${verdict.p_value < 0.001 ? '< 0.001' : verdict.p_value.toFixed(3)})`;
  return winner ? `${winner.name} converts better${p}. ${verdict.reason}` : `No variant converts clearly better${p}. ${verdict.reason}`;
}

export function AbPanel({ groupId }: { groupId: string }) {
  const report = useAbReport(groupId);
  const keep = useKeepWinner(groupId);
  const data = report.data;
  const winner = data?.variants.find((v) => v.poptin_id === data.verdict.winner) ?? null;

  return (
    <section className="panel" aria-labelledby="ab-title">
      <h2 id="ab-title">A/B test</h2>
      <QueryState error={report.error} pending={report.isPending} label="the A/B test" />
      {data && (
        <>
          <div className="variants">
            {data.variants.map((v) => (
              <article key={v.poptin_id} className={v.poptin_id === data.verdict.winner ? 'variant winner' : 'variant'} aria-label={v.name}>
                <h3>{v.name} {v.poptin_id === data.verdict.winner && <span className="badge published">Winner</span>}</h3>
                <dl className="facts">
                  <dt>Views</dt><dd>{formatCount(v.views)}</dd>
                  <dt>Conversions</dt><dd>{formatCount(v.conversions)}</dd>
                  <dt>Rate</dt><dd>{v.views === 0 ? '—' : percent(v.conversion_rate)}</dd>
                  <dt>Likely range</dt><dd>{v.views === 0 ? '—' : `${percent(v.interval[0])} – ${percent(v.interval[1])}`}</dd>
                  <dt>Status</dt><dd>{v.status === 'published' ? 'Published' : 'Draft'}</dd>
                </dl>
              </article>
            ))}
          </div>
          <div className={data.verdict.readable ? 'verdict readable' : 'verdict'}>
            <p><strong>{verdictText(data)}</strong></p>
            <p className="muted small">Test: {data.test}. {data.explanation} At least {formatCount(data.verdict.min_views_per_variant)} views per variant before the result may be read.</p>
          </div>
          {winner && (
            <>
              <ConfirmDialog
                trigger={<button type="button" className="primary">Keep the winner</button>}
                title={`Keep “${winner.name}”?`}
                description={<p>“{winner.name}” stays published on its own and the test ends. {data.variants.length - 1 === 1 ? 'The other variant is' : 'The other variants are'} unpublished and leave the test.</p>}
                confirmLabel="Keep the winner" pendingLabel="Keeping…" danger={false}
                onConfirm={() => keep.mutateAsync(winner.poptin_id)}
              />
              {keep.isSuccess && <p role="status" className="success">“{winner.name}” is now the only one shown.</p>}
            </>
          )}
        </>
      )}
    </section>
  );
}
