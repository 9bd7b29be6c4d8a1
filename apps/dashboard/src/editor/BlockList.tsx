import { useState } from 'react';
import { BUTTONS_ACTIONS, MAX_STORE_PRODUCTS, NEWSTICKER_DEFAULT_MS, type Block, type BlockKind, type StoreProduct } from '@beckon/core';
import { BLOCK_KINDS } from './catalogue.js';
import { useEditor } from './context.js';
import { ItemProblems, LinesControl, NumberControl, SelectControl, TextControl } from './controls.js';
import { FieldList } from './FieldList.js';
import { ItemToolbar } from './ItemToolbar.js';
import { controlId, getIn, type Path } from './model.js';
import { BUTTONS_ACTION_LABELS } from './labels.js';
import { DateTimeControl } from './DateTimeControl.js';

const BUTTON_ACTIONS = [
  { value: 'submit', label: 'Submit the form' },
  { value: 'close', label: 'Close the pop-up' },
  { value: 'link', label: 'Open a link' },
];

const PRODUCT_TEXT: Array<{ key: keyof StoreProduct; label: string }> = [
  { key: 'title', label: 'Title' },
  { key: 'image', label: 'Image address' },
  { key: 'handle', label: 'Store handle (link)' },
  { key: 'product_id', label: 'Product id' },
  { key: 'variant_id', label: 'Variant id' },
  { key: 'currency_symbol', label: 'Currency symbol' },
  { key: 'desc', label: 'Description' },
];

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

/** SPEC §3 store products shown as cards (at most MAX_STORE_PRODUCTS, SPEC §9). */
function ProductsEditor({ path }: { path: Path }) {
  const { settings, set } = useEditor();
  const products = (getIn(settings, `${path}.products`) as StoreProduct[] | undefined) ?? [];
  return (
    <>
      <div className="ed-grid">
        <TextControl path={`${path}.button_text`} label="Button text" hint="Empty: “Shop now” or “Add to cart”, by action." />
        <SelectControl path={`${path}.buttons_action`} label="Buttons" options={BUTTONS_ACTIONS.map((v) => ({ value: v, label: BUTTONS_ACTION_LABELS[v] }))} />
      </div>
      <LinesControl path={`${path}.product_ids`} label="Products fetched from the store at display time (ids, one a line)" />
      <ol className="ed-list">
        {products.map((_, i) => (
          <li key={i} className="ed-card">
            <div className="ed-card-head">
              <strong>Product {i + 1}</strong>
              <ItemToolbar listPath={`${path}.products`} index={i} name={`product ${i + 1}`} />
            </div>
            <div className="ed-grid">
              {PRODUCT_TEXT.map(({ key, label }) => (
                <TextControl key={key} path={`${path}.products.${i}.${key}`} label={label} />
              ))}
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

function BlockFields({ block, path }: { block: Block; path: Path }) {
  switch (block.kind) {
    case 'heading':
      return <TextControl path={`${path}.text`} label="Heading text" />;
    case 'text':
      return <TextControl path={`${path}.text`} label="Text" multiline />;
    case 'image':
      return (
        <div className="ed-grid">
          <TextControl
            path={`${path}.src`}
            label="Image address"
            type="url"
            placeholder="https://…"
            hint="The format places the screen's first image as its picture."
          />
          <TextControl path={`${path}.alt`} label="Description for screen readers" hint="Leave empty for a decorative image." />
        </div>
      );
    case 'fields':
      return <FieldList path={`${path}.fields`} />;
    case 'button':
      return (
        <div className="ed-grid">
          <TextControl path={`${path}.text`} label="Button text" />
          <SelectControl path={`${path}.action`} label="When clicked" options={BUTTON_ACTIONS} />
          {block.action === 'link' && (
            <TextControl
              path={`${path}.url`}
              label="Link address"
              dir="ltr"
              placeholder="https://… or tel:…"
              hint="Without http(s) the link keeps the page's scheme; tel:, sms: and mailto: are kept."
            />
          )}
        </div>
      );
    case 'coupon':
      return <TextControl path={`${path}.code`} label="Coupon code" hint="Empty: the pop-up's coupon (Design ▸ Coupon)." />;
    case 'countdown':
      return (
        <DateTimeControl path={`${path}.ends_at`} label="Counts down to" hint="Empty: the pop-up's timer (Design ▸ Timer). Reaching zero closes the pop-up." />
      );
    case 'products':
      return <ProductsEditor path={path} />;
    case 'ticker':
      return (
        <>
          <LinesControl path={`${path}.messages`} label="Messages (one a line)" />
          <NumberControl path={`${path}.duration_ms`} label="Time for one pass" unit="ms" min={1000} step={500} hint={`Empty: ${NEWSTICKER_DEFAULT_MS} ms.`} />
        </>
      );
    case 'html':
      return <TextControl path={`${path}.html`} label="HTML" multiline dir="ltr" hint="Scripts, event handlers and unsafe links are removed when you save." />;
    default:
      return <p className="ed-hint">This block kind is not known to this editor; it is kept as it is.</p>;
  }
}

/** One screen's blocks in order: edit, add, remove and move each. */
export function BlockList({ path, screenLabel }: { path: Path; screenLabel: string }) {
  const { settings, set } = useEditor();
  const blocks = (getIn(settings, path) as Block[] | undefined) ?? [];
  const [kind, setKind] = useState<BlockKind>('heading');
  const addId = controlId(`${path}.add`);
  const counts = new Map<string, number>();
  return (
    <div className="ed-blocks" data-path={path}>
      <ItemProblems path={path} />
      {blocks.length === 0 && <p className="ed-empty">The {screenLabel} screen is empty. Add a block below.</p>}
      <ol className="ed-list" aria-label={`${screenLabel} blocks`}>
        {blocks.map((block, index) => {
          const label = BLOCK_KINDS[block.kind]?.label ?? block.kind;
          const n = (counts.get(block.kind) ?? 0) + 1;
          counts.set(block.kind, n);
          const name = `${label.toLowerCase()} ${n}`;
          return (
            <li key={index} className="ed-card ed-block" data-path={`${path}.${index}`} data-kind={block.kind} id={controlId(`${path}.${index}`)} tabIndex={-1}>
              <div className="ed-card-head">
                <strong>{label}</strong>
                <ItemToolbar listPath={path} index={index} name={name} />
              </div>
              <ItemProblems path={`${path}.${index}`} />
              <BlockFields block={block} path={`${path}.${index}`} />
            </li>
          );
        })}
      </ol>
      <div className="ed-add">
        <label htmlFor={addId}>New block</label>
        <select id={addId} value={kind} onChange={(e) => setKind(e.target.value as BlockKind)}>
          {(Object.keys(BLOCK_KINDS) as BlockKind[]).map((k) => (
            <option key={k} value={k}>
              {BLOCK_KINDS[k].label}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => set(path, [...blocks, BLOCK_KINDS[kind].make(settings.design)])}>
          Add block
        </button>
      </div>
    </div>
  );
}
