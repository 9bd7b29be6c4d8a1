import { BUTTONS_ACTIONS, isOn, STORE_BUTTON_KEYS, type CartTriggerAction, type ShopifyProductSettings } from '@beckon/core';
import { useEditor } from '../context.js';
import { FlagControl, LinesControl, NumberControl, Section, SelectControl, TextControl } from '../controls.js';
import { BUTTONS_ACTION_LABELS, CART_SPEC_CHOICES } from '../labels.js';
import { getIn } from '../model.js';

const ACTION_CHOICES = BUTTONS_ACTIONS.map((v) => ({ value: v, label: BUTTONS_ACTION_LABELS[v] }));
/** core's cart trigger actions (store/cart-trigger.ts), in the owner's words. */
const CART_TRIGGER_CHOICES: { value: CartTriggerAction; label: string }[] = [
  { value: 'cart_value', label: "the cart's value" },
  { value: 'item_count', label: 'the number of items' },
  { value: 'products', label: 'products in the cart' },
];

const emptyProduct = (): ShopifyProductSettings => ({
  button_text: '',
  product_url: '',
  product_name: '',
  product_id: '',
  variant_id: '',
  buttons_action: 'add_to_cart',
});

/** SPEC §3 shopify_product_settings: one product and what its button does. */
function ProductSettings({ path }: { path: string }) {
  return (
    <div className="ed-grid">
      <TextControl path={`${path}.product_name`} label="Product name" />
      <TextControl path={`${path}.product_id`} label="Product id" />
      <TextControl path={`${path}.variant_id`} label="Variant id" />
      <TextControl path={`${path}.product_url`} label="Product page" type="url" />
      <TextControl path={`${path}.button_text`} label="Button text" />
      <SelectControl path={`${path}.buttons_action`} label="Button" options={ACTION_CHOICES} />
    </div>
  );
}

function OptionalProduct({ path, title }: { path: string; title: string }) {
  const { settings, set } = useEditor();
  const present = getIn(settings, path) !== undefined;
  return (
    <Section title={title}>
      {present ? (
        <>
          <ProductSettings path={path} />
          <button type="button" className="ed-danger" onClick={() => set(path, undefined)}>
            Remove {title.toLowerCase()}
          </button>
        </>
      ) : (
        <button type="button" onClick={() => set(path, emptyProduct())}>
          Add {title.toLowerCase()}
        </button>
      )}
    </Section>
  );
}

function CartTrigger({ platform, title }: { platform: 'shopify' | 'wix'; title: string }) {
  const { settings } = useEditor();
  const p = `${platform}_cart_trigger`;
  const on = isOn(getIn(settings, `${p}_active`) as 0 | 1 | undefined);
  return (
    <Section title={title}>
      <FlagControl path={`${p}_active`} label="Show based on the visitor's cart" />
      {on && (
        <div className="ed-grid">
          <SelectControl path={`${p}_action`} label="The trigger looks at" options={CART_TRIGGER_CHOICES} emptyLabel="(the cart's value)" />
          <SelectControl path={`${p}_cart_spec_filter`} label="It must be" options={CART_SPEC_CHOICES} emptyLabel="(any value)" />
          <NumberControl path={`${p}_cart_spec_value`} label="Value (an amount, or a number of items)" min={0} step={0.01} />
          <LinesControl path={`${p}_products`} label="Products in the cart (ids, one a line)" />
        </div>
      )}
    </Section>
  );
}

export function StoreTab() {
  return (
    <div>
      <OptionalProduct path="shopify_product_settings" title="Store product" />
      {STORE_BUTTON_KEYS.map((key, i) => (
        <OptionalProduct key={key} path={`design_properties.${key}`} title={`Add-to-cart button ${i + 1}`} />
      ))}
      <CartTrigger platform="shopify" title="Shopify cart" />
      <CartTrigger platform="wix" title="Wix cart" />
    </div>
  );
}
