import { Type } from 'typebox';
import { NAME_EMAIL_MAX_LENGTH } from '../constants.js';

/** The signed-in owner. */
export const MeReply = Type.Object({
  viewer_id: Type.String(),
  email: Type.String(),
  plan: Type.String(),
  /** SPEC §6 monthly view cap; null means none */
  max_monthly_views: Type.Union([Type.Integer(), Type.Null()]),
});

/** scrypt hashes whatever it is given; a bound keeps one request from costing a second of CPU. */
export const MAX_PASSWORD_LENGTH = 1024;
const Password = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });

export const CredentialsBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: NAME_EMAIL_MAX_LENGTH }),
  password: Password,
});

export const PasswordChangeBody = Type.Object({ current_password: Password, new_password: Password });
