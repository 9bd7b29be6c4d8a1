import { useMemo } from 'react';
import { useTable } from '@tanstack/react-table';
import { useDeleteLead } from '../../api/hooks.js';
import type { LeadsPage } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { leadColumns, leadFeatures } from './lead-columns.js';

/** One page of leads, every field a column, each with its delete button. */
export function LeadsTable({ page, withSpam }: { page: LeadsPage; withSpam: boolean }) {
  const withPrize = page.leads.some((lead) => lead.prize);
  const columns = useMemo(() => leadColumns(page.columns, withSpam, withPrize), [page.columns, withSpam, withPrize]);
  const table = useTable({ features: leadFeatures, columns, data: page.leads, getRowId: (lead) => lead.id });
  const remove = useDeleteLead();

  return (
    <>
      {page.columns_truncated && (
        <p className="hint" role="note">
          These leads hold more answers than fit as columns; the first {page.columns.length} are shown, and the CSV carries the same.
        </p>
      )}
      <div className="table-wrap" tabIndex={0}>
        <table data-testid="leads-table">
          <caption className="visually-hidden">Leads, newest first</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    <table.FlexRender header={header} />
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-lead-id={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-col={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
                <td>
                  <ConfirmDialog
                    trigger={
                      <button
                        type="button"
                        className="small danger-outline"
                        aria-label={`Delete the lead ${row.original.email ?? `from ${new Date(row.original.created_at).toLocaleString()}`}`}
                      >
                        Delete
                      </button>
                    }
                    title="Delete this lead?"
                    description={
                      <p>
                        The lead {row.original.email ? <strong>{row.original.email}</strong> : 'without an email address'} from “{row.original.poptin_name}” is
                        deleted for good{row.original.email ? ', and with the last lead of this address go its activity, sessions and abandoned carts' : ''}. To
                        remove every lead of a visitor at once, use “Forget a visitor”.
                      </p>
                    }
                    confirmLabel="Delete lead"
                    pendingLabel="Deleting…"
                    onConfirm={() => remove.mutateAsync(row.original.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
