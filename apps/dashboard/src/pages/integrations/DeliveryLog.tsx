import { useState } from 'react';
import { DELIVERY_STATUSES } from '@beckon/core/api';
import { useDeliveries, useResend, type Delivery, type DeliveryStatus } from '../../api/integrations.js';
import { ErrorText, QueryState } from '../../components/QueryState.js';
import { deliveryNote, EVENT_LABELS, STATUS_LABELS } from './words.js';

const PAGE_SIZE = 20;

function when(ms: number | null): string {
  return ms === null ? '—' : new Date(ms).toLocaleString();
}

interface DeliveryRowProps {
  delivery: Delivery;
  now: number;
  resending: boolean;
  onResend: () => void;
}

function DeliveryRow({ delivery: d, now, resending, onResend }: DeliveryRowProps) {
  return (
    <tr data-delivery-id={d.id}>
      <td>
        {EVENT_LABELS[d.event]}
        <span className="sub">{when(d.created_at)}</span>
      </td>
      <td>
        <span className={`badge ${d.status === 'delivered' ? 'published' : ''}`}>{STATUS_LABELS[d.status]}</span>
      </td>
      <td className="num">{d.last_status ?? '—'}</td>
      <td className="num">{d.duration_ms === null ? '—' : `${d.duration_ms} ms`}</td>
      <td className="num">{d.attempts}</td>
      <td className="wrap-anywhere">
        {when(d.last_attempt_at)}
        <span className="sub">{deliveryNote(d, now)}</span>
      </td>
      <td>
        <button type="button" disabled={resending} aria-label={`Resend the delivery of ${when(d.created_at)}`} onClick={onResend}>
          Resend
        </button>
      </td>
    </tr>
  );
}

function LogHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Event</th>
        <th scope="col">Status</th>
        <th scope="col" className="num">
          Response
        </th>
        <th scope="col" className="num">
          Time
        </th>
        <th scope="col" className="num">
          Attempts
        </th>
        <th scope="col">Last try / error</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

/** What the queue sent one endpoint: newest first, by status, a page at a time, each resendable. */
export function DeliveryLog({ integrationId, name }: { integrationId: string; name: string }) {
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  // The ids each page started after: the way back.
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  const before = pages[pages.length - 1];
  const log = useDeliveries(integrationId, { status: status || undefined, before, limit: PAGE_SIZE });
  const resend = useResend(integrationId);
  const now = Date.now();
  const titleId = `log-${integrationId}`;
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId}>Delivery log</h4>
      <div className="row">
        <label>
          Show{' '}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as DeliveryStatus | '');
              setPages([undefined]);
            }}
          >
            <option value="">All deliveries</option>
            {DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState error={log.error} pending={log.isPending} label="the delivery log" />
      {log.data?.deliveries.length === 0 && <p>Nothing sent yet.</p>}
      {log.data && log.data.deliveries.length > 0 && (
        <div className="table-wrap" tabIndex={0}>
          <table data-testid="delivery-log">
            <caption className="visually-hidden">Deliveries to {name}</caption>
            <LogHead />
            <tbody>
              {log.data.deliveries.map((d) => (
                <DeliveryRow key={d.id} delivery={d} now={now} resending={resend.isPending} onResend={() => resend.mutate(d.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ErrorText error={resend.error} />
      <div className="row">
        {pages.length > 1 && (
          <button type="button" onClick={() => setPages((p) => p.slice(0, -1))}>
            Newer
          </button>
        )}
        {log.data?.next && (
          <button type="button" onClick={() => setPages((p) => [...p, log.data!.next!])}>
            Older
          </button>
        )}
      </div>
    </section>
  );
}
