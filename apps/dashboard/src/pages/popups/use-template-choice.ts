import { useEffect, useMemo, useRef } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { PopupTemplate } from '@beckon/core';
import type { NewPopupForm } from './new-popup-form.js';
import { visibleTemplates } from './TemplateGallery.js';

export const DEFAULT_NAME = 'New pop-up';

/**
 * The template a new pop-up starts from, kept in step with the gallery's filters: always one
 * the filters show (the first when they hide the one chosen), a type filter the goal no longer
 * offers reset to every type, and the pop-up named after its template until the owner names
 * it (a name still the last one given, by a template or the default, is the owner's to replace).
 */
export function useTemplateChoice(
  values: Pick<NewPopupForm, 'start' | 'goal' | 'typeFilter' | 'lang' | 'template'>,
  getValues: UseFormGetValues<NewPopupForm>,
  setValue: UseFormSetValue<NewPopupForm>,
): PopupTemplate | undefined {
  const { start, goal, typeFilter, lang, template: chosen } = values;
  const shown = useMemo(() => visibleTemplates(goal, typeFilter, lang), [goal, typeFilter, lang]);
  useEffect(() => {
    if (start === 'template' && shown.length > 0 && !shown.some((t) => t.id === chosen)) setValue('template', shown[0]!.id);
  }, [start, shown, chosen, setValue]);
  useEffect(() => {
    if (typeFilter !== 'all' && visibleTemplates(goal, 'all', lang).every((t) => t.type !== typeFilter)) setValue('typeFilter', 'all');
  }, [goal, lang, typeFilter, setValue]);

  const template = start === 'template' ? shown.find((t) => t.id === chosen) : undefined;
  const givenName = useRef(DEFAULT_NAME);
  useEffect(() => {
    const next = template ? template.name : start === 'blank' ? DEFAULT_NAME : null;
    if (next === null || getValues('name') !== givenName.current) return;
    givenName.current = next;
    setValue('name', next, { shouldValidate: true });
  }, [template, start, getValues, setValue]);
  return template;
}
