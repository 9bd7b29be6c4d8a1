import { emailField } from '../design-defaults.js';
import { gamifiedPopupDesign } from '../games/game-design.js';
import { gameKindOf } from '../games/game-kind.js';
import type { Block, DesignedField, Language, Theme } from '../types/design.js';
import type { GamifiedPrize } from '../types/prize.js';
import type { PopupFormat, PopupTarget, PopupType } from '../types/popup.js';
import { fieldKey } from '../validators/field-key.js';
import { templateGoal, type PopupTemplate, type TemplateGoal, type TemplateSettings } from './model.js';
import { templatePicturePath, type TemplatePicture } from './pictures.js';
import { TEMPLATE_THEMES, type TemplateThemeName } from './themes.js';

/** Short block makers, so a template reads like the pop-up it is. */
export const heading = (text: string): Block => ({ kind: 'heading', text });
export const text = (body: string): Block => ({ kind: 'text', text: body });
export const submit = (label: string): Block => ({ kind: 'button', text: label, action: 'submit' });
export const dismiss = (label: string): Block => ({ kind: 'button', text: label, action: 'close' });
/** A button to a page of the owner's own site, made absolute when the pop-up is created. */
export const link = (label: string, sitePath: `/${string}`): Block => ({ kind: 'button', text: label, action: 'link', url: sitePath });
export const coupon = (code: string): Block => ({ kind: 'coupon', code });
/** Its end is set when the pop-up is created (PopupTemplate.countdownDays). */
export const countdown = (): Block => ({ kind: 'countdown', ends_at: '' });
export const ticker = (messages: string[]): Block => ({ kind: 'ticker', messages });

const EMAIL_WORDS: Record<Language, { label: string; placeholder: string }> = {
  en: { label: 'Email address', placeholder: 'you@example.com' },
  he: { label: 'כתובת אימייל', placeholder: 'you@example.com' },
};

function nameField(count: number, label: string): DesignedField {
  return {
    count,
    type: 'name',
    name: 'first_name',
    id: `name_${count}`,
    field_key: fieldKey('first_name'),
    short_name: 'first_name',
    placeholder: '',
    value: '',
    created_as: 'name',
    created_version: '1',
    property_name: 'first_name',
    label,
    required: true,
  };
}

/** The form: an email field, with a first name before it when `firstName` is its label. */
export function emailForm(lang: Language, firstName?: string): Block {
  const words = EMAIL_WORDS[lang];
  const fields = firstName ? [nameField(1, firstName), emailField(2, words.label, words.placeholder)] : [emailField(1, words.label, words.placeholder)];
  return { kind: 'fields', fields };
}

export interface TemplateSpec {
  id: string;
  name: string;
  goal: TemplateGoal;
  /** SPEC §3 target when not the goal's own (an exit offer that gives a guide collects a lead) */
  target?: PopupTarget;
  type: PopupType;
  format: PopupFormat;
  lang?: Language;
  theme: TemplateThemeName | Theme;
  /** the format's picture, placed first on the main screen */
  picture?: { name: TemplatePicture; alt: string };
  main: Block[];
  thanks?: Block[];
  settings?: TemplateSettings;
  countdownDays?: number;
}

/** A prize's code fills a game's coupon: it is no code of the record's own. */
const isOwnCode = (block: Block): block is Extract<Block, { kind: 'coupon' }> => block.kind === 'coupon' && !block.code.includes('{{');

/**
 * A template's one coupon code lives in the record's coupon setting (design_properties.coupon),
 * which its coupon blocks show: the owner changes it, or picks a store discount, in one place.
 */
function withRecordCoupon(screens: Record<string, Block[]>): { screens: Record<string, Block[]>; code: string | null } {
  const codes = new Set(Object.values(screens).flatMap((blocks) => blocks.filter(isOwnCode).map((b) => b.code)));
  if (codes.size !== 1) return { screens, code: null };
  const blank = (blocks: Block[]) => blocks.map((b) => (isOwnCode(b) ? { ...b, code: '' } : b));
  return { screens: Object.fromEntries(Object.entries(screens).map(([name, blocks]) => [name, blank(blocks)])), code: [...codes][0]! };
}

/** A template from its parts: the goal's target, the picture first, a thank-you screen turned on when there is one. */
export function template(spec: TemplateSpec): PopupTemplate {
  const lang = spec.lang ?? 'en';
  const picture: Block[] = spec.picture ? [{ kind: 'image', src: templatePicturePath(spec.picture.name), alt: spec.picture.alt }] : [];
  const theme = typeof spec.theme === 'string' ? TEMPLATE_THEMES[spec.theme] : spec.theme;
  const settings = spec.settings ?? {};
  const { screens, code } = withRecordCoupon({ main: [...picture, ...spec.main], ...(spec.thanks ? { thank_you: spec.thanks } : {}) });
  return {
    id: spec.id,
    name: spec.name,
    goal: spec.goal,
    target: spec.target ?? templateGoal(spec.goal).target,
    type: spec.type,
    format: spec.format,
    lang,
    design: { lang, theme: { ...theme }, screens },
    settings: {
      ...settings,
      design_properties: {
        ...(spec.thanks ? { poptin_design_thank_screen: 1 as const } : {}),
        ...(code ? { coupon: { code, coupon_type: 'code' } } : {}),
        ...settings.design_properties,
      },
    },
    ...(spec.countdownDays ? { countdownDays: spec.countdownDays } : {}),
  };
}

/** A prize of a game: `code` empty and `won` false for the losing slice. */
export function prize(id: number, label: string, code: string, chances: number, won = true): GamifiedPrize {
  return {
    label,
    code,
    chances,
    loosing_option: !won,
    is_winner: won,
    prize_id: `prize_${id}`,
    redirect_to: false,
    redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
  };
}

export interface GameSpec extends Omit<TemplateSpec, 'main' | 'goal' | 'type' | 'picture'> {
  main: { heading: string; text: string; button: string };
  winning: { heading: string; text: string; button: string };
  losing: { heading: string; text: string };
  prizes: GamifiedPrize[];
}

/**
 * A game template: core's game design (the prize's hidden fields, the play, winning and losing
 * screens with their placeholders) in the template's own words and colours.
 */
export function game(spec: GameSpec): PopupTemplate {
  const lang = spec.lang ?? 'en';
  const base = gamifiedPopupDesign(lang, gameKindOf(spec.format));
  const [, , form] = base.screens.main!;
  const built = template({
    ...spec,
    goal: 'game',
    type: 'gamified',
    main: [heading(spec.main.heading), text(spec.main.text), form!, submit(spec.main.button)],
  });
  const closeLabel = base.screens.losing!.find((b) => b.kind === 'button');
  built.design.screens = {
    ...built.design.screens,
    play: base.screens.play!,
    winning: [heading(spec.winning.heading), text(spec.winning.text), coupon('{{prize_code}}'), dismiss(spec.winning.button)],
    losing: [heading(spec.losing.heading), text(spec.losing.text), ...(closeLabel ? [closeLabel] : [])],
  };
  built.settings = { ...built.settings, prizes: spec.prizes };
  return built;
}
