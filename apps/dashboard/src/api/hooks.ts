import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.js';
import type { LeadRow, Me, PopupSummary, SiteSummary } from './types.js';

export const useMe = () => useQuery({ queryKey: ['me'], queryFn: () => api<Me>('/api/admin/me'), retry: false });
export const useSites = () => useQuery({ queryKey: ['sites'], queryFn: () => api<SiteSummary[]>('/api/admin/sites') });
export const usePopups = () => useQuery({ queryKey: ['poptins'], queryFn: () => api<PopupSummary[]>('/api/admin/poptins') });
export const useLeads = () => useQuery({ queryKey: ['leads'], queryFn: () => api<LeadRow[]>('/api/admin/leads?limit=100') });

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api<Me>('/api/admin/login', { method: 'POST', body }),
    onSuccess: (me) => client.setQueryData(['me'], me),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/admin/logout', { method: 'POST', body: {} }),
    onSuccess: () => client.clear(),
  });
}
