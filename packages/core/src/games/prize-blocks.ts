import type { Block, DesignedField } from '../types/design.js';
import type { SubmittedField } from '../types/api.js';
import { fillPrizePlaceholders, type PrizeValues } from '../validators/prize-placeholders.js';

/**
 * SPEC §4: the winning screen shows {{prize_label}} and {{prize_code}} replaced everywhere the
 * visitor reads them: headings, texts, buttons, coupon blocks. Hidden fields take theirs when
 * the lead is sent (validators/field-value.ts). Without a prize (before the draw, a loss) the
 * placeholders read as nothing rather than as braces.
 */
export function blocksWithPrize(blocks: readonly Block[], prize: PrizeValues | undefined): Block[] {
  return blocks.map((b) => {
    switch (b.kind) {
      case 'heading':
      case 'text':
        return { ...b, text: fillPrizePlaceholders(b.text, prize) };
      case 'button':
        return { ...b, text: fillPrizePlaceholders(b.text, prize) };
      case 'coupon':
        return { ...b, code: fillPrizePlaceholders(b.code, prize) };
      default:
        return b;
    }
  });
}

/**
 * The hidden fields that hold {{prize_code}} / {{prize_label}} (SPEC §3), filled with the drawn
 * prize: a form checked before the play is sent after the draw, with these put in.
 */
export function prizeFieldValues(fields: readonly DesignedField[], prize: PrizeValues): SubmittedField[] {
  return fields
    .filter((f) => f.type === 'hidden' && PLACEHOLDER.test(f.value ?? ''))
    .map((f) => ({ field_key: f.field_key, label: f.label ?? f.name, type: 'hidden', value: fillPrizePlaceholders(f.value, prize) }))
    .filter((f) => f.value !== '');
}

const PLACEHOLDER = /\{\{\s*prize_(code|label)\s*\}\}/;
