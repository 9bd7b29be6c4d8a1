import { Type } from 'typebox';
import { CLIENT_ID_PATTERN, POPUP_ID_PATTERN, VIEWER_ID_PATTERN } from '../validators/popup-id.js';

export const PopupId = Type.String({ pattern: POPUP_ID_PATTERN });
export const ClientId = Type.String({ pattern: CLIENT_ID_PATTERN });
export const ViewerId = Type.String({ pattern: VIEWER_ID_PATTERN });

export const PopupIdParams = Type.Object({ id: PopupId });
export const ClientIdParams = Type.Object({ clientId: ClientId });
export const ViewerIdParams = Type.Object({ viewerId: ViewerId });
