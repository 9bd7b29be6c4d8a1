/**
 * The pictures templates ship with (apps/server/public/templates/pictures), drawn for Beckon and
 * under its licence. The server serves them under this prefix with a long cache.
 */
export const TEMPLATE_PICTURE_PREFIX = '/templates/pictures/';

export const TEMPLATE_PICTURES = [
  'bag',
  'book',
  'bottle',
  'calendar',
  'chat',
  'coffee',
  'envelope',
  'gift',
  'headphones',
  'lamp',
  'percent',
  'plant',
  'sneaker',
  'sun',
  'ticket',
  'truck',
] as const;
export type TemplatePicture = (typeof TEMPLATE_PICTURES)[number];

/** A picture's file name on the server: letters only, so the route serving it names no other file. */
export const templatePictureFile = (picture: TemplatePicture): string => `${picture}.svg`;
export const templatePicturePath = (picture: TemplatePicture): string => `${TEMPLATE_PICTURE_PREFIX}${templatePictureFile(picture)}`;
