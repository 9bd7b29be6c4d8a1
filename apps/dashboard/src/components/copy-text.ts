/** How a copy ended: on the clipboard, or selected for the owner to copy with the keyboard. */
export type CopyOutcome = 'copied' | 'selected';

/**
 * Copies `text` to the clipboard. Where the browser refuses (no permission, an http page, an
 * old browser), the text in `field` is selected instead so Ctrl+C / ⌘C copies it.
 */
export async function copyText(text: string, field: HTMLTextAreaElement | HTMLInputElement | null): Promise<CopyOutcome> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (field) {
      field.focus();
      field.select();
      field.setSelectionRange(0, field.value.length);
    }
    return 'selected';
  }
}
