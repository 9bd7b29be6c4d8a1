import { Type } from 'typebox';
import { LEAD_TAG_MAX_LENGTH, NAME_EMAIL_MAX_LENGTH } from '../constants.js';
import { ClientId, PopupId } from './ids.js';

const LeadField = Type.Object({ field_key: Type.String(), label: Type.String(), type: Type.String(), value: Type.String() });

/** What narrows the leads listed and exported. */
export const LeadFilterFields = {
  /** searched in the email and every field value, case-insensitively */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  poptin_id: Type.Optional(PopupId),
  client_id: Type.Optional(ClientId),
  /** epoch ms, inclusive */
  from: Type.Optional(Type.Integer({ minimum: 0 })),
  /** epoch ms, exclusive */
  to: Type.Optional(Type.Integer({ minimum: 0 })),
  /** 1 lists the submissions marked as automated too (honeypot, too fast) */
  spam: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /** only the leads carrying this pop-up tag (poptin_fields) */
  tag: Type.Optional(Type.String({ maxLength: LEAD_TAG_MAX_LENGTH })),
};
export const LeadFilterQuery = Type.Object(LeadFilterFields);

export const LeadsQuery = Type.Object({
  ...LeadFilterFields,
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});

export const LeadColumnReply = Type.Object({ field_key: Type.String(), label: Type.String() });

export const LeadReply = Type.Object({
  id: Type.String(),
  poptin_id: Type.String(),
  poptin_name: Type.String(),
  client_id: Type.String(),
  site_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  url: Type.String(),
  referrer: Type.String(),
  trigger: Type.String(),
  fields: Type.Array(LeadField),
  spam: Type.Union([Type.String(), Type.Null()]),
  tag: Type.Union([Type.String(), Type.Null()]),
  /** issue 17: the prize the visitor drew on this gamified pop-up, as recorded at the draw */
  prize: Type.Union([Type.Object({ prize_id: Type.String(), label: Type.String(), code: Type.String(), won: Type.Boolean() }), Type.Null()]),
  created_at: Type.Number(),
});

export const LeadsPageReply = Type.Object({
  total: Type.Integer(),
  columns: Type.Array(LeadColumnReply),
  /** the matching leads hold more field keys than the answer carries */
  columns_truncated: Type.Boolean(),
  leads: Type.Array(LeadReply),
});

/** A lead's id: a database row id, as text. */
export const LeadIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });

export const ForgetBody = Type.Object({ email: Type.String({ maxLength: NAME_EMAIL_MAX_LENGTH }) });
export const ForgetReply = Type.Object({
  removed: Type.Object({ leads: Type.Integer(), activities: Type.Integer(), sessions: Type.Integer(), abandonments: Type.Integer() }),
});
