import { POPUP_TEMPLATES, POPUP_TYPE_NAMES, POPUP_TYPES, TEMPLATE_GOALS, templatesFor, type Language, type PopupTemplate } from '@beckon/core';
import type { UseFormRegister } from 'react-hook-form';
import type { NewPopupForm, TemplateGoalChoice, TemplateTypeChoice } from './new-popup-form.js';
import { TemplateCard } from './TemplateCard.js';

interface TemplateGalleryProps {
  goal: TemplateGoalChoice;
  type: TemplateTypeChoice;
  lang: Language;
  chosen: string;
  register: UseFormRegister<NewPopupForm>;
  pictureOrigin: string;
  siteAddress: string | null;
}

/** The templates the goal and type filters leave, in the language of the starting texts. */
export function visibleTemplates(goal: TemplateGoalChoice, type: TemplateTypeChoice, lang: Language): PopupTemplate[] {
  return templatesFor(goal === 'all' ? null : goal, type === 'all' ? null : type, lang);
}

const count = (goal: TemplateGoalChoice, lang: Language) => visibleTemplates(goal, 'all', lang).length;

/** Step 2 from a template: a goal, optionally a type, then a card for each template that fits. */
export function TemplateGallery({ goal, type, lang, chosen, register, pictureOrigin, siteAddress }: TemplateGalleryProps) {
  const shown = visibleTemplates(goal, type, lang);
  const types = POPUP_TYPES.filter((t) => POPUP_TEMPLATES.some((x) => x.type === t && x.lang === lang && (goal === 'all' || x.goal === goal)));
  return (
    <fieldset className="panel gallery">
      <legend>
        <h2>2. Template</h2>
      </legend>
      <div className="tpl-filters">
        <fieldset className="tpl-goals">
          <legend>What is it for?</legend>
          {[{ id: 'all' as const, label: 'Every goal' }, ...TEMPLATE_GOALS].map((g) => (
            <label key={g.id} className={g.id === goal ? 'chip selected' : 'chip'}>
              <input type="radio" value={g.id} {...register('goal')} /> {g.label} <span className="chip-count">{count(g.id, lang)}</span>
            </label>
          ))}
        </fieldset>
        <label className="tpl-type">
          Type
          <select {...register('typeFilter')}>
            <option value="all">Every type</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {POPUP_TYPE_NAMES[t]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted small" role="status">
        {shown.length === 0
          ? `No ${lang === 'he' ? 'Hebrew' : 'English'} template for this choice yet: choose another goal or type, or start from blank.`
          : `${shown.length} ${shown.length === 1 ? 'template' : 'templates'}. Each one is shown as visitors will see it; you can change every word, colour and setting in the editor.`}
      </p>
      <div className="cards templates">
        {shown.map((t) => (
          <TemplateCard key={t.id} template={t} selected={t.id === chosen} register={register} pictureOrigin={pictureOrigin} siteAddress={siteAddress} />
        ))}
      </div>
    </fieldset>
  );
}
