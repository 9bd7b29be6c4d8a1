import { POPUP_TYPES, type PopupType } from '@beckon/core';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { TYPE_INFO } from './catalogue.js';
import type { NewPopupForm } from './new-popup-form.js';

interface TypePickerProps {
  type: PopupType;
  register: UseFormRegister<NewPopupForm>;
  setValue: UseFormSetValue<NewPopupForm>;
}

/** The pop-up types as cards; another type starts again from its first format. */
export function TypePicker({ type, register, setValue }: TypePickerProps) {
  return (
    <fieldset className="panel gallery">
      <legend>
        <h2>2. Type</h2>
      </legend>
      <div className="cards types">
        {POPUP_TYPES.map((t) => (
          <label key={t} className={t === type ? 'card selected' : 'card'}>
            <input type="radio" value={t} {...register('type', { onChange: () => setValue('format', 'format_1') })} />
            <span className="card-title">{TYPE_INFO[t].label}</span> <span className="card-text">{TYPE_INFO[t].description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
