import { useState } from 'react';
import { Link } from 'react-router';
import { BUTTONS_ACTIONS, MAX_STORE_PRODUCTS, type StoreProduct } from '@beckon/core';
import { useStore } from '../api/hooks.js';
import { useDebounced } from '../hooks/useDebounced.js';
import { useCatalogue, useCategories } from '../pages/store/products/catalogue-hooks.js';
import { SEARCH_MAX } from '../pages/store/products/product-input.js';
import { useEditor } from './context.js';
import { ItemProblems, NumberControl, SelectControl, TextControl } from './controls.js';
import { ItemToolbar } from './ItemToolbar.js';
import { controlId, getIn, type Path } from './model.js';
import { BUTTONS_ACTION_LABELS } from './labels.js';
import { SegmentedChoice } from './SegmentedChoice.js';
import { usePopupSite } from './use-popup-site.js';
import { ImagePicker } from './image/ImagePicker.js';

const PRODUCT_TEXT: Array<{ key: keyof StoreProduct; label: string }> = [
  { key: 'title', label: 'Title' },
  { key: 'image', label: 'Image address' },
  { key: 'handle', label: 'Store handle (link)' },
  { key: 'product_id', label: 'Product id' },
  { key: 'variant_id', label: 'Variant id' },
  { key: 'currency_symbol', label: 'Currency symbol' },
  { key: 'desc', label: 'Description' },
];

/** Results the catalogue search offers at once. */
const SEARCH_RESULTS = 10;

function newProduct(): StoreProduct {
  return {
    product_id: '',
    variant_id: '',
    image: '',
    desc: '',
    title: '',
    handle: '',
    inventory_quantity: null,
    price: '',
    compare_at_price: null,
    currency_symbol: '$',
  };
}

type Source = 'typed' | 'category' | 'picked';

const SOURCES: ReadonlyArray<readonly [Source, string]> = [
  ['typed', 'Products I type in'],
  ['category', 'A category of my catalogue'],
  ['picked', 'Products I pick'],
];

/** The pop-up's site and whether it has a catalogue: a connected shop, or products already. */
function useSiteCatalogue() {
  const { clientId, siteName } = usePopupSite();
  const store = useStore(clientId ?? '');
  const ready = clientId !== null && store.data !== undefined;
  const hasCatalogue = ready && (Boolean(store.data.shop) || store.data.products > 0);
  return { clientId, siteName, ready, hasCatalogue };
}

/** The snapshot: products typed in, shown as they are. */
function TypedProducts({ path }: { path: Path }) {
  const { settings, set } = useEditor();
  const products = (getIn(settings, `${path}.products`) as StoreProduct[] | undefined) ?? [];
  return (
    <>
      <ol className="ed-list">
        {products.map((product, i) => (
          <li key={i} className="ed-card">
            <div className="ed-card-head">
              <strong>Product {i + 1}</strong>
              <ItemToolbar listPath={`${path}.products`} index={i} name={`product ${i + 1}`} />
            </div>
            <div className="ed-grid">
              {PRODUCT_TEXT.map(({ key, label }) => (
                <TextControl key={key} path={`${path}.products.${i}.${key}`} label={label} />
              ))}
              <ImagePicker
                label={`Product ${i + 1} picture`}
                value={product.image ?? ''}
                use="card"
                onPick={(url) => set(`${path}.products.${i}.image`, url)}
              />
              <NumberControl path={`${path}.products.${i}.price`} label="Price" step={0.01} min={0} empty="" />
              <NumberControl path={`${path}.products.${i}.compare_at_price`} label="Was (compare-at price)" step={0.01} min={0} empty={null} />
              <NumberControl
                path={`${path}.products.${i}.inventory_quantity`}
                label="In stock"
                hint="Empty when the store does not track stock; 0 shows “Sold out”."
                min={0}
                empty={null}
              />
            </div>
          </li>
        ))}
      </ol>
      <button type="button" disabled={products.length >= MAX_STORE_PRODUCTS} onClick={() => set(`${path}.products`, [...products, newProduct()])}>
        Add product{products.length >= MAX_STORE_PRODUCTS ? ` (at most ${MAX_STORE_PRODUCTS})` : ''}
      </button>
    </>
  );
}

function CategoryPick({ path, clientId }: { path: Path; clientId: string }) {
  const categories = useCategories(clientId);
  const options = (categories.data ?? []).map((c) => ({ value: c.category, label: `${c.category} (${c.products})` }));
  return (
    <>
      <SelectControl
        path={`${path}.category`}
        label="Category"
        emptyLabel="Choose a category"
        options={options}
        hint="Its products are fetched when the pop-up shows, those in stock and most recently updated first."
      />
      {categories.error && (
        <p className="ed-error" role="alert">
          Could not load the categories: {categories.error.message}
        </p>
      )}
      {categories.data?.length === 0 && <p className="ed-hint">The catalogue has no categories yet: give its products one on the Products page.</p>}
    </>
  );
}

/** The picks in the order the cards show them, each removable. */
function PickedList({ ids, titles, onRemove }: { ids: string[]; titles: Record<string, string>; onRemove: (id: string) => void }) {
  return ids.length === 0 ? (
    <p className="ed-hint">None yet: find products below.</p>
  ) : (
    <ol className="ed-list">
      {ids.map((pid) => (
        <li key={pid} className="ed-card-head">
          <span>
            {titles[pid] ?? pid} {titles[pid] && <code className="ed-hint">{pid}</code>}
          </span>
          <button type="button" onClick={() => onRemove(pid)}>
            Remove<span className="visually-hidden"> {titles[pid] ?? pid}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The catalogue searched by title or id, up to MAX_STORE_PRODUCTS picked in order; the widget fetches them at display time. */
function PickedProducts({ path, clientId }: { path: Path; clientId: string }) {
  const { settings, set } = useEditor();
  const ids = (getIn(settings, `${path}.product_ids`) as string[] | undefined) ?? [];
  const [search, setSearch] = useState('');
  // Titles of products picked here; ids saved earlier show as ids.
  const [titles, setTitles] = useState<Record<string, string>>({});
  const q = useDebounced(search.trim(), 300);
  const results = useCatalogue(q ? clientId : null, { q, category: '' }, { limit: SEARCH_RESULTS, offset: 0 });
  const id = `${controlId(path)}-pick`;
  const full = ids.length >= MAX_STORE_PRODUCTS;
  return (
    <div className="ed-field">
      <p className="ed-label">
        Picked products ({ids.length} of at most {MAX_STORE_PRODUCTS})
      </p>
      <PickedList
        ids={ids}
        titles={titles}
        onRemove={(pid) =>
          set(
            `${path}.product_ids`,
            ids.filter((x) => x !== pid),
          )
        }
      />
      <ItemProblems path={`${path}.product_ids`} />
      <label className="ed-label" htmlFor={id}>
        Find a product
      </label>
      <input id={id} type="search" value={search} maxLength={SEARCH_MAX} placeholder="Title or product id" onChange={(e) => setSearch(e.target.value)} />
      {q && (
        <p className="ed-hint" role="status">
          {results.isPending
            ? 'Searching…'
            : results.error
              ? ''
              : `${results.data?.total ?? 0} found${(results.data?.total ?? 0) > SEARCH_RESULTS ? `, the first ${SEARCH_RESULTS} shown` : ''}`}
        </p>
      )}
      {results.error && (
        <p className="ed-error" role="alert">
          Could not search the catalogue: {results.error.message}
        </p>
      )}
      {q && results.data && results.data.products.length > 0 && (
        <ul className="ed-list">
          {results.data.products.map((p) => (
            <li key={p.product_id} className="ed-card-head">
              <span>
                {p.title} <code className="ed-hint">{p.product_id}</code>
              </span>
              <button
                type="button"
                disabled={full || ids.includes(p.product_id)}
                onClick={() => {
                  setTitles((t) => ({ ...t, [p.product_id]: p.title }));
                  set(`${path}.product_ids`, [...ids, p.product_id]);
                }}
              >
                {ids.includes(p.product_id) ? 'Picked' : 'Pick'}
                <span className="visually-hidden"> {p.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const sourceOf = (category: unknown, ids: unknown): Source =>
  Array.isArray(ids) && ids.length > 0 ? 'picked' : typeof category === 'string' && category !== '' ? 'category' : 'typed';

/** Where the cards' products come from; the choice clears what the other catalogue source had set. */
function SourceChoice({ path, source, onSource }: { path: Path; source: Source; onSource: (s: Source) => void }) {
  const { set } = useEditor();
  return (
    <SegmentedChoice
      legend="Products shown"
      name={`${controlId(path)}-source`}
      options={SOURCES}
      value={source}
      onChange={(next) => {
        if (next !== 'category') set(`${path}.category`, undefined);
        if (next !== 'picked') set(`${path}.product_ids`, undefined);
        onSource(next);
      }}
    />
  );
}

/** SPEC §3 store products shown as cards (at most MAX_STORE_PRODUCTS, SPEC §9): typed in, or from the site's catalogue. */
export function ProductsEditor({ path }: { path: Path }) {
  const { settings } = useEditor();
  const site = useSiteCatalogue();
  const [source, setSource] = useState<Source>(() => sourceOf(getIn(settings, `${path}.category`), getIn(settings, `${path}.product_ids`)));
  const shown: Source = site.hasCatalogue ? source : 'typed';
  return (
    <>
      <div className="ed-grid">
        <TextControl path={`${path}.button_text`} label="Button text" hint="Empty: “Shop now” or “Add to cart”, by action." />
        <SelectControl path={`${path}.buttons_action`} label="Buttons" options={BUTTONS_ACTIONS.map((v) => ({ value: v, label: BUTTONS_ACTION_LABELS[v] }))} />
      </div>
      {site.hasCatalogue && <SourceChoice path={path} source={source} onSource={setSource} />}
      {site.ready && !site.hasCatalogue && (
        <p className="ed-hint">
          {site.siteName ? `${site.siteName} has` : 'This site has'} no shop connected, so the cards show the products you type in. Connect a shop on the{' '}
          <Link to="/sites">Sites page</Link> to show a category of its catalogue or products you pick.
        </p>
      )}
      {shown === 'typed' && <TypedProducts path={path} />}
      {shown === 'category' && site.clientId && <CategoryPick path={path} clientId={site.clientId} />}
      {shown === 'picked' && site.clientId && <PickedProducts path={path} clientId={site.clientId} />}
    </>
  );
}
