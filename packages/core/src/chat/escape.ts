import { escapeHtml } from '../html-escape.js';

/**
 * SPEC §5: what a visitor (or a contact's default message) wrote is shown as text, never as
 * markup, and keeps its line breaks. Returns HTML that is safe to set as inner HTML.
 */
export function escapeChatText(text: string): string {
  return escapeHtml(text ?? '').replace(/\r\n|\r|\n/g, '<br>');
}
