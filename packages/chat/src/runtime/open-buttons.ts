import { startConversation } from './start-conversation.js';

/**
 * SPEC §2: any element on the page with data-action=open and data-phone (optional data-message,
 * data-whatsapp_link_type) opens a conversation on click; without a phone nothing happens. One
 * listener on the document, so elements added later work too.
 */
export function listenForOpenButtons(doc: Document = document): () => void {
  const onClick = (event: Event) => {
    const element = event.composedPath().find((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.action === 'open');
    if (!element) return;
    const phone = element.dataset.phone?.trim();
    if (!phone) return;
    event.preventDefault();
    startConversation({ type: 'phone', phone }, element.dataset.message ?? '', element.dataset.whatsapp_link_type);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
