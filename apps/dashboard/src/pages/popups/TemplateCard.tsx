import { useMemo } from 'react';
import { describeFormat, templateSettings, type PopupTemplate } from '@beckon/core';
import type { UseFormRegister } from 'react-hook-form';
import type { NewPopupForm } from './new-popup-form.js';
import { templateRecord } from './template-record.js';
import { TemplateThumbnail } from './TemplateThumbnail.js';

interface TemplateCardProps {
  template: PopupTemplate;
  selected: boolean;
  register: UseFormRegister<NewPopupForm>;
  /** where the pictures and the links of a pop-up made now would point */
  pictureOrigin: string;
  siteAddress: string | null;
}

/** One template: how it looks, its name and its format in words ("Slide-in, picture on top, 400 × 480"). */
export function TemplateCard({ template, selected, register, pictureOrigin, siteAddress }: TemplateCardProps) {
  const record = useMemo(
    () => templateRecord(template, templateSettings(template, { pictureOrigin, siteAddress, now: Date.now() })),
    [template, pictureOrigin, siteAddress],
  );
  return (
    <label className={selected ? 'card template selected' : 'card template'} data-template={template.id}>
      <input type="radio" value={template.id} {...register('template')} />
      <TemplateThumbnail record={record} />
      <span className="card-title" lang={template.lang} dir="auto">
        {template.name}
      </span>{' '}
      <span className="card-text">{describeFormat(template.type, template.format)}</span>
    </label>
  );
}
