/** Names the chat widget shares with host pages (SPEC §1, §4, §7): the page and its scripts rely on them. */

/** Elements carrying this class get a chat widget. */
export const CHAT_MOUNT_CLASS = 'qlwapp';
/** Window event dispatched before a conversation opens (SPEC §7). */
export const CHAT_CLICK_EVENT = 'qlwapp.click';
/** Set for CHAT_CLOSED_COOKIE_MS when the visitor closes the box; stops auto-open (SPEC §4). */
export const CHAT_CLOSED_COOKIE = 'qlwapp-closed';
/** The four configuration attributes of a `.qlwapp` element (SPEC §3). */
export const CHAT_CONFIG_ATTRIBUTES = {
  display: 'data-display',
  button: 'data-button',
  box: 'data-box',
  contacts: 'data-contacts',
} as const;
