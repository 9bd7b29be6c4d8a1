import {
  gameKindOf,
  gamifiedPopupDesign,
  leadPopupDesign,
  NEW_POPUP_FREQUENCY,
  samplePrizes,
  templateSettings,
  type Language,
  type PopupFormat,
  type PopupTarget,
  type PopupTemplate,
  type PopupType,
  type TemplateGoal,
} from '@beckon/core';
import type { NewPopup } from '../../api/types.js';

export type TemplateGoalChoice = TemplateGoal | 'all';
export type TemplateTypeChoice = PopupType | 'all';

/** What the owner picks before a new pop-up is created. */
export interface NewPopupForm {
  client_id: string;
  name: string;
  lang: Language;
  start: 'template' | 'blank';
  /** from a template: the gallery's filters and the template chosen */
  goal: TemplateGoalChoice;
  typeFilter: TemplateTypeChoice;
  template: string;
  /** from blank */
  target: PopupTarget;
  type: PopupType;
  format: PopupFormat;
}

/**
 * What a new pop-up starts with: the default lead design; a gamified one starts with its
 * format's game (wheel, card or boxes) and sample prizes, so it can be played at once (issue 17).
 */
export function startingSettings(values: Pick<NewPopupForm, 'type' | 'format' | 'lang'>): NewPopup['settings'] {
  const base = { ...NEW_POPUP_FREQUENCY, design_properties: { poptin_design_thank_screen: 1 as const } };
  if (values.type !== 'gamified') return { ...base, design: leadPopupDesign(values.lang) };
  return { ...base, design: gamifiedPopupDesign(values.lang, gameKindOf(values.format)), prizes: samplePrizes(values.lang) };
}

/**
 * A draft made from a template (issue 23): its type, format, goal and settings, its pictures on
 * this server and its links on the owner's site when the site's address is known.
 */
export function popupFromTemplate(
  template: PopupTemplate,
  values: Pick<NewPopupForm, 'client_id' | 'name'>,
  at: { pictureOrigin: string; siteAddress: string | null; now: number },
): NewPopup {
  return {
    client_id: values.client_id,
    name: values.name.trim(),
    type: template.type,
    format: template.format,
    target: template.target,
    status: 'draft',
    settings: templateSettings(template, at),
  };
}

/** A blank draft of the chosen type and format, with the default design for its goal's starting texts. */
export function blankPopup(values: NewPopupForm, client_id: string): NewPopup {
  return {
    client_id,
    name: values.name.trim(),
    type: values.type,
    format: values.format,
    target: values.target,
    status: 'draft',
    settings: startingSettings(values),
  };
}
