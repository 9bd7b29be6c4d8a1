import { CHAT_MOBILE_BOX_HEIGHT_RATIO, CHAT_MOBILE_MAX_WIDTH_PX } from '../constants.js';

export type ChatDevice = 'desktop' | 'mobile';

/** SPEC §9: mobile means a viewport at most 430 px wide and a touch screen; anything else is desktop. */
export function chatDevice(viewport: { width: number; touch: boolean }): ChatDevice {
  return viewport.width <= CHAT_MOBILE_MAX_WIDTH_PX && viewport.touch ? 'mobile' : 'desktop';
}

/** SPEC §3 display.devices (widget and contact alike): hide, desktop, mobile; anything else shows everywhere. */
export function shownOnDevice(devices: string | null | undefined, device: ChatDevice): boolean {
  if (devices === 'hide') return false;
  if (devices === 'desktop' || devices === 'mobile') return devices === device;
  return true;
}

/** SPEC §9: on mobile the box is 70% of the window high, less its header and footer. */
export function mobileBodyMaxHeight(windowHeight: number, headerHeight: number, footerHeight: number): number {
  return Math.max(0, Math.round(windowHeight * CHAT_MOBILE_BOX_HEIGHT_RATIO - headerHeight - footerHeight));
}
