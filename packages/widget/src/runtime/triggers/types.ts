import type { ActiveTrigger } from '@beckon/core';

/** A trigger module arms one trigger and returns how to disarm it; `fire` may be called once. */
export type ArmTrigger<K extends ActiveTrigger['kind']> = (trigger: Extract<ActiveTrigger, { kind: K }>, fire: () => void) => () => void;
