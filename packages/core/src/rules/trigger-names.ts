/**
 * SPEC §3 trigger names in an owner's words: the one naming the results breakdowns, the leads
 * table and the leads CSV share, so an owner reads the same words everywhere.
 */
export const TRIGGER_NAMES: Readonly<Record<string, string>> = {
  display_after_sec_active: 'After seconds on the page',
  display_after_scroll_active: 'After scrolling',
  display_after_page_click_number_active: 'After clicks',
  display_after_visit_page_active: 'After pages visited',
  display_after_inactive_seconds_active: 'After inactivity',
  display_after_exit_website_active: 'On leaving (exit intent)',
  display_if_adblock_active: 'With an ad blocker',
  on_click: 'On a click of the page’s button',
  // The widget's name for a pop-up with no trigger on: it shows as the page loads.
  page_load: 'As the page loads',
  auto_pilot_trigger: 'Auto-pilot (Beckon chose the moment)',
  // The widget's name for a pop-up the visitor opened from its teaser tab (issue 23: it showed as the code).
  teaser: 'From its teaser tab',
};

/** A trigger's name in words; a trigger this version does not know is shown as sent. */
export const triggerLabel = (trigger: string): string => (Object.prototype.hasOwnProperty.call(TRIGGER_NAMES, trigger) ? TRIGGER_NAMES[trigger]! : trigger);
