import type { PopupType } from '../types/popup.js';

/**
 * Types that take over the page (SPEC §2): they follow the WAI-ARIA modal dialog pattern and
 * wait their turn in the exclusive queue. Bars, slide-ins, teasers and inline types never trap
 * focus and may share the page.
 */
export const MODAL_TYPES: ReadonlySet<PopupType> = new Set<PopupType>(['lightbox', 'fullpage', 'gamified']);

/** Types that live inside an owner's container in the page flow instead of over the page. */
export const INLINE_TYPES: ReadonlySet<PopupType> = new Set<PopupType>(['embedded', 'content']);

export const isModalType = (type: string): boolean => MODAL_TYPES.has(type as PopupType);
export const isInlineType = (type: string): boolean => INLINE_TYPES.has(type as PopupType);
