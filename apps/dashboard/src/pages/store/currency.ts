/** The symbol a currency code is written with ("USD" → "$"); '' for none or an unknown code. */
export function currencySymbolOf(code: string): string {
  if (!/^[A-Z]{3}$/.test(code)) return '';
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value.slice(0, 8) ?? '';
  } catch {
    return '';
  }
}
