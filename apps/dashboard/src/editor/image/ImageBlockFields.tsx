import { formatEntry } from '@beckon/core';
import { useEditor } from '../context.js';
import { TextControl } from '../controls.js';
import { getIn, type Path } from '../model.js';
import { ImagePicker } from './ImagePicker.js';
import type { ImageUse } from './pick-variant.js';

/** An image block: upload or choose a picture (or type any address), and its description. */
export function ImageBlockFields({ path }: { path: Path }) {
  const { settings, set, type, format } = useEditor();
  const src = getIn(settings, `${path}.src`);
  // A picture behind the whole pop-up or a full page is seen wide: link the widest copy.
  const use: ImageUse = type === 'fullpage' || formatEntry(type, format).media === 'background' ? 'wide' : 'picture';
  return (
    <div className="ed-grid">
      <ImagePicker label="Picture" value={typeof src === 'string' ? src : ''} use={use} onPick={(url) => set(`${path}.src`, url)} />
      <TextControl
        path={`${path}.src`}
        label="Image address"
        type="url"
        placeholder="https://…"
        hint="Filled in when you upload or choose a picture; any image address works too. The format places the screen's first image as its picture."
      />
      <TextControl path={`${path}.alt`} label="Description for screen readers" hint="Leave empty for a decorative image." />
    </div>
  );
}
