import { MIN_PASSWORD_LENGTH, passwordProblem } from '@beckon/core';

/** Core's password rule as react-hook-form's validate wants it: the form says it before the round trip. */
export const PASSWORD_MIN_LENGTH = MIN_PASSWORD_LENGTH;

export function passwordRule(password: string): string | true {
  return passwordProblem(password) ?? true;
}
