import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.js';
import { leadsPageUrl, type LeadFilters } from './lead-filters.js';
import { subscribersPageUrl, type SubscriberFilters } from '../pages/subscribers/subscriber-filters.js';
import { abandonmentsUrl, type Abandonment, type AbandonmentKind } from '../pages/store/abandonment.js';
import { viewedProductsUrl } from '../pages/store/viewed-products.js';
import { sharesUrl } from '../pages/results/shares.js';
import type { ShareReport } from './types.js';
import type {
  AbReport,
  Confirmations,
  ForgetResult,
  ListPatch,
  NewList,
  NewSignupForm,
  SignupFormPatch,
  SignupFormRecord,
  SubscriberImport,
  SubscriberImportResult,
  SubscriberList,
  SubscribersPage,
  LeadsPage,
  Me,
  NewPopup,
  PopupPatch,
  PopupSummary,
  PriceRule,
  PrizeReport,
  ResultsReport,
  ShopClaimReply,
  ShopVerifyReply,
  SiteSummary,
  StoreState,
  ViewedProductsPage,
} from './types.js';

const json = (method: string, body?: unknown) => ({ method, body: body ?? {} });

// Accounts

export const useMe = () => useQuery({ queryKey: ['me'], queryFn: () => api<Me>('/api/admin/me'), retry: false });

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api<Me>('/api/admin/login', json('POST', body)),
    onSuccess: (me) => client.setQueryData(['me'], me),
  });
}

export function useSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api<Me>('/api/admin/signup', json('POST', body)),
    onSuccess: (me) => {
      client.clear();
      client.setQueryData(['me'], me);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/admin/logout', json('POST')),
    onSuccess: () => client.clear(),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) => api<void>('/api/admin/password', json('POST', body)),
  });

// Sites

export const useSites = () => useQuery({ queryKey: ['sites'], queryFn: () => api<SiteSummary[]>('/api/admin/sites') });

export function useCreateSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; domains: string[]; retention_days?: number | null }) => api<SiteSummary>('/api/admin/sites', json('POST', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sites'] }),
  });
}

export function useUpdateSite(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; domains?: string[]; retention_days?: number | null }) =>
      api<SiteSummary>(`/api/admin/sites/${encodeURIComponent(clientId)}`, json('PATCH', body)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['sites'] }), client.invalidateQueries({ queryKey: ['poptins'] })]),
  });
}

export function useDeleteSite(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/api/admin/sites/${encodeURIComponent(clientId)}`, { method: 'DELETE' }),
    // Its pop-ups, leads and results went with it.
    onSuccess: () => client.invalidateQueries(),
  });
}

// A site's shop (issue 15: proven by a tag on the shop's home page, not claimed)

const storeUrl = (clientId: string, path = '') => `/api/admin/sites/${encodeURIComponent(clientId)}/store${path}`;

export const useStore = (clientId: string) => useQuery({ queryKey: ['store', clientId], queryFn: () => api<StoreState>(storeUrl(clientId)) });

export function useClaimShop(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { shop: string; platform: 'shopify' | 'wix'; currency?: string }) => api<ShopClaimReply>(storeUrl(clientId), json('PUT', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['store', clientId] }),
  });
}

export function useVerifyShop(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<ShopVerifyReply>(storeUrl(clientId, '/verify'), json('POST')),
    onSuccess: () => client.invalidateQueries({ queryKey: ['store', clientId] }),
  });
}

export function useDisconnectShop(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(storeUrl(clientId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['store', clientId] }),
  });
}

// Pop-ups

export const usePopups = () => useQuery({ queryKey: ['poptins'], queryFn: () => api<PopupSummary[]>('/api/admin/poptins') });

/** Every change to a pop-up refreshes the list, its own record and what is counted for it. */
function usePopupChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['poptins'] }),
      client.invalidateQueries({ queryKey: ['poptin'] }),
      client.invalidateQueries({ queryKey: ['ab'] }),
    ]);
}

export function useCreatePopup() {
  const changed = usePopupChanged();
  return useMutation({
    mutationFn: (body: NewPopup) => api<{ poptin_id: string }>('/api/admin/poptins', json('POST', body)),
    onSuccess: changed,
  });
}

export function useUpdatePopup() {
  const changed = usePopupChanged();
  return useMutation({
    mutationFn: ({ id, ...patch }: PopupPatch & { id: string }) =>
      api<{ poptin_id: string }>(`/api/admin/poptins/${encodeURIComponent(id)}`, json('PATCH', patch)),
    onSuccess: changed,
  });
}

export function useDuplicatePopup() {
  const changed = usePopupChanged();
  return useMutation({
    mutationFn: (id: string) => api<{ poptin_id: string }>(`/api/admin/poptins/${encodeURIComponent(id)}/duplicate`, json('POST')),
    onSuccess: changed,
  });
}

export function useDeletePopup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/poptins/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // Its leads stay but now name a deleted pop-up; its results go.
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useCreateVariant() {
  const changed = usePopupChanged();
  return useMutation({
    mutationFn: (id: string) => api<{ poptin_id: string }>(`/api/admin/poptins/${encodeURIComponent(id)}/variants`, json('POST')),
    onSuccess: changed,
  });
}

export function useKeepWinner(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (winnerId: string) =>
      api<{ poptin_id: string }>(`/api/admin/poptins/${encodeURIComponent(groupId)}/keep-winner`, json('POST', { poptin_id: winnerId })),
    onSuccess: () => client.invalidateQueries(),
  });
}

// Leads

export const useLeads = (filters: LeadFilters, page: { limit: number; offset: number }) =>
  useQuery({
    queryKey: ['leads', filters, page],
    queryFn: () => api<LeadsPage>(leadsPageUrl(filters, page)),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useDeleteLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/leads/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['leads'] }), client.invalidateQueries({ queryKey: ['poptins'] })]),
  });
}

export function useForgetVisitor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api<ForgetResult>('/api/admin/leads/forget', json('POST', { email })),
    onSuccess: () => client.invalidateQueries(),
  });
}

// Results

export interface ResultsScope {
  client_id?: string;
  poptin_id?: string;
}

export function resultsUrl(scope: ResultsScope, range: { from: number; to: number }, tz: string): string {
  const params = new URLSearchParams();
  if (scope.poptin_id) params.set('poptin_id', scope.poptin_id);
  else if (scope.client_id) params.set('client_id', scope.client_id);
  params.set('from', String(range.from));
  params.set('to', String(range.to));
  params.set('tz', tz);
  return `/api/admin/results?${params.toString()}`;
}

export const useResults = (scope: ResultsScope, range: { from: number; to: number }, tz: string) =>
  useQuery({
    queryKey: ['results', scope, range, tz],
    queryFn: () => api<ResultsReport>(resultsUrl(scope, range, tz)),
    enabled: Boolean(scope.client_id || scope.poptin_id),
    placeholderData: keepPreviousData,
  });

export const useAbReport = (groupId: string | null) =>
  useQuery({
    queryKey: ['ab', groupId],
    queryFn: () => api<AbReport>(`/api/admin/poptins/${encodeURIComponent(groupId!)}/ab`),
    enabled: groupId !== null,
  });

export function prizeResultsUrl(poptinId: string, range: { from: number; to: number }): string {
  const params = new URLSearchParams({ poptin_id: poptinId, from: String(range.from), to: String(range.to) });
  return `/api/admin/results/prizes?${params.toString()}`;
}

/** Issue 17: how often each prize of a gamified pop-up was drawn in the range; null asks nothing. */
export const usePrizeResults = (poptinId: string | null, range: { from: number; to: number }) =>
  useQuery({
    queryKey: ['prize-results', poptinId, range],
    queryFn: () => api<PrizeReport>(prizeResultsUrl(poptinId!, range)),
    enabled: poptinId !== null,
    // Another range keeps the table on screen while it loads; another pop-up's prizes never stand in.
    placeholderData: (previous, query) => (query?.queryKey[1] === poptinId ? previous : undefined),
  });

// Issue 18: lists, sign-up forms, subscribers and their confirmation emails

export const useLists = () => useQuery({ queryKey: ['lists'], queryFn: () => api<SubscriberList[]>('/api/admin/lists') });

/** A list's change moves its counts and what forms and subscribers show of it. */
function useSignupChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['lists'] }),
      client.invalidateQueries({ queryKey: ['subscribers'] }),
      client.invalidateQueries({ queryKey: ['confirmations'] }),
    ]);
}

export function useCreateList() {
  const changed = useSignupChanged();
  return useMutation({ mutationFn: (body: NewList) => api<SubscriberList>('/api/admin/lists', json('POST', body)), onSuccess: changed });
}

export function useUpdateList() {
  const changed = useSignupChanged();
  return useMutation({
    mutationFn: ({ id, ...patch }: ListPatch & { id: string }) => api<SubscriberList>(`/api/admin/lists/${encodeURIComponent(id)}`, json('PATCH', patch)),
    onSuccess: changed,
  });
}

export function useDeleteList() {
  const changed = useSignupChanged();
  return useMutation({ mutationFn: (id: string) => api<void>(`/api/admin/lists/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: changed });
}

/** Pending confirmation emails; with smtp false their links are the owner's only way to confirm. */
export const useConfirmations = () => useQuery({ queryKey: ['confirmations'], queryFn: () => api<Confirmations>('/api/admin/confirmations?limit=100') });

export const useSignupForms = () => useQuery({ queryKey: ['signup-forms'], queryFn: () => api<SignupFormRecord[]>('/api/admin/signup-forms') });

export const useSignupForm = (id: string | null) =>
  useQuery({
    queryKey: ['signup-forms', id],
    queryFn: () => api<SignupFormRecord>(`/api/admin/signup-forms/${encodeURIComponent(id!)}`),
    enabled: id !== null,
  });

/** Creates the form when it has no id yet, else changes it. */
export function useSaveSignupForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: NewSignupForm & { id: string | null }) =>
      id === null
        ? api<SignupFormRecord>('/api/admin/signup-forms', json('POST', body))
        : api<SignupFormRecord>(`/api/admin/signup-forms/${encodeURIComponent(id)}`, json('PATCH', body satisfies SignupFormPatch)),
    onSuccess: (form) => {
      client.setQueryData(['signup-forms', form.id], form);
      return client.invalidateQueries({ queryKey: ['signup-forms'], exact: true });
    },
  });
}

export function useDeleteSignupForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/signup-forms/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['signup-forms'] }),
  });
}

export const useSubscribers = (filters: SubscriberFilters, page: { limit: number; offset: number }) =>
  useQuery({
    queryKey: ['subscribers', filters, page],
    queryFn: () => api<SubscribersPage>(subscribersPageUrl(filters, page)),
    placeholderData: keepPreviousData,
  });

/** From one list, or from every list when none is named. */
export function useUnsubscribe() {
  const changed = useSignupChanged();
  return useMutation({
    mutationFn: ({ id, list }: { id: string; list?: string }) =>
      api<{ unsubscribed: number }>(`/api/admin/subscribers/${encodeURIComponent(id)}/unsubscribe`, json('POST', list === undefined ? {} : { list })),
    onSuccess: changed,
  });
}

export function useDeleteSubscriber() {
  const changed = useSignupChanged();
  return useMutation({ mutationFn: (id: string) => api<void>(`/api/admin/subscribers/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: changed });
}

/** One batch of an import; the caller refreshes the lists once every batch is in. */
export const useImportSubscribers = () =>
  useMutation({ mutationFn: (body: SubscriberImport) => api<SubscriberImportResult>('/api/admin/subscribers/import', json('POST', body)) });

export function useImportDone() {
  return useSignupChanged();
}

// Issue 19: a site's browse and cart abandonment

/** Each site's shop, on the same cache entries as the Sites page's shop sections. */
export const useSiteStores = (clientIds: string[]) =>
  useQueries({ queries: clientIds.map((clientId) => ({ queryKey: ['store', clientId], queryFn: () => api<StoreState>(storeUrl(clientId)) })) });

export const useAbandonments = (clientId: string | null, kind: AbandonmentKind | '', page: { limit: number; offset: number }) =>
  useQuery({
    queryKey: ['abandonments', clientId, kind, page],
    queryFn: () => api<Abandonment[]>(abandonmentsUrl(clientId!, kind, page)),
    enabled: clientId !== null,
    // Another page keeps the table on screen while it loads; another site's rows never stand in.
    placeholderData: (previous, query) => (query?.queryKey[1] === clientId ? previous : undefined),
  });

// Issue 19: the products Wix members viewed on a site's shop

export const useViewedProducts = (clientId: string, page: { limit: number; offset: number }) =>
  useQuery({
    queryKey: ['viewed-products', clientId, page],
    queryFn: () => api<ViewedProductsPage>(viewedProductsUrl(clientId, page)),
    // As the abandonment list: another page keeps the table while it loads, another site's rows never stand in.
    placeholderData: (previous, query) => (query?.queryKey[1] === clientId ? previous : undefined),
  });

// Issue 19: a site's discount codes (SPEC §7 get-price-rules), replaced as a whole set

const priceRulesKey = (clientId: string | null) => ['price-rules', clientId];

export const usePriceRules = (clientId: string | null) =>
  useQuery({
    queryKey: priceRulesKey(clientId),
    queryFn: () => api<{ price_rules: PriceRule[] }>(storeUrl(clientId!, '/price-rules')).then((r) => r.price_rules),
    enabled: clientId !== null,
  });

/** PUT replaces every code of the site: the caller sends the whole set, as it should stand. */
export function useSavePriceRules(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: PriceRule[]) =>
      api<{ price_rules: PriceRule[] }>(storeUrl(clientId, '/price-rules'), json('PUT', { price_rules: rules })).then((r) => r.price_rules),
    onSuccess: (rules) => client.setQueryData(priceRulesKey(clientId), rules),
  });
}

// Issue 20: a site's share counts per page and service, for the Results page

/** One page of the site's most shared pages in the days asked for; an empty client id asks nothing. */
export const useShareReport = (clientId: string, days: { from: string; to: string }, page: { limit: number; offset: number }) =>
  useQuery({
    queryKey: ['share-report', clientId, days, page],
    queryFn: () => api<ShareReport>(sharesUrl(clientId, days, page)),
    enabled: clientId !== '',
    // Another range or page keeps the table while it loads; another site's pages never stand in.
    placeholderData: (previous, query) => (query?.queryKey[1] === clientId ? previous : undefined),
  });
