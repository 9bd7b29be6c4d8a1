import type { Flag } from './types/popup.js';

/** Wire flags arrive as booleans, 0/1 or '0'/'1'; this is the one place that reads them. */
export function isOn(flag: Flag | undefined | null): boolean {
  return flag === true || flag === 1 || flag === '1';
}
