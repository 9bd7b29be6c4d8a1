/**
 * SPEC §3 design_properties.poptin_design_entry_effect / poptin_design_exit_effect: how a pop-up
 * arrives (in ENTRY_ANIMATION_MS) and leaves (in EXIT_ANIMATION_MS). Directions are physical:
 * a slide from the left comes from the left in right-to-left pop-ups too.
 */
export const ENTRY_EFFECTS = ['none', 'fade_in', 'fade_in_up', 'fade_in_down', 'slide_in_left', 'slide_in_right', 'zoom_in', 'bounce_in'] as const;
export type EntryEffect = (typeof ENTRY_EFFECTS)[number];
export const DEFAULT_ENTRY_EFFECT: EntryEffect = 'fade_in';

export const EXIT_EFFECTS = ['none', 'fade_out', 'fade_out_down', 'fade_out_up', 'slide_out_left', 'slide_out_right', 'zoom_out'] as const;
export type ExitEffect = (typeof EXIT_EFFECTS)[number];
/** The exit pop-ups always had: fading while sinking a little. */
export const DEFAULT_EXIT_EFFECT: ExitEffect = 'fade_out_down';

/** 'fadeInUp', 'fade-in-up', ' Fade In Up ' all read as 'fade_in_up'. */
function effectName(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}

/** The record's entry effect; unknown or missing values give the default. */
export function entryEffectOf(value: unknown): EntryEffect {
  const name = effectName(value);
  return (ENTRY_EFFECTS as readonly string[]).includes(name) ? (name as EntryEffect) : DEFAULT_ENTRY_EFFECT;
}

/** The record's exit effect; unknown or missing values give the default. */
export function exitEffectOf(value: unknown): ExitEffect {
  const name = effectName(value);
  return (EXIT_EFFECTS as readonly string[]).includes(name) ? (name as ExitEffect) : DEFAULT_EXIT_EFFECT;
}
