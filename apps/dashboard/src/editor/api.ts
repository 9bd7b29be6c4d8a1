import { api } from '../api/client.js';
import type { Draft, LoadedPopup } from './model.js';

export const loadPopup = (id: string) => api<LoadedPopup>(`/api/admin/poptins/${encodeURIComponent(id)}`);

export type PopupPatch = Partial<Draft> & { status?: LoadedPopup['status'] };
export const savePopup = (id: string, patch: PopupPatch) =>
  api<{ poptin_id: string }>(`/api/admin/poptins/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
