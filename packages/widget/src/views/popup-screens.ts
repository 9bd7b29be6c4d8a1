import { blocksWithPrize, isOn, withConsentSettings, type Block, type DesignedField, type PopupRecord, type PrizeValues } from '@beckon/core';
import type { Device, ScreenName } from './types.js';

export type { ScreenName } from './types.js';

/** The screens this device shows: the mobile design when the owner made one and switched it on. */
export function screensFor(record: PopupRecord, device: Device) {
  const { design } = record;
  const mobile = device === 'mobile' && isOn(record.design_properties.switch_mobile_editor) && design.mobile;
  return (mobile || design).screens;
}

export function fieldsOf(blocks: Block[]): DesignedField[] {
  return blocks.flatMap((b) => (b.kind === 'fields' ? b.fields : []));
}

/** A screen's blocks with the pop-up's consent settings folded into its form, as drawn and as checked. */
export function withConsent(blocks: Block[], props: PopupRecord['design_properties']): Block[] {
  return blocks.map((b) => (b.kind === 'fields' ? { ...b, fields: withConsentSettings(b.fields, props) } : b));
}

/**
 * A screen's blocks as shown. A game's play screen without blocks of its own keeps the main
 * screen's words (not its form, which was sent); on a game's screens the placeholders take the
 * drawn prize (SPEC §4), or nothing before the draw.
 */
export function screenBlocks(
  screens: Partial<Record<ScreenName, Block[]>>,
  screen: ScreenName,
  game: { active: boolean; prize: PrizeValues | undefined },
): Block[] {
  let blocks = screens[screen] ?? [];
  if (screen === 'play' && blocks.length === 0) blocks = (screens.main ?? []).filter((b) => b.kind === 'heading' || b.kind === 'text' || b.kind === 'image');
  return game.active ? blocksWithPrize(blocks, game.prize) : blocks;
}
