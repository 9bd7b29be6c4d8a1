import {
  ENGAGEMENTS,
  ENTRY_EFFECTS,
  EXIT_EFFECTS,
  FREQUENCY_RULES,
  MATCH_ROLES,
  TEASER_MODES,
  TIMER_STYLES,
  type ButtonsAction,
  type CartSpecFilter,
  type CloseOptionsType,
  type Engagement,
  type EntryEffect,
  type ExitEffect,
  type FrequencyRule,
  type MatchRole,
  type TeaserMode,
  type TimerStyle,
} from '@beckon/core';

/** Core's values in the owner's words. Records keep the values; only the labels live here. */
export const MATCH_ROLE_LABELS: Record<MatchRole, string> = {
  contain: 'contains',
  exact: 'is exactly',
  start: 'starts with',
  end: 'ends with',
  greater_than: 'is greater than',
  less_than: 'is less than',
  any_value: 'has any value',
};
export const MATCH_ROLE_CHOICES = MATCH_ROLES.map((value) => ({ value, label: MATCH_ROLE_LABELS[value] }));

export const BUTTONS_ACTION_LABELS: Record<ButtonsAction, string> = {
  add_to_cart: 'Add to cart (page reloads)',
  add_to_cart_redirect: 'Add to cart and go to the cart',
  redirect: 'Open the product page',
  redirect_blank: 'Open the product page in a new tab',
  no_buttons: 'No buttons',
};

export const FREQUENCY_LABELS: Record<FrequencyRule, string> = {
  [FREQUENCY_RULES.everyTimeEveryPage]: 'Every time, on every page',
  [FREQUENCY_RULES.onceAVisitor]: 'Once per visitor',
  [FREQUENCY_RULES.onceEveryFewDays]: 'Once every few days',
  [FREQUENCY_RULES.onceEveryFewVisits]: 'Once every few visits',
};
export const FREQUENCY_CHOICES = (Object.values(FREQUENCY_RULES) as FrequencyRule[]).map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

export const ENGAGEMENT_LABELS: Record<Engagement, string> = {
  seen_poptin: 'has seen',
  not_seen: 'has not seen',
  closed: 'has closed',
  converted: 'has converted on',
};
export const ENGAGEMENT_CHOICES = ENGAGEMENTS.map((value) => ({ value, label: ENGAGEMENT_LABELS[value] }));

export const ENTRY_EFFECT_LABELS: Record<EntryEffect, string> = {
  none: 'None',
  fade_in: 'Fade in',
  fade_in_up: 'Fade in, rising',
  fade_in_down: 'Fade in, dropping',
  slide_in_left: 'Slide in from the left',
  slide_in_right: 'Slide in from the right',
  zoom_in: 'Zoom in',
  bounce_in: 'Bounce in',
};
export const EXIT_EFFECT_LABELS: Record<ExitEffect, string> = {
  none: 'None',
  fade_out: 'Fade out',
  fade_out_down: 'Fade out, sinking',
  fade_out_up: 'Fade out, rising',
  slide_out_left: 'Slide out to the left',
  slide_out_right: 'Slide out to the right',
  zoom_out: 'Zoom out',
};
export const ENTRY_EFFECT_CHOICES = ENTRY_EFFECTS.map((value) => ({ value, label: ENTRY_EFFECT_LABELS[value] }));
export const EXIT_EFFECT_CHOICES = EXIT_EFFECTS.map((value) => ({ value, label: EXIT_EFFECT_LABELS[value] }));

export const TIMER_STYLE_LABELS: Record<TimerStyle, string> = { boxes: 'Boxes', inline: 'Large digits in a line', circles: 'Rings' };
export const TIMER_STYLE_CHOICES = TIMER_STYLES.map((value) => ({ value, label: TIMER_STYLE_LABELS[value] }));

export const CLOSE_OPTIONS: Array<{ value: CloseOptionsType; label: string }> = [
  { value: 'closing_options-x', label: 'Close button (×)' },
  { value: 'closing_options-button', label: '“Skip” button' },
  { value: 'closing_options-', label: 'No close control' },
];

export const TEASER_MODE_LABELS: Record<TeaserMode, string> = {
  always: 'Always',
  before_show: 'Before the pop-up shows',
  after_close: 'After the pop-up is closed',
};
export const TEASER_MODE_CHOICES = TEASER_MODES.map((value) => ({ value, label: TEASER_MODE_LABELS[value] }));

export const CART_SPEC_CHOICES: Array<{ value: CartSpecFilter; label: string }> = [
  { value: 'greater_than', label: 'more than' },
  { value: 'equal', label: 'exactly' },
  { value: 'greater_than_or_equal', label: 'at least' },
];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
