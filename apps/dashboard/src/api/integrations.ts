import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeliveriesResponse,
  DeliveryResponse,
  DeliveryStatus,
  IntegrationPatchRequest,
  IntegrationResponse,
  IntegrationTestResponse,
  IntegrationWithSecretResponse,
  NewIntegrationRequest,
} from '@beckon/core/api';
import { api } from './client.js';

/** Issue 21: a site's integrations and their delivery log. */
export type Integration = IntegrationResponse;
export type Delivery = DeliveryResponse;
export type { DeliveryStatus, IntegrationTestResponse, IntegrationWithSecretResponse };

const send = (method: string, body?: unknown) => ({ method, body: body ?? {} });
const site = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/integrations`;
const one = (id: string) => `/api/admin/integrations/${encodeURIComponent(id)}`;

export const useIntegrations = (clientId: string | undefined) =>
  useQuery({ queryKey: ['integrations', clientId], queryFn: () => api<Integration[]>(site(clientId!)), enabled: clientId !== undefined });

function useIntegrationsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['integrations'] });
}

export function useCreateIntegration(clientId: string) {
  const changed = useIntegrationsChanged();
  return useMutation({
    mutationFn: (body: NewIntegrationRequest) => api<IntegrationWithSecretResponse>(site(clientId), send('POST', body)),
    onSuccess: changed,
  });
}

export function useUpdateIntegration() {
  const changed = useIntegrationsChanged();
  return useMutation({
    mutationFn: ({ id, ...patch }: IntegrationPatchRequest & { id: string }) => api<Integration>(one(id), send('PATCH', patch)),
    onSuccess: changed,
  });
}

export function useDeleteIntegration() {
  const changed = useIntegrationsChanged();
  return useMutation({ mutationFn: (id: string) => api<null>(one(id), { method: 'DELETE' }), onSuccess: changed });
}

export function useRotateSecret() {
  const changed = useIntegrationsChanged();
  return useMutation({ mutationFn: (id: string) => api<IntegrationWithSecretResponse>(`${one(id)}/rotate-secret`, send('POST')), onSuccess: changed });
}

export function useTestIntegration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<IntegrationTestResponse>(`${one(id)}/test`, send('POST')),
    onSettled: () => client.invalidateQueries({ queryKey: ['deliveries'] }),
  });
}

export interface DeliveryPage {
  status?: DeliveryStatus | undefined;
  before?: string | undefined;
  limit: number;
}

export function deliveriesUrl(id: string, page: DeliveryPage): string {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.status) query.set('status', page.status);
  if (page.before) query.set('before', page.before);
  return `${one(id)}/deliveries?${query}`;
}

/** The log refreshes while the page is open: deliveries change on their own as the queue works. */
export const DELIVERY_LOG_REFRESH_MS = 5_000;

export const useDeliveries = (id: string, page: DeliveryPage) =>
  useQuery({
    queryKey: ['deliveries', id, page],
    queryFn: () => api<DeliveriesResponse>(deliveriesUrl(id, page)),
    placeholderData: keepPreviousData,
    refetchInterval: DELIVERY_LOG_REFRESH_MS,
  });

export function useResend(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => api<Delivery>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, send('POST')),
    onSuccess: () => client.invalidateQueries({ queryKey: ['deliveries', id] }),
  });
}
