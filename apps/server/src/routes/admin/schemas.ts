import { Type } from 'typebox';
import { POPUP_TYPES } from '@beckon/core';

const Colour = Type.String({ maxLength: 64 });

/**
 * A design's screens by name, each an ordered list of blocks. Only the SPEC's screen names: any
 * other key would be stored and later read as a screen.
 */
const Blocks = Type.Array(Type.Object({ kind: Type.String({ maxLength: 32 }) }, { additionalProperties: true }), { maxItems: 50 });
const Screens = Type.Object({
  main: Type.Optional(Blocks), thank_you: Type.Optional(Blocks), play: Type.Optional(Blocks),
  winning: Type.Optional(Blocks), losing: Type.Optional(Blocks), teaser: Type.Optional(Blocks),
}, { additionalProperties: false });

/** The design model of ARCHITECTURE.md: blocks per screen, theme tokens, an optional teaser. */
export const DesignSchema = Type.Object({
  lang: Type.Union([Type.Literal('en'), Type.Literal('he')]),
  theme: Type.Object({
    background: Colour, text: Colour, accent: Colour, accent_text: Colour,
    font: Type.String({ maxLength: 256 }), radius: Type.Number({ minimum: 0, maximum: 64 }), overlay: Colour,
  }),
  screens: Screens,
  mobile: Type.Optional(Type.Object({ screens: Screens })),
  teaser: Type.Optional(Type.Object({
    mode: Type.Union([Type.Literal('always'), Type.Literal('before_show'), Type.Literal('after_close')]),
    label: Type.String({ minLength: 1, maxLength: 60 }),
    side: Type.Union([Type.Literal('left'), Type.Literal('right')]),
  })),
});

/** Everything of the §3 record an owner sets; the design is checked, the rest is kept as given. */
export const SettingsSchema = Type.Object({
  design: DesignSchema,
  design_properties: Type.Object({}, { additionalProperties: true }),
  /** the height an inline pop-up's container reserves, in px (no layout shift when it arrives) */
  field_poptin_height: Type.Optional(Type.Integer({ minimum: 0, maximum: 5000 })),
}, { additionalProperties: true });

export const NewPopupBody = Type.Object({
  client_id: Type.String({ maxLength: 64 }),
  name: Type.String({ minLength: 1, maxLength: 120 }),
  type: Type.Union(POPUP_TYPES.map((t) => Type.Literal(t))),
  format: Type.String({ pattern: `^format_([1-9]|[1-9][0-9])$`, maxLength: 9 }),
  target: Type.String({ minLength: 1, maxLength: 32 }),
  status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  settings: SettingsSchema,
});

export const PopupPatchBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  status: Type.Optional(Type.Union([Type.Literal('published'), Type.Literal('draft')])),
  settings: Type.Optional(SettingsSchema),
});
