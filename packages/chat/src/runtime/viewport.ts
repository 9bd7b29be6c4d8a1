import { chatDevice, type ChatDevice } from '@beckon/core';

/** SPEC §9 device of the visitor right now: the viewport's width and whether it has touch. */
export function currentDevice(): ChatDevice {
  const touch = (navigator.maxTouchPoints ?? 0) > 0 || 'ontouchstart' in window;
  return chatDevice({ width: window.innerWidth, touch });
}
