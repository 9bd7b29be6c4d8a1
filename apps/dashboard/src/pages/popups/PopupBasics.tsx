import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { useSites } from '../../api/hooks.js';
import { TARGETS } from './catalogue.js';
import type { NewPopupForm } from './new-popup-form.js';

interface PopupBasicsProps {
  sites: ReturnType<typeof useSites>['data'];
  /** a template brings its goal; a blank pop-up asks for one */
  askGoal: boolean;
  register: UseFormRegister<NewPopupForm>;
  errors: FieldErrors<NewPopupForm>;
}

/** Step 1 of a new pop-up: its site, its name, its goal (when blank) and the language of its starting texts. */
export function PopupBasics({ sites, askGoal, register, errors }: PopupBasicsProps) {
  return (
    <section className="panel" aria-labelledby="basics-title">
      <h2 id="basics-title">1. The basics</h2>
      <div className="grid-fields">
        <label>
          Site
          <select {...register('client_id')}>
            {sites?.map((s) => (
              <option key={s.client_id} value={s.client_id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name <span className="optional">(only you see it)</span>
          <input
            aria-invalid={errors.name ? true : undefined}
            aria-describedby="new-name-error"
            {...register('name', {
              validate: (v) => v.trim().length > 0 || 'Give the pop-up a name.',
              maxLength: { value: 120, message: 'Keep the name under 120 characters.' },
            })}
          />
          <span id="new-name-error" className="field-error">
            {errors.name?.message}
          </span>
        </label>
        {askGoal && (
          <label>
            Goal
            <select {...register('target')}>
              {TARGETS.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Language of the starting texts
          <select {...register('lang')}>
            <option value="en">English</option>
            <option value="he">Hebrew (right to left)</option>
          </select>
        </label>
      </div>
    </section>
  );
}
