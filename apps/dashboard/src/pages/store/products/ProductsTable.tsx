import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { priceText, stockText, type CatalogueProduct } from './catalogue.js';

interface ProductsTableProps {
  products: CatalogueProduct[];
  onEdit: (product: CatalogueProduct) => void;
  onDelete: (product: CatalogueProduct) => Promise<unknown>;
}

function Price({ product }: { product: CatalogueProduct }) {
  const was = priceText(product.compare_at_price, product.currency_symbol);
  return (
    <>
      {priceText(product.price, product.currency_symbol)}
      {was && (
        <>
          {' '}
          <s className="muted">
            <span className="visually-hidden">was </span>
            {was}
          </s>
        </>
      )}
    </>
  );
}

function Row({ product, onEdit, onDelete }: { product: CatalogueProduct } & Omit<ProductsTableProps, 'products'>) {
  return (
    <tr>
      <td>{product.image ? <img src={product.image} alt="" width={40} height={40} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}</td>
      <th scope="row">{product.title}</th>
      <td>
        <code>{product.product_id}</code>
        {product.variant_id && product.variant_id !== product.product_id && (
          <span className="muted small">
            <br />
            variant <code>{product.variant_id}</code>
          </span>
        )}
      </td>
      <td>{product.category || <span className="muted">—</span>}</td>
      <td className="number">
        <Price product={product} />
      </td>
      <td className="number">{stockText(product.inventory_quantity)}</td>
      <td>{product.available ? 'Yes' : 'No'}</td>
      <td>
        <div className="row">
          <button type="button" onClick={() => onEdit(product)}>
            Edit<span className="visually-hidden"> {product.title}</span>
          </button>
          <ConfirmDialog
            trigger={
              <button type="button" className="danger-outline">
                Delete<span className="visually-hidden"> {product.title}</span>
              </button>
            }
            title={`Delete ${product.title}?`}
            description={<p>It leaves the catalogue: pop-ups no longer recommend it. An import or a shop feed may add it again.</p>}
            confirmLabel="Delete product"
            pendingLabel="Deleting…"
            onConfirm={() => onDelete(product)}
          />
        </div>
      </td>
    </tr>
  );
}

/** One page of the catalogue, most recently updated first. */
export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="products-table">
        <caption className="visually-hidden">The catalogue's products, most recently updated first</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Image</span>
            </th>
            <th scope="col">Title</th>
            <th scope="col">Product id</th>
            <th scope="col">Category</th>
            <th scope="col" className="number">
              Price
            </th>
            <th scope="col" className="number">
              Stock
            </th>
            <th scope="col">Available</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <Row key={product.product_id} product={product} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
