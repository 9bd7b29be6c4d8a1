import { gatedWrite } from './consent-gate.js';
import { guarded } from './guarded.js';

type Area = 'localStorage' | 'sessionStorage';

// Reading window[area] is itself what throws in a sandboxed iframe, so it happens inside the guard.
const read = (area: Area, key: string) => guarded(area, () => window[area].getItem(key), null);
// Writes wait for the visitor's consent where the embed asks for it (consent-gate.ts); removing needs none.
const write = (area: Area, key: string, value: string) => gatedWrite(area + key, () => guarded(area, () => window[area].setItem(key, value), undefined));
const remove = (area: Area, key: string) => guarded(area, () => window[area].removeItem(key), undefined);

export const readLocal = (key: string): string | null => read('localStorage', key);
export const writeLocal = (key: string, value: string): void => write('localStorage', key, value);
export const removeLocal = (key: string): void => remove('localStorage', key);
export const readSession = (key: string): string | null => read('sessionStorage', key);
export const writeSession = (key: string, value: string): void => write('sessionStorage', key, value);
export const removeSession = (key: string): void => remove('sessionStorage', key);
