import { useAbReport, useKeepWinner } from '../../api/hooks.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { QueryState } from '../../components/QueryState.js';
import { formatCount, percent } from '../format.js';

/** `onKept` hears the winner's name: once kept, the test is over and this panel goes with it. */
export function AbPanel({ groupId, onKept }: { groupId: string; onKept: (name: string) => void }) {
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
                <h3>
                  {v.name} {v.poptin_id === data.verdict.winner && <span className="badge published">Winner</span>}
                </h3>
                <dl className="facts">
                  <dt>Views</dt>
                  <dd>{formatCount(v.views)}</dd>
                  <dt>Conversions</dt>
                  <dd>{formatCount(v.conversions)}</dd>
                  <dt>Rate</dt>
                  <dd>{v.views === 0 ? '—' : percent(v.conversion_rate)}</dd>
                  <dt>Likely range</dt>
                  <dd>{v.views === 0 ? '—' : `${percent(v.interval[0])} – ${percent(v.interval[1])}`}</dd>
                  <dt>Status</dt>
                  <dd>{v.status === 'published' ? 'Published' : 'Draft'}</dd>
                </dl>
              </article>
            ))}
          </div>
          <div className={data.verdict.readable ? 'verdict readable' : 'verdict'}>
            {/* Core's verdict already says which variant, by how much, p, and what is still missing. */}
            <p>
              <strong>{data.verdict.reason}</strong>
            </p>
            <p className="muted small">
              Test: {data.test}. {data.explanation} At least {formatCount(data.verdict.min_views_per_variant)} views per variant before the result may be read.
            </p>
          </div>
          {winner && (
            <>
              <ConfirmDialog
                trigger={
                  <button type="button" className="primary">
                    Keep the winner
                  </button>
                }
                title={`Keep “${winner.name}”?`}
                description={
                  <p>
                    “{winner.name}” stays published on its own and the test ends.{' '}
                    {data.variants.length - 1 === 1 ? 'The other variant is' : 'The other variants are'} unpublished and leave the test.
                  </p>
                }
                confirmLabel="Keep the winner"
                pendingLabel="Keeping…"
                danger={false}
                onConfirm={async () => {
                  await keep.mutateAsync(winner.poptin_id);
                  onKept(winner.name);
                }}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
