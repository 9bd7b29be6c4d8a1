import { isOn, type Block, type PopupType } from '@beckon/core';
import { SCREEN_LABELS } from './catalogue.js';
import type { EditorSettings } from './model.js';

/** The screens of a game (issue 17) a visitor meets after the main form. */
export const GAME_SCREENS = ['play', 'winning', 'losing'] as const;
export type GameScreen = (typeof GAME_SCREENS)[number];

/** A game screen the visitor would meet empty: not a problem that stops a save, a warning before publishing. */
export interface ScreenWarning {
  /** the screen's path in the settings, e.g. `design.screens.winning` */
  path: string;
  screen: GameScreen;
  /** the phone design's screen (Mobile design on) rather than the main design's */
  phone: boolean;
  /** the screen's name as the editor shows it: "Winning", "Winning (phone design)" */
  label: string;
  message: string;
}

/** What a visitor meets instead, as the widget behaves (views/popup-screens.ts, games/use-game.ts). */
const INSTEAD: Record<GameScreen, string> = {
  play: 'while the game plays, visitors see only the main screen’s heading, text and picture.',
  winning: 'a visitor who wins sees no message and no prize code after the game, and the pop-up closes.',
  losing: 'a visitor who loses is told nothing after the game, and the pop-up closes.',
};

/** A block that shows nothing: a heading or text without words, a picture without an address, empty HTML. */
function isBlank(block: Block): boolean {
  switch (block.kind) {
    case 'heading':
    case 'text':
    case 'button':
      return block.text.trim() === '';
    case 'image':
      return block.src.trim() === '';
    case 'html':
      return block.html.trim() === '';
    default:
      return false;
  }
}

/** A screen without a block that shows something. */
export const isEmptyScreen = (blocks: readonly Block[] | undefined): boolean => !blocks || blocks.every(isBlank);

/**
 * The game screens a visitor would meet empty, in the main design and, when it is on, the phone
 * design. The winning and losing screens are left out when the owner switched the screen after
 * the game off (design_properties.disable_post_play_screen): then nobody meets them.
 */
export function emptyGameScreens(type: PopupType | string, settings: EditorSettings): ScreenWarning[] {
  if (type !== 'gamified') return [];
  const props = settings.design_properties ?? {};
  const afterPlay = !isOn(props.disable_post_play_screen);
  const designs: Array<{ base: string; phone: boolean; screens: Partial<Record<GameScreen, Block[]>> }> = [
    { base: 'design', phone: false, screens: settings.design.screens },
  ];
  const mobile = settings.design.mobile;
  if (mobile && isOn(props.switch_mobile_editor)) designs.push({ base: 'design.mobile', phone: true, screens: mobile.screens });
  const warnings: ScreenWarning[] = [];
  for (const { base, phone, screens } of designs) {
    for (const screen of GAME_SCREENS) {
      if (screen !== 'play' && !afterPlay) continue;
      if (!isEmptyScreen(screens[screen])) continue;
      const label = `${SCREEN_LABELS[screen]}${phone ? ' (phone design)' : ''}`;
      warnings.push({ path: `${base}.screens.${screen}`, screen, phone, label, message: `The ${label} screen is empty: ${INSTEAD[screen]}` });
    }
  }
  return warnings;
}

/** "Play, Winning and Losing". */
export function screenList(warnings: readonly ScreenWarning[]): string {
  const labels = warnings.map((w) => w.label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;
}
