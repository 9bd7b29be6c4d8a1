const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe as element text and inside a quoted attribute. */
export function escapeHtml(value: string): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
