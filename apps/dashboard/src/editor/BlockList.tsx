import { useState } from 'react';
import { NEWSTICKER_DEFAULT_MS, type Block, type BlockKind } from '@beckon/core';
import { BLOCK_KINDS } from './catalogue.js';
import { useEditor } from './context.js';
import { ItemProblems, LinesControl, NumberControl, SelectControl, TextControl } from './controls.js';
import { FieldList } from './FieldList.js';
import { ItemToolbar } from './ItemToolbar.js';
import { controlId, getIn, type Path } from './model.js';
import { DateTimeControl } from './DateTimeControl.js';
import { ProductsEditor } from './ProductsEditor.js';
import { ImageBlockFields } from './image/ImageBlockFields.js';

const BUTTON_ACTIONS = [
  { value: 'submit', label: 'Submit the form' },
  { value: 'close', label: 'Close the pop-up' },
  { value: 'link', label: 'Open a link' },
];

function BlockFields({ block, path }: { block: Block; path: Path }) {
  switch (block.kind) {
    case 'heading':
      return <TextControl path={`${path}.text`} label="Heading text" />;
    case 'text':
      return <TextControl path={`${path}.text`} label="Text" multiline />;
    case 'image':
      return <ImageBlockFields path={path} />;
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
