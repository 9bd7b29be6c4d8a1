import {
  LEAD_MAX_FIELD_KEYS_PER_POPUP, isOn,
  type Block, type DesignedField, type PopupSettings,
} from '@beckon/core';

/** An input of the owner's own html block: only its name and whether it asks for an address. */
export interface OwnHtmlInput { field_key: string; type: 'email' | 'text' }

/** What a pop-up's design lets a lead store (issue 15): nothing a visitor names beyond it is kept. */
export interface DeclaredFields {
  /** the designed forms a submission may match: desktop, and mobile when switch_mobile_editor is on */
  variants: DesignedField[][];
  /** inputs named in the owner's html blocks of the main screen, by name */
  ownHtml: Map<string, OwnHtmlInput>;
}

function fieldsOf(blocks: Block[] | undefined): DesignedField[] {
  return (blocks ?? []).flatMap((b) => (b.kind === 'fields' ? b.fields : []));
}

const INPUT_TAG = /<(input|select|textarea)\b([^>]*)>/gi;
const attribute = (attrs: string, name: string): string | undefined => {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};
/** Inputs that carry no answer of the visitor's, or one an owner must never hold (a password). */
const NOT_AN_ANSWER = new Set(['submit', 'button', 'reset', 'image', 'file', 'password']);

/**
 * The inputs an owner wrote into an html block (already sanitised when saved): a form posted by
 * the owner's own markup names its fields there, so those names are the declaration. Read with a
 * plain tag scan, not a DOM (the server has none), and bounded by the per-pop-up key cap.
 */
export function ownHtmlInputs(blocks: Block[] | undefined, room: number): Map<string, OwnHtmlInput> {
  const inputs = new Map<string, OwnHtmlInput>();
  for (const block of blocks ?? []) {
    if (block.kind !== 'html') continue;
    for (const match of block.html.matchAll(INPUT_TAG)) {
      if (inputs.size >= room) return inputs;
      const attrs = match[2] ?? '';
      const name = attribute(attrs, 'name')?.trim();
      const type = (attribute(attrs, 'type') ?? '').toLowerCase();
      if (!name || name.length > 64 || NOT_AN_ANSWER.has(type) || inputs.has(name)) continue;
      inputs.set(name, { field_key: name, type: type === 'email' || name === 'email' ? 'email' : 'text' });
    }
  }
  return inputs;
}

const cache = new WeakMap<PopupSettings, DeclaredFields>();

/**
 * Computed once per compiled pop-up (the compiled settings object lives until the pop-up
 * changes), so a flood of conversions costs no re-scan of its design.
 */
export function declaredFields(settings: PopupSettings): DeclaredFields {
  const known = cache.get(settings);
  if (known) return known;
  const { design } = settings;
  const mobile = isOn(settings.design_properties.switch_mobile_editor) && design.mobile ? design.mobile.screens.main : undefined;
  const variants = [fieldsOf(design.screens.main), ...(mobile ? [fieldsOf(mobile)] : [])]
    .map((fields) => fields.slice(0, LEAD_MAX_FIELD_KEYS_PER_POPUP));
  const designedKeys = new Set(variants.flat().map((f) => f.field_key));
  const ownHtml = ownHtmlInputs([...(design.screens.main ?? []), ...(mobile ?? [])], Math.max(0, LEAD_MAX_FIELD_KEYS_PER_POPUP - designedKeys.size));
  for (const key of designedKeys) ownHtml.delete(key);
  const declared = { variants, ownHtml };
  cache.set(settings, declared);
  return declared;
}
