import {
  gameKindOf,
  gamifiedPopupDesign,
  leadPopupDesign,
  NEW_POPUP_FREQUENCY,
  samplePrizes,
  type Language,
  type PopupFormat,
  type PopupTarget,
  type PopupType,
} from '@beckon/core';
import type { NewPopup } from '../../api/types.js';

/** What the owner picks before a new pop-up is created. */
export interface NewPopupForm {
  client_id: string;
  name: string;
  target: PopupTarget;
  type: PopupType;
  format: PopupFormat;
  lang: Language;
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
