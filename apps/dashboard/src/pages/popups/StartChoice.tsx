import type { UseFormRegister } from 'react-hook-form';
import type { NewPopupForm } from './new-popup-form.js';

/** Where a new pop-up starts: a designed template, or a blank pop-up of a chosen type and format. */
export function StartChoice({ start, register }: { start: NewPopupForm['start']; register: UseFormRegister<NewPopupForm> }) {
  return (
    <fieldset className="start-choice" aria-label="Start from">
      {(
        [
          ['template', 'Start from a template'],
          ['blank', 'Start from blank'],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className={value === start ? 'chip selected' : 'chip'}>
          <input type="radio" value={value} {...register('start')} /> {label}
        </label>
      ))}
    </fieldset>
  );
}
