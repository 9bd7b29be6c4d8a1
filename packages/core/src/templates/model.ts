import type { Language, PopupDesign } from '../types/design.js';
import type { PopupFormat, PopupSettings, PopupTarget, PopupType } from '../types/popup.js';

/**
 * What an owner wants a pop-up for, as the template gallery offers it (issue 23): SPEC §3's
 * poptin_target values and the goals owners name that are a setting more than a target (an
 * offer shown on exit intent, a reminder of the cart, a game, a bar that reads like a chat).
 */
export const TEMPLATE_GOALS = [
  { id: 'collect_emails', label: 'Collect emails', target: 'lead' },
  { id: 'discount', label: 'Give a discount code', target: 'coupon' },
  { id: 'exit_offer', label: 'Offer something as visitors leave', target: 'coupon' },
  { id: 'cart_reminder', label: 'Remind shoppers of their cart', target: 'click' },
  { id: 'game', label: 'A game with prizes', target: 'lead' },
  { id: 'announce', label: 'Announce something', target: 'announcement' },
  { id: 'chat_bar', label: 'Chat-style message', target: 'click' },
  { id: 'social_proof', label: 'Show social proof', target: 'social_proof' },
  { id: 'send_clicks', label: 'Send visitors to a page', target: 'click' },
  { id: 'redirect', label: 'Collect emails, then open a page', target: 'redirect' },
] as const satisfies ReadonlyArray<{ id: string; label: string; target: PopupTarget }>;
export type TemplateGoal = (typeof TEMPLATE_GOALS)[number]['id'];

/** The goal's words and SPEC §3 target. */
export function templateGoal(goal: TemplateGoal): (typeof TEMPLATE_GOALS)[number] {
  return TEMPLATE_GOALS.find((g) => g.id === goal)!;
}

/** What a template sets besides its design: the triggers, cart rules, prizes and properties its goal implies. */
export type TemplateSettings = Omit<Partial<PopupSettings>, 'design'>;

/**
 * A designed pop-up to start from. Pictures name files the server ships (TEMPLATE_PICTURE_PREFIX)
 * and link buttons name pages of the owner's site ("/cart"): both are made absolute when a
 * pop-up is created from the template (templateSettings).
 */
export interface PopupTemplate {
  id: string;
  /** the owner's words, also the new pop-up's name */
  name: string;
  goal: TemplateGoal;
  target: PopupTarget;
  type: PopupType;
  format: PopupFormat;
  lang: Language;
  design: PopupDesign;
  settings: TemplateSettings;
  /** a countdown on the template ends this many days after the pop-up is created */
  countdownDays?: number;
}
