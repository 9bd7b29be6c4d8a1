/**
 * SPEC §5: the phone a conversation opens with is its digits only, without leading zeros —
 * '+34 (0)612-345-678' and '0034612345678' both become '34612345678'. The messaging app wants
 * the international number with no prefix; leading zeros are what '00' dialling leaves behind.
 */
export function phoneDigits(phone: string | number | null | undefined): string {
  return String(phone ?? '')
    .replace(/\D/g, '')
    .replace(/^0+/, '');
}
