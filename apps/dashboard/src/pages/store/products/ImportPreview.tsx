import { formatCount } from '../../format.js';
import { priceText } from './catalogue.js';
import type { ParsedImport } from './import-parse.js';

/** Rows shown before importing, and problems listed before "and N more". */
const SHOWN_ROWS = 5;
const SHOWN_PROBLEMS = 20;

const FORMAT_LABELS: Record<ParsedImport['format'], string> = {
  'shopify-csv': 'a Shopify product export',
  csv: 'a catalogue CSV',
  json: 'a JSON catalogue',
};

function Problems({ problems, rowWord }: { problems: ParsedImport['problems']; rowWord: string }) {
  if (problems.length === 0) return null;
  const more = problems.length - SHOWN_PROBLEMS;
  return (
    <div>
      <h4>Not imported</h4>
      <ul className="small">
        {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
          <li key={p.row}>
            {rowWord} {p.row}: {p.message}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="muted small">…and {formatCount(more)} more.</p>}
    </div>
  );
}

/** What the file holds before anything is sent: how many products, the first ones, and each row that cannot be imported. */
export function ImportPreview({ fileName, parsed }: { fileName: string; parsed: ParsedImport }) {
  const rowWord = parsed.format === 'json' ? 'Item' : 'Row';
  return (
    <div className="stack" aria-labelledby="catalogue-import-preview">
      <h3 id="catalogue-import-preview">Preview</h3>
      <p>
        <strong>{fileName}</strong> is {FORMAT_LABELS[parsed.format]}: <strong>{formatCount(parsed.products.length)}</strong>{' '}
        {parsed.products.length === 1 ? 'product' : 'products'} to import
        {parsed.continued > 0 && `, ${formatCount(parsed.continued)} rows adding variants or images to the product above (the first variant is kept)`}
        {parsed.problems.length > 0 && `, ${formatCount(parsed.problems.length)} ${parsed.problems.length === 1 ? 'row' : 'rows'} with problems`}.
      </p>
      {parsed.products.length > 0 && (
        <div className="table-wrap" tabIndex={0}>
          <table>
            <caption className="visually-hidden">The first products of the file</caption>
            <thead>
              <tr>
                <th scope="col">{rowWord}</th>
                <th scope="col">Product id</th>
                <th scope="col">Title</th>
                <th scope="col">Price</th>
                <th scope="col">Category</th>
              </tr>
            </thead>
            <tbody>
              {parsed.products.slice(0, SHOWN_ROWS).map(({ row, product }) => (
                <tr key={row}>
                  <td>{row}</td>
                  <td>
                    <code>{product.product_id}</code>
                  </td>
                  <td>{product.title}</td>
                  <td>{priceText(product.price, product.currency_symbol ?? '')}</td>
                  <td>{product.category ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Problems problems={parsed.problems} rowWord={rowWord} />
    </div>
  );
}
