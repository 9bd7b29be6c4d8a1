import { CONTENT_MOBILE_MAX_WIDTH_PX, CONTENT_TABLET_MAX_WIDTH_PX, MENU_BREAKPOINT_MAX_PX, MENU_BREAKPOINT_MIN_PX } from '../constants.js';
import type { AttributeReader } from './config-attributes.js';

/** A mobile menu's settings (SPEC §4 "mobile menu", in the kit's own attribute words). */
export interface MenuConfig {
  /** The widest viewport, in CSS px, on which the links fold behind the toggle. */
  breakpoint: number;
}

/**
 * `data-menu-breakpoint`: a device name (`mobile`, `tablet`: up to that device's widest screen)
 * or a width in px (`900`, `900px`); nothing usable gives phones (up to 767 px).
 */
export function parseMenuBreakpoint(value: string | null): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'mobile') return CONTENT_MOBILE_MAX_WIDTH_PX;
  if (text === 'tablet') return CONTENT_TABLET_MAX_WIDTH_PX;
  const px = /^(\d{1,5})(?:px)?$/.exec(text);
  const width = px ? Number(px[1]) : NaN;
  return width >= MENU_BREAKPOINT_MIN_PX && width <= MENU_BREAKPOINT_MAX_PX ? width : CONTENT_MOBILE_MAX_WIDTH_PX;
}

/** Folded behind the toggle at this viewport width (the breakpoint itself included, as a max-width query). */
export function menuIsFolded(width: number, breakpoint: number): boolean {
  return width <= breakpoint;
}

/** Every setting from the element's data-menu-* attributes; a bad value falls back, never throws. */
export function readMenuConfig(read: AttributeReader): MenuConfig {
  return { breakpoint: parseMenuBreakpoint(read('data-menu-breakpoint')) };
}
