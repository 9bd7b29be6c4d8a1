import { useState } from 'react';
import { FONT_CHOICES, fontChoiceOf, PAGE_FONT } from '@beckon/core';
import { useEditor } from '../context.js';
import { TextControl } from '../controls.js';
import { controlId, getIn } from '../model.js';

const PATH = 'design.theme.font';
const PAGE = 'page';
const CUSTOM = 'custom';

/**
 * The theme's font (issue 23): a choice of stacks every visitor already has, each option and the
 * sample drawn in its own font; the page's own font; or, for owners who know CSS, their own stack.
 */
export function FontPicker() {
  const { settings, set } = useEditor();
  const font = String(getIn(settings, PATH) ?? '');
  const known = fontChoiceOf(font);
  // "Custom…" stays open once chosen, even while its text still matches a listed stack.
  const [customOpen, setCustomOpen] = useState(known === CUSTOM);
  const selectId = `${controlId(PATH)}-choice`;
  const choice = customOpen || known === CUSTOM ? CUSTOM : known === PAGE ? PAGE : known.stack;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div className="ed-field">
        <label className="ed-label" htmlFor={selectId}>
          Font
        </label>
        <select
          id={selectId}
          aria-describedby={`${selectId}-hint`}
          value={choice}
          style={{ fontFamily: choice === CUSTOM || choice === PAGE ? undefined : choice }}
          onChange={(e) => {
            const value = e.target.value;
            setCustomOpen(value === CUSTOM);
            if (value === PAGE) set(PATH, PAGE_FONT);
            else if (value !== CUSTOM) set(PATH, value);
          }}
        >
          {FONT_CHOICES.map((f) => (
            <option key={f.stack} value={f.stack} style={{ fontFamily: f.stack }}>
              {f.name}
            </option>
          ))}
          <option value={PAGE}>The page's own font</option>
          <option value={CUSTOM}>Custom…</option>
        </select>
        <p className="ed-hint" id={`${selectId}-hint`}>
          Every listed font is already on your visitors' devices, so nothing downloads.
        </p>
      </div>
      {choice === CUSTOM && (
        <TextControl path={PATH} list="ed-fonts" label="Custom font (CSS font stack)" hint='Fallbacks after commas, like "Avenir Next", Avenir, sans-serif.' />
      )}
      <datalist id="ed-fonts">
        {FONT_CHOICES.map((f) => (
          <option key={f.stack} value={f.stack} />
        ))}
      </datalist>
      <p className="ed-hint" aria-hidden="true" style={{ fontFamily: font.trim() === PAGE_FONT ? undefined : font, fontSize: 17, color: '#1f2330' }}>
        {choice === PAGE ? 'Shown in the font of the page the pop-up opens on.' : 'Get 10% off your first order — Aa Bb 0123'}
      </p>
    </div>
  );
}
