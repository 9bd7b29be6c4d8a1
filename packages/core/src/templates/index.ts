import type { Language } from '../types/design.js';
import type { PopupType } from '../types/popup.js';
import { ANNOUNCEMENT_TEMPLATES } from './announcements.js';
import { GAME_TEMPLATES } from './games.js';
import { HEBREW_TEMPLATES } from './hebrew.js';
import { LEAD_TEMPLATES } from './leads.js';
import type { PopupTemplate, TemplateGoal } from './model.js';
import { OFFER_TEMPLATES } from './offers.js';
import { SHOPPING_TEMPLATES } from './shopping.js';

export * from './model.js';
export * from './pictures.js';
export * from './themes.js';
export * from './instantiate.js';
export * from './site-address.js';

/**
 * The template library (issue 23): designed pop-ups across every type and every goal the gallery
 * offers. For the dashboard and the server only: the embed never imports it.
 */
export const POPUP_TEMPLATES: readonly PopupTemplate[] = [
  ...LEAD_TEMPLATES,
  ...OFFER_TEMPLATES,
  ...SHOPPING_TEMPLATES,
  ...ANNOUNCEMENT_TEMPLATES,
  ...GAME_TEMPLATES,
  ...HEBREW_TEMPLATES,
];

export const templateById = (id: string): PopupTemplate | undefined => POPUP_TEMPLATES.find((t) => t.id === id);

/** The templates of a goal (every goal when null), a type (every type when null) and a language. */
export function templatesFor(goal: TemplateGoal | null, type: PopupType | null, lang: Language): PopupTemplate[] {
  return POPUP_TEMPLATES.filter((t) => t.lang === lang && (goal === null || t.goal === goal) && (type === null || t.type === type));
}
