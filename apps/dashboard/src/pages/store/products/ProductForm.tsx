import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorText } from '../../../components/QueryState.js';
import { useSaveProduct } from './catalogue-hooks.js';
import { emptyDraft, toProductInput, type DraftErrors, type DraftField, type ProductDraft } from './product-input.js';

const FIELDS: ReadonlyArray<{ field: DraftField; label: string; hint?: string; type?: 'url'; inputMode?: 'decimal' | 'numeric'; wide?: boolean }> = [
  { field: 'title', label: 'Title' },
  { field: 'product_id', label: 'Product id', hint: "The shop's id: a number, a gid://shopify/… id or a handle." },
  { field: 'variant_id', label: 'Variant id', hint: 'Optional: the variant "Add to cart" puts in the cart.' },
  { field: 'handle', label: 'Handle', hint: "Optional: the product page's address in the shop (/products/handle)." },
  { field: 'price', label: 'Price', inputMode: 'decimal' },
  { field: 'compare_at_price', label: 'Compare-at price', hint: 'Optional: the price before a sale, shown struck through.', inputMode: 'decimal' },
  { field: 'currency_symbol', label: 'Currency symbol', hint: 'Optional, such as $ or €.' },
  { field: 'inventory_quantity', label: 'Stock', hint: 'Empty when the shop does not track it; 0 is sold out.', inputMode: 'numeric' },
  { field: 'category', label: 'Category' },
  { field: 'image', label: 'Image address', type: 'url', wide: true },
  { field: 'desc', label: 'Description', wide: true },
];

// The label names the control alone; its hint and error describe it (aria-describedby), outside the label.
const FIELD_STYLE = { display: 'grid', gap: 4, alignContent: 'start' } as const;
const LABEL_STYLE = { fontSize: 14, fontWeight: 600 } as const;

interface ProductFormProps {
  clientId: string;
  /** the product being changed; null adds a new one */
  editing: ProductDraft | null;
  /** saved: what to tell the owner; an edit closes with it */
  onSaved: (message: string) => void;
  onCancel: () => void;
}

function Field({
  id,
  spec,
  draft,
  errors,
  update,
}: {
  id: string;
  spec: (typeof FIELDS)[number];
  draft: ProductDraft;
  errors: DraftErrors;
  update: (next: Partial<ProductDraft>) => void;
}) {
  const { field, label, hint, type, inputMode, wide } = spec;
  const error = errors[field];
  const describedBy = [hint ? `${id}-${field}-hint` : '', `${id}-${field}-error`].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'span-2' : undefined} style={FIELD_STYLE}>
      <label htmlFor={`${id}-${field}`} style={LABEL_STYLE}>
        {label}
      </label>
      {field === 'desc' ? (
        <textarea
          id={`${id}-${field}`}
          value={draft.desc}
          rows={3}
          onChange={(e) => update({ desc: e.target.value })}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          id={`${id}-${field}`}
          type={type ?? 'text'}
          inputMode={inputMode}
          value={draft[field]}
          onChange={(e) => update({ [field]: e.target.value })}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      )}
      {hint && (
        <span id={`${id}-${field}-hint`} className="hint">
          {hint}
        </span>
      )}
      <span id={`${id}-${field}-error`} className="field-error">
        {error ?? ''}
      </span>
    </div>
  );
}

/**
 * Adds a product or changes one: checked here as the server checks it, then POSTed alone (a
 * product id already in the catalogue is updated). The id is the key, so editing keeps it.
 */
export function ProductForm({ clientId, editing, onSaved, onCancel }: ProductFormProps) {
  const id = useId();
  const save = useSaveProduct(clientId);
  const [draft, setDraft] = useState<ProductDraft>(editing ?? emptyDraft());
  const [errors, setErrors] = useState<DraftErrors>({});
  const update = (next: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...next }));
  const heading = useRef<HTMLHeadingElement>(null);
  // Edit was pressed in the table: the owner lands on the form it opened.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toProductInput(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.product, {
      onSuccess: () => {
        if (!editing) setDraft(emptyDraft());
        onSaved(editing ? `Saved ${checked.product.title}.` : `Added ${checked.product.title}.`);
      },
    });
  };
  const fields = editing ? FIELDS.map((f) => (f.field === 'product_id' ? { ...f, hint: 'The key of the product: it cannot change.' } : f)) : FIELDS;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {editing ? `Edit ${editing.title}` : 'Add a product'}
      </h2>
      <div className="grid-fields">
        {fields.map((spec) =>
          editing && spec.field === 'product_id' ? (
            <div key={spec.field} style={FIELD_STYLE}>
              <label htmlFor={`${id}-product_id`} style={LABEL_STYLE}>
                Product id
              </label>
              <input id={`${id}-product_id`} value={draft.product_id} readOnly aria-describedby={`${id}-product_id-hint`} />
              <span id={`${id}-product_id-hint`} className="hint">
                {spec.hint}
              </span>
            </div>
          ) : (
            <Field key={spec.field} id={id} spec={spec} draft={draft} errors={errors} update={update} />
          ),
        )}
        <label className="check">
          <input type="checkbox" checked={draft.available} onChange={(e) => update({ available: e.target.checked })} />
          For sale (unticked: listed, but pop-ups offer no add to cart)
        </label>
      </div>
      {Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          Correct the marked fields first.
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : editing ? 'Save product' : 'Add product'}
        </button>
        {editing && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <ErrorText error={save.error} />
    </form>
  );
}
