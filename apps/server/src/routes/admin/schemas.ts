import { Type } from 'typebox';
import { POPUP_ID_LENGTH, POPUP_SETTINGS_LIMITS, POPUP_TYPES } from '@beckon/core';

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
    font: Type.String({ maxLength: 256 }), radius: Type.Number({ minimum: 0, maximum: POPUP_SETTINGS_LIMITS.radiusPx }), overlay: Colour,
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
  field_poptin_height: Type.Optional(Type.Integer({ minimum: 0, maximum: POPUP_SETTINGS_LIMITS.heightPx })),
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

export const PoptinIdParams = Type.Object({ id: Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` }) });
export const SiteParams = Type.Object({ clientId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

/** A 400 from the pop-up settings rules: each problem with its dotted path into the settings. */
export const SettingsErrorReply = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});

const SiteName = Type.String({ minLength: 1, maxLength: 120 });
/** as the owner types them; normalised to host names by the route */
const Domains = Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 200 });
export const NewSiteBody = Type.Object({ name: SiteName, domains: Type.Optional(Domains) });
export const SitePatchBody = Type.Object({ name: Type.Optional(SiteName), domains: Type.Optional(Domains) });

export const SiteReply = Type.Object({
  client_id: Type.String(),
  name: Type.String(),
  domains: Type.Array(Type.String()),
  /** the script tag to paste into the site's pages */
  snippet: Type.String(),
  created_at: Type.Number(),
  /** the last page where the widget asked for this site's pop-ups (at most once a minute); null until then */
  seen: Type.Union([Type.Object({ at: Type.Number(), url: Type.String() }), Type.Null()]),
});

export const PopupSummaryReply = Type.Object({
  poptin_id: Type.String(), name: Type.String(), type: Type.String(), format: Type.String(), target: Type.String(),
  status: Type.String(), site_name: Type.String(), client_id: Type.String(), created_at: Type.Number(), updated_at: Type.Number(),
  views: Type.Number(), closes: Type.Number(), conversions: Type.Number(),
  /** conversions per view, 0..1 */
  conversion_rate: Type.Number(),
  ab_test_parent_id: Type.Union([Type.String(), Type.Null()]),
});

export const PopupDetailReply = Type.Object({
  poptin_id: Type.String(), name: Type.String(), type: Type.String(), format: Type.String(), target: Type.String(),
  status: Type.String(), client_id: Type.String(), site_name: Type.String(), created_at: Type.Number(), updated_at: Type.Number(),
  /** everything of the SPEC §3 record an owner sets, as stored */
  settings: Type.Object({}, { additionalProperties: true }),
});

export const PoptinIdReply = Type.Object({ poptin_id: Type.String() });
