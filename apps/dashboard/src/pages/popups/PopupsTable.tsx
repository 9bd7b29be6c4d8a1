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

/** The sorting in words for the caption: the column's heading, not its id. */
function sortedBy(table: { getColumn: (id: string) => { id: string; columnDef: { header?: unknown } } | undefined }, sorting: SortingState): string {
  const first = sorting[0];
  if (!first) return 'nothing';
  const column = table.getColumn(first.id);
  return `${column ? headingOf(column) : first.id}, ${first.desc ? 'descending' : 'ascending'}`;
}

/** A column's heading as text, for the label each cell carries when rows stack into cards (narrow windows). */
const headingOf = (column: { id: string; columnDef: { header?: unknown } }): string =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;

/**
 * The pop-ups, sortable by any column (click a heading; again to reverse). Every action of a row
 * stays in view: at laptop widths the actions wrap two by two; on a phone each row is a card
 * (styles.css, `.popups-table`), each value under its column's name.
 */
export function PopupsTable({ popups, onDuplicated }: { popups: PopupSummary[]; onDuplicated: (id: string) => void }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updated_at', desc: true }]);
  const table = useTable({ features, columns, data: popups, state: { sorting }, onSortingChange: setSorting, getRowId: (p) => p.poptin_id });

  return (
    <div className="table-wrap" tabIndex={0}>
      <table data-testid="popups-table" className="popups-table">
        <caption className="visually-hidden">Pop-ups, sorted by {sortedBy(table, sorting)}</caption>
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
                  <td key={cell.id} className={isNumeric ? 'num' : undefined} data-col={cell.column.id} data-label={headingOf(cell.column)}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
              <td data-col="actions">
                <PopupActions popup={row.original} onDuplicated={onDuplicated} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
