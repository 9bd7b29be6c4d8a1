const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * SPEC §5: what a visitor (or a contact's default message) wrote is shown as text, never as
 * markup, and keeps its line breaks. Returns HTML that is safe to set as inner HTML.
 */
export function escapeChatText(text: string): string {
  return String(text ?? '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
    .replace(/\r\n|\r|\n/g, '<br>');
}
