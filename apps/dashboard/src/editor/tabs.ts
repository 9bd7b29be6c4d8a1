import type { ScreenName } from '@beckon/core';
import type { Path } from './model.js';

export const TABS = [
  { id: 'content', label: 'Content & form' },
  { id: 'design', label: 'Design' },
  { id: 'triggers', label: 'Triggers' },
  { id: 'filters', label: 'Filters' },
  { id: 'frequency', label: 'Frequency' },
  { id: 'targeting', label: 'Targeting & schedule' },
  { id: 'teaser', label: 'Teaser tab' },
  { id: 'mobile', label: 'Mobile design' },
  { id: 'language', label: 'Language' },
  { id: 'ab', label: 'A/B test' },
  { id: 'prizes', label: 'Prizes' },
  { id: 'store', label: 'Store' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/** The tabs a pop-up of this type has: prizes belong to gamified pop-ups. */
export const tabsFor = (type: string) => TABS.filter((t) => t.id !== 'prizes' || type === 'gamified');

const byPrefix: Array<[RegExp, TabId]> = [
  [/^design\.mobile(\.|$)|^design_properties\.switch_mobile_editor$/, 'mobile'],
  [/^design\.screens(\.|$)/, 'content'],
  [/^design\.teaser(\.|$)|^is_teasers_on$/, 'teaser'],
  [/^design\.lang$/, 'language'],
  [/^design_properties\.(add_to_cart|shopify_add_to_cart_\d)(\.|$)|^shopify_|^wix_/, 'store'],
  [/^design(\.|_properties)|^field_poptin_height$|^x_close_button$|^poptin_fields$|^poptin_(type|format)$/, 'design'],
  [/^display_after_|^display_if_adblock|^auto_pilot_trigger$|^on_click$/, 'triggers'],
  [/^js_filter|^cookie_filter|^engagement_with_other_poptin_filter$|^source_code_target_/, 'filters'],
  [/^d_f_[ar]$|^stop_showing_to_converted_users$/, 'frequency'],
  [/^targeting(\.|$)|^schedule(\.|$)/, 'targeting'],
  [/^prizes(\.|$)/, 'prizes'],
  [/^ab_test/, 'ab'],
];

/** The tab holding the control of a settings path. */
export function tabOf(path: Path): TabId {
  return byPrefix.find(([pattern]) => pattern.test(path))?.[1] ?? 'design';
}

/** The screen a content path is on (design.screens.main.2.text → main). */
export function screenOf(path: Path): ScreenName | null {
  const match = /^design(?:\.mobile)?\.screens\.([a-z_]+)/.exec(path);
  return (match?.[1] as ScreenName | undefined) ?? null;
}

/** Triggers that are numbers when on: an emptied one is on with no number yet. */
export const NUMBER_TRIGGERS = [
  'display_after_sec_active',
  'display_after_scroll_active',
  'display_after_page_click_number_active',
  'display_after_visit_page_active',
  'display_after_inactive_seconds_active',
] as const;
