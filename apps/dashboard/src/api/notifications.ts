import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationMode,
  NotificationPreviewResponse,
  NotificationSettingsRequest,
  NotificationSettingsResponse,
  NotificationTestResponse,
} from '@beckon/core/api';
import { api } from './client.js';

/** Issue 21: a site's owner notifications, their previews and the test send. */
export type { NotificationMode, NotificationPreviewResponse, NotificationSettingsRequest, NotificationSettingsResponse, NotificationTestResponse };

const base = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/notifications`;

export const useNotificationSettings = (clientId: string | undefined) =>
  useQuery({
    queryKey: ['notifications', clientId],
    queryFn: () => api<NotificationSettingsResponse>(base(clientId!)),
    enabled: clientId !== undefined,
  });

export function useSaveNotifications(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsRequest) => api<NotificationSettingsResponse>(base(clientId), { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(['notifications', clientId], saved);
      // The preview shows times in the zone just saved.
      return client.invalidateQueries({ queryKey: ['notification-preview', clientId] });
    },
  });
}

export const useNotificationPreview = (clientId: string, template: NotificationMode) =>
  useQuery({
    queryKey: ['notification-preview', clientId, template],
    queryFn: () => api<NotificationPreviewResponse>(`${base(clientId)}/preview?template=${template}`),
    placeholderData: keepPreviousData,
  });

export function useTestNotification(clientId: string) {
  return useMutation({
    mutationFn: (template: NotificationMode) => api<NotificationTestResponse>(`${base(clientId)}/test`, { method: 'POST', body: { template } }),
  });
}
