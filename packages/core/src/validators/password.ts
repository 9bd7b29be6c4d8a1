/** An owner's password is at least this long (sign-up, password change, the create-owner CLI). */
export const MIN_PASSWORD_LENGTH = 10;

/** The password rule in words, or null when the password may be used. */
export function passwordProblem(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
}
