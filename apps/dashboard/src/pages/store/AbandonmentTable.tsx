import { formatTime } from '../format.js';
import { cartValue, kindLabel, productLabel, type Abandonment } from './abandonment.js';

/** How many products a row names before it says "and N more": a cart may hold fifty. */
const SHOWN_PRODUCTS = 3;

function Products({ row }: { row: Abandonment }) {
  const shown = row.products.slice(0, SHOWN_PRODUCTS).map(productLabel).join(', ');
  const more = row.products.length - SHOWN_PRODUCTS;
  return (
    <span title={row.products.map(productLabel).join(', ')}>
      {shown}
      {more > 0 && <span className="muted"> and {more} more</span>}
    </span>
  );
}

interface AbandonmentTableProps {
  rows: Abandonment[];
  shop: { platform: string | null; currency: string };
}

/** What visitors left, newest first; the platform and currency are the site's shop's. */
export function AbandonmentTable({ rows, shop }: AbandonmentTableProps) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="abandonment-table">
        <caption className="visually-hidden">Browse and cart abandonment, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Customer</th>
            <th scope="col">Products</th>
            <th scope="col" className="number">
              Cart value
            </th>
            <th scope="col">Kind</th>
            <th scope="col">Platform</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatTime(row.created_at)}</td>
              <td>{row.customer}</td>
              <td>
                <Products row={row} />
              </td>
              <td className="number">{cartValue(row.total_cart_value, shop.currency)}</td>
              <td>{kindLabel(row.data_for)}</td>
              <td>{shop.platform === 'wix' ? 'Wix' : shop.platform === 'shopify' ? 'Shopify' : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
