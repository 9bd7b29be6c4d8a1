/** A won prize's code and label (SPEC §3 gamified prize). */
export interface PrizeValues {
  code: string;
  label: string;
}

/**
 * SPEC §3: hidden fields may hold {{prize_code}} or {{prize_label}}; they take the won prize's
 * code and label, or nothing when no prize was won (so a lead never stores the placeholder).
 */
export function fillPrizePlaceholders(value: string, prize?: PrizeValues): string {
  return value.replace(/\{\{\s*prize_(code|label)\s*\}\}/g, (_whole, which: string) => (prize ? (which === 'code' ? prize.code : prize.label) : ''));
}
