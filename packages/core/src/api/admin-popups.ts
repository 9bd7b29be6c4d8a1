import { Type } from 'typebox';
import { POPUP_SETTINGS_LIMITS } from '../validators/popup-settings.js';
import { POPUP_SIGNUP_LIMITS } from '../validators/popup-signup.js';
import { FONT_MAX_LENGTH } from '../design/fonts.js';
import { SIZE_LIMITS } from '../formats/catalogue.js';
import { PAGE_EFFECTS, TEASER_MODES } from '../types/design.js';
import { POPUP_TYPES, SIGNUP_DOUBLE_OPT_IN_MODES, type PopupFormat, type PopupSettings, type PopupTarget } from '../types/popup.js';
import { ListId } from './admin-lists.js';
import { ClientId, PopupId } from './ids.js';
import { LANGUAGES, OneOf, POPUP_STATUSES, TEASER_SIDES } from './unions.js';

const Colour = Type.String({ maxLength: 64 });
/** The widest any type may be made (core's SIZE_LIMITS hold each type's own range). */
const LAYOUT_MAX_WIDTH_PX = Math.max(...Object.values(SIZE_LIMITS).map((limits) => limits.width?.max ?? 0));

/**
 * A design's screens by name, each an ordered list of blocks. Only the SPEC's screen names: any
 * other key would be stored and later read as a screen.
 */
const Blocks = Type.Array(Type.Object({ kind: Type.String({ maxLength: 32 }) }, { additionalProperties: true }), { maxItems: 50 });
const Screens = Type.Object(
  {
    main: Type.Optional(Blocks),
    thank_you: Type.Optional(Blocks),
    play: Type.Optional(Blocks),
    winning: Type.Optional(Blocks),
    losing: Type.Optional(Blocks),
    teaser: Type.Optional(Blocks),
  },
  { additionalProperties: false },
);

/** The design model of ARCHITECTURE.md: blocks per screen, theme tokens, an optional teaser. */
export const DesignSchema = Type.Object({
  lang: OneOf(LANGUAGES),
  theme: Type.Object({
    background: Colour,
    text: Colour,
    accent: Colour,
    accent_text: Colour,
    font: Type.String({ maxLength: FONT_MAX_LENGTH }),
    radius: Type.Number({ minimum: 0, maximum: POPUP_SETTINGS_LIMITS.radiusPx }),
    overlay: Colour,
  }),
  screens: Screens,
  /** issue 23: the owner's width and a bar's page effect; core's checkPopupSize bounds the width by type */
  layout: Type.Optional(
    Type.Object(
      {
        width: Type.Optional(Type.Integer({ minimum: 0, maximum: LAYOUT_MAX_WIDTH_PX })),
        page: Type.Optional(OneOf(PAGE_EFFECTS)),
      },
      { additionalProperties: false },
    ),
  ),
  mobile: Type.Optional(Type.Object({ screens: Screens })),
  teaser: Type.Optional(
    Type.Object({
      mode: OneOf(TEASER_MODES),
      label: Type.String({ minLength: 1, maxLength: 60 }),
      side: OneOf(TEASER_SIDES),
    }),
  ),
});

/**
 * Everything of the §3 record an owner sets. The schema checks the design; core's
 * validatePopupSettings, which reads every other field defensively, checks the rest before the
 * server stores anything: together they make it the PopupSettings the type says.
 */
export const SettingsSchema = Type.Unsafe<PopupSettings>(
  Type.Object(
    {
      design: DesignSchema,
      design_properties: Type.Object({}, { additionalProperties: true }),
      /** the height an inline pop-up's container reserves, in px (no layout shift when it arrives) */
      field_poptin_height: Type.Optional(Type.Integer({ minimum: 0, maximum: POPUP_SETTINGS_LIMITS.heightPx })),
      /** issue 18: the account's lists each lead joins, by public id */
      signup_lists: Type.Optional(Type.Array(ListId, { maxItems: POPUP_SIGNUP_LIMITS.lists, uniqueItems: true })),
      signup_double_opt_in: Type.Optional(OneOf(SIGNUP_DOUBLE_OPT_IN_MODES)),
    },
    { additionalProperties: true },
  ),
);

export const FORMAT_PATTERN = '^format_([1-9]|[1-9][0-9])$';
const Format = Type.Unsafe<PopupFormat>(Type.String({ pattern: FORMAT_PATTERN, maxLength: 9 }));
const Target = Type.Unsafe<PopupTarget>(Type.String({ minLength: 1, maxLength: 32 }));
const PopupName = Type.String({ minLength: 1, maxLength: 120 });

export const NewPopupBody = Type.Object({
  client_id: Type.String({ maxLength: 64 }),
  name: PopupName,
  type: OneOf(POPUP_TYPES),
  format: Format,
  target: Target,
  status: OneOf(POPUP_STATUSES),
  settings: SettingsSchema,
});

export const PopupPatchBody = Type.Object({
  name: Type.Optional(PopupName),
  status: Type.Optional(OneOf(POPUP_STATUSES)),
  settings: Type.Optional(SettingsSchema),
});

/** The winner of an A/B test, named by the keep-winner call. */
export const KeepWinnerBody = Type.Object({ poptin_id: PopupId });

/** A 400 from the pop-up settings rules: each problem with its dotted path into the settings. */
export const SettingsErrorReply = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});

/** Stored values: read back as written, so no pattern is checked on the way out. */
const StoredFormat = Type.Unsafe<PopupFormat>(Type.String());
const StoredTarget = Type.Unsafe<PopupTarget>(Type.String());

export const PopupsQuery = Type.Object({ client_id: Type.Optional(ClientId) });

export const PopupSummaryReply = Type.Object({
  poptin_id: Type.String(),
  name: Type.String(),
  type: OneOf(POPUP_TYPES),
  format: StoredFormat,
  target: StoredTarget,
  status: OneOf(POPUP_STATUSES),
  site_name: Type.String(),
  client_id: Type.String(),
  created_at: Type.Number(),
  updated_at: Type.Number(),
  views: Type.Number(),
  closes: Type.Number(),
  conversions: Type.Number(),
  /** conversions per view, 0..1 */
  conversion_rate: Type.Number(),
  ab_test_parent_id: Type.Union([Type.String(), Type.Null()]),
});

export const PopupDetailReply = Type.Object({
  poptin_id: Type.String(),
  name: Type.String(),
  type: OneOf(POPUP_TYPES),
  format: StoredFormat,
  target: StoredTarget,
  status: OneOf(POPUP_STATUSES),
  client_id: Type.String(),
  site_name: Type.String(),
  created_at: Type.Number(),
  updated_at: Type.Number(),
  /** everything of the SPEC §3 record an owner sets, as stored */
  settings: Type.Unsafe<PopupSettings>({ type: 'object', properties: {}, additionalProperties: true }),
});

export const PopupSummariesReply = Type.Array(PopupSummaryReply);

export const PoptinIdReply = Type.Object({ poptin_id: Type.String() });
