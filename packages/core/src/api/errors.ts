import { Type } from 'typebox';

/** Every error answer: `field` names the submitted field at fault, when one is. */
export const ErrorReply = Type.Object({ statusCode: Type.Number(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });

export const OkReply = Type.Object({ success: Type.Boolean() });
