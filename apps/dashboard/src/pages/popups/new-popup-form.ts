import type { Language, PopupFormat, PopupTarget, PopupType } from '@beckon/core';

/** What the owner picks before a new pop-up is created. */
export interface NewPopupForm {
  client_id: string;
  name: string;
  target: PopupTarget;
  type: PopupType;
  format: PopupFormat;
  lang: Language;
}
