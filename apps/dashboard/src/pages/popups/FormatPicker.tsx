import type { FormatEntry, PopupFormat, PopupType } from '@beckon/core';
import type { UseFormRegister } from 'react-hook-form';
import { formatLabel, TYPE_INFO } from './catalogue.js';
import { formatDescription, FormatSketch } from './FormatSketch.js';
import type { NewPopupForm } from './new-popup-form.js';

interface FormatPickerProps {
  type: PopupType;
  format: PopupFormat;
  formats: FormatEntry[];
  register: UseFormRegister<NewPopupForm>;
}

/** The formats of the chosen type, each with a sketch of where it sits on the page. */
export function FormatPicker({ type, format, formats, register }: FormatPickerProps) {
  return (
    <fieldset className="panel gallery">
      <legend>
        <h2>
          3. Format{' '}
          <span className="muted small">
            ({formats.length} for {TYPE_INFO[type].label})
          </span>
        </h2>
      </legend>
      <div className="cards formats">
        {formats.map((entry) => (
          <label key={entry.format} className={entry.format === format ? 'card format selected' : 'card format'}>
            <input type="radio" value={entry.format} {...register('format')} />
            <FormatSketch entry={entry} />
            <span className="card-title">{formatLabel(entry.format, entry.type)}</span> <span className="card-text">{formatDescription(entry)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
