import { useState } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import type { PopupSummary } from '../../api/types.js';
import { formatCount, formatTime, percent, timeAgo } from '../format.js';
import { formatLabel, typeLabel } from './catalogue.js';
import { PopupActions, StatusToggle } from './PopupActions.js';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
});
const helper = createColumnHelper<typeof features, PopupSummary>();

/** A number column: right-aligned, sorted as numbers, biggest first on the first click. */
const numeric = { sortFn: 'basic' as const, sortDescFirst: true, meta: { numeric: true } };

const columns = helper.columns([
  helper.accessor('name', {
    header: 'Name',
    sortFn: 'text',
    cell: ({ row }) => (
      <>
        <Link to={`/poptins/${row.original.poptin_id}/edit`}>{row.original.name}</Link>
        {row.original.ab_test_parent_id && <span className="sub">A/B variant</span>}
      </>
    ),
  }),
  helper.accessor('site_name', { header: 'Site', sortFn: 'text' }),
  helper.accessor('status', { header: 'Status', sortFn: 'text', cell: ({ row }) => <StatusToggle popup={row.original} /> }),
  helper.accessor((p) => `${typeLabel(p.type)} · ${formatLabel(p.format, p.type)}`, { id: 'type', header: 'Type · format', sortFn: 'alphanumeric' }),
  helper.accessor('views', { header: 'Views', ...numeric, cell: ({ getValue }) => formatCount(getValue()) }),
  helper.accessor('conversions', { header: 'Conversions', ...numeric, cell: ({ getValue }) => formatCount(getValue()) }),
  helper.accessor('conversion_rate', {
    header: 'Rate',
    ...numeric,
    cell: ({ row }) => (row.original.views === 0 ? '—' : percent(row.original.conversion_rate)),
  }),
  helper.accessor('updated_at', {
    header: 'Last change',
    sortFn: 'basic',
    sortDescFirst: true,
    cell: ({ getValue }) => (
      <time dateTime={new Date(getValue()).toISOString()} title={formatTime(getValue())}>
        {timeAgo(getValue())}
      </time>
    ),
  }),
]);

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The pop-ups, sortable by any column (click a heading; again to reverse). */
export function PopupsTable({ popups, onDuplicated }: { popups: PopupSummary[]; onDuplicated: (id: string) => void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updated_at', desc: true }]);
  const table = useTable({ features, columns, data: popups, state: { sorting }, onSortingChange: setSorting, getRowId: (p) => p.poptin_id });

  return (
    <div className="table-wrap" tabIndex={0}>
      <table data-testid="popups-table">
        <caption className="visually-hidden">
          Pop-ups, sorted by {sorting[0] ? `${sorting[0].id}, ${sorting[0].desc ? 'descending' : 'ascending'}` : 'nothing'}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const isNumeric = Boolean((header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric);
                return (
                  <th key={header.id} scope="col" className={isNumeric ? 'num' : undefined} aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
                    <button type="button" className="sort" onClick={header.column.getToggleSortingHandler()}>
                      <table.FlexRender header={header} />
                      <span aria-hidden="true" className="sort-mark">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                      </span>
                    </button>
                  </th>
                );
              })}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-poptin-id={row.original.poptin_id}>
              {row.getAllCells().map((cell) => {
                const isNumeric = Boolean((cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric);
                return (
                  <td key={cell.id} className={isNumeric ? 'num' : undefined} data-col={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
              <td>
                <PopupActions popup={row.original} onDuplicated={onDuplicated} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
