/** SPEC §3 chat widget config, read from four JSON attributes of a `.qlwapp` element. */
export interface ChatDisplay {
  devices: 'hide' | 'desktop' | 'mobile' | 'all';
}

export interface ChatWeekday {
  value: string;
  label?: string;
}

export interface ChatButton {
  layout: 'button' | 'bubble' | (string & {});
  icon: string;
  text: string;
  box: 'yes' | 'no';
  position: 'bottom-right' | 'bottom-left' | 'middle-right' | 'middle-left' | (string & {});
  rounded: 'yes' | 'no';
  visibility: string;
  notification_bubble: 'yes' | 'no';
  notification_bubble_animation: string;
  whatsapp_link_type: 'web' | 'api';
  timezone: string;
  timefrom: string;
  timeto: string;
  timedays: ChatWeekday[];
  /** With box 'no' the button opens a conversation itself: with this phone or group. */
  phone?: string;
  message?: string;
  type?: 'phone' | 'group';
  group?: string;
}

export interface ChatBox {
  header: string;
  footer: string;
  response: string;
  lazy_load: 'yes' | 'no';
  auto_open: 'yes' | 'no';
  auto_delay_open: number;
  allow_outside_close: 'yes' | 'no';
  consentEnabled: 0 | 1 | '0' | '1';
  consentMessage: string;
}

export interface ChatContact {
  id: string | number;
  firstname: string;
  lastname: string;
  label: string;
  avatar: string;
  phone: string;
  message: string;
  chat: boolean;
  type: 'phone' | 'group';
  group: string;
  order?: number;
  visibility: 'hidden' | 'readonly' | 'with_status' | (string & {});
  display: { devices: ChatDisplay['devices'] };
  timezone: string;
  timefrom: string;
  timeto: string;
  timedays: ChatWeekday[];
}

export interface ChatMessage {
  id: string;
  source: 'user';
  text: string;
  status?: 'waiting' | 'sent';
}

export interface ChatConversation {
  messageListArray: ChatMessage[];
  threadOpenaiId?: string | null;
}

/** SPEC §3 persisted chat state (storage key persist:qlwapp). */
export interface ChatPersisted {
  contactId: string | null;
  contactsConversation: Record<string, ChatConversation>;
  generalConsentAccepted: boolean;
  contactsHash: string;
}

/** The whole configuration of one `.qlwapp` element, every part filled with defaults. */
export interface ChatConfig {
  display: ChatDisplay;
  button: ChatButton;
  box: ChatBox;
  contacts: ChatContact[];
}
