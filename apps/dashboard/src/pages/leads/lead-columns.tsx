import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import type { LeadColumn, LeadRow } from '../../api/types.js';
import { formatTime, pathOf, triggerLabel } from '../format.js';

export const leadFeatures = tableFeatures({});
const helper = createColumnHelper<typeof leadFeatures, LeadRow>();

/** The value a lead gave for a field, '' when its pop-up did not ask for it. */
export function fieldValue(lead: LeadRow, fieldKey: string): string {
  return lead.fields.find((f) => f.field_key === fieldKey)?.value ?? '';
}

/** Issue 17: what the visitor drew on a gamified pop-up; a losing draw says so. */
export function PrizeCell({ prize }: { prize: LeadRow['prize'] }) {
  if (!prize) return <>—</>;
  if (!prize.won) return <>{prize.label ? `${prize.label} (no prize)` : '(no prize)'}</>;
  return (
    <>
      {prize.label}
      {prize.code && (
        <>
          {' '}
          <code>{prize.code}</code>
        </>
      )}
    </>
  );
}

/** The prize as text, for sorting and for reading the column out of the row. */
const prizeText = (lead: LeadRow): string => (lead.prize ? `${lead.prize.label} ${lead.prize.won ? lead.prize.code : '(no prize)'}`.trim() : '');

/**
 * The leads table's columns: when, the address, where from, then one column per field key any
 * listed lead has (the API's `columns`; the email field has its own column already), then the
 * page, referrer, trigger (in words, as Results names it) and the pop-up's tag. When a listed lead
 * played a gamified pop-up, the prize it drew. With automated submissions shown, why each looks
 * automated.
 */
export function leadColumns(fields: LeadColumn[], withSpam: boolean, withPrize = false) {
  return helper.columns([
    helper.accessor('created_at', {
      header: 'Received',
      cell: ({ getValue }) => <time dateTime={new Date(getValue()).toISOString()}>{formatTime(getValue())}</time>,
    }),
    helper.accessor((lead) => lead.email ?? '', { id: 'email', header: 'Email', cell: ({ getValue }) => getValue() || '—' }),
    helper.accessor('poptin_name', { header: 'Pop-up' }),
    helper.accessor('site_name', { header: 'Site' }),
    ...fields
      .filter((f) => f.field_key !== 'email')
      .map((f) => helper.accessor((lead) => fieldValue(lead, f.field_key), { id: `field:${f.field_key}`, header: f.label || f.field_key })),
    ...(withPrize ? [helper.accessor(prizeText, { id: 'prize', header: 'Prize', cell: ({ row }) => <PrizeCell prize={row.original.prize} /> })] : []),
    helper.accessor('url', { header: 'Page', cell: ({ getValue }) => <span title={getValue()}>{pathOf(getValue())}</span> }),
    helper.accessor('referrer', { header: 'Came from', cell: ({ getValue }) => (getValue() ? <span title={getValue()}>{pathOf(getValue())}</span> : '—') }),
    helper.accessor('trigger', { header: 'Trigger', cell: ({ getValue }) => (getValue() ? triggerLabel(getValue()) : '—') }),
    helper.accessor((lead) => lead.tag ?? '', { id: 'tag', header: 'Tag', cell: ({ getValue }) => getValue() || '—' }),
    ...(withSpam ? [helper.accessor((lead) => lead.spam ?? '', { id: 'spam', header: 'Automated?', cell: ({ getValue }) => getValue() || 'No' })] : []),
  ]);
}
