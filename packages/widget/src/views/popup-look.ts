import { entryEffectOf, exitEffectOf, type PopupRecord } from '@beckon/core';
import type { CSSProperties } from 'react';

/** The close controls the owner chose; the X alone when none was chosen. */
export const closeOptionsOf = (props: PopupRecord['design_properties']) => props.poptin_design_close_options_type ?? 'closing_options-x';

export function themeStyle(record: PopupRecord): CSSProperties {
  const th = record.design.theme;
  return {
    '--bk-bg': th.background,
    '--bk-text': th.text,
    '--bk-accent': th.accent,
    '--bk-accent-text': th.accent_text,
    '--bk-font': th.font,
    '--bk-radius': `${th.radius}px`,
    '--bk-overlay': th.overlay,
  } as CSSProperties;
}

/** Where the pop-up is in its life, as the class that animates it: still, entering, shown or leaving. */
export function motionClass(props: PopupRecord['design_properties'], still: boolean, leaving: boolean, entered: boolean): string {
  return still
    ? 'bk-still'
    : leaving
      ? `bk-leave bk-leave-${exitEffectOf(props.poptin_design_exit_effect)}`
      : entered
        ? 'bk-shown'
        : `bk-enter bk-enter-${entryEffectOf(props.poptin_design_entry_effect)}`;
}
