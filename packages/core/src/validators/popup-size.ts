import { isFontStack } from '../design/fonts.js';
import { SIZE_LIMITS, type SizeRange } from '../formats/catalogue.js';
import { POPUP_TYPE_NAMES } from '../formats/format-words.js';
import { isInlineType } from '../formats/modal.js';
import { wireNumber } from '../rules/wire-number.js';
import { PAGE_EFFECTS } from '../types/design.js';
import type { PopupSettings, PopupType } from '../types/popup.js';

type Add = (path: string, message: string) => void;

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

function checkRange(value: unknown, range: SizeRange, path: string, what: string, add: Add): void {
  const n = wireNumber(value as number);
  if (!Number.isInteger(n) || n < range.min || n > range.max)
    add(path, `${what} must be a whole number of pixels from ${range.min} to ${range.max} (empty for the format's own).`);
}

/**
 * The owner's size and page effect (issue 23), within the type's SIZE_LIMITS. A size the type
 * takes from the page (a bar's width) is ignored by every renderer, so it is not refused: an
 * owner who changed a pop-up's type is not left with a problem the editor no longer shows.
 */
export function checkPopupSize(s: PopupSettings, type: PopupType, add: Add): void {
  const limits = SIZE_LIMITS[type];
  if (!limits) return;
  const name = POPUP_TYPE_NAMES[type];
  const layout = s.design?.layout;
  if (layout !== undefined && layout !== null) {
    if (typeof layout !== 'object') add('design.layout', 'The layout must be an object.');
    else {
      if (isSet(layout.width) && limits.width) checkRange(layout.width, limits.width, 'design.layout.width', `The width of a ${name}`, add);
      if (isSet(layout.page) && !(PAGE_EFFECTS as readonly string[]).includes(layout.page as string))
        add('design.layout.page', 'Choose whether the bar pushes the page (push) or covers it (cover).');
    }
  }
  // An inline type's reserved height keeps its own rule and message (popup-settings.ts); 0 is "none" for the others.
  if (!isInlineType(type) && limits.height && isSet(s.field_poptin_height) && wireNumber(s.field_poptin_height) !== 0)
    checkRange(s.field_poptin_height, limits.height, 'field_poptin_height', `The height of a ${name}`, add);
  const font = s.design?.theme?.font;
  if (typeof font === 'string' && font.trim() !== '' && !isFontStack(font))
    add('design.theme.font', 'A font is a list of font names separated by commas, like Georgia, "Times New Roman", serif.');
}
