import type { ViewedProduct } from '../../api/types.js';
import { formatTime } from '../format.js';
import { viewedProductLabel } from './viewed-products.js';

/** What Wix members looked at, newest first; every cell is text the member's page sent, shown as text. */
export function ViewedProductsTable({ rows }: { rows: ViewedProduct[] }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="abandonment-table">
        <caption className="visually-hidden">Products Wix members viewed, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Member ID</th>
            <th scope="col">Product</th>
            <th scope="col">Product ID</th>
            <th scope="col">Category</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatTime(row.created_at)}</td>
              <td>{row.customer_id}</td>
              <td>{viewedProductLabel(row)}</td>
              <td>{row.product_id}</td>
              <td>{row.category || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
