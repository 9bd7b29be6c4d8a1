import { useQuery } from '@tanstack/react-query';
import { loadPopup } from './api.js';
import { useEditor } from './context.js';

/** The edited pop-up's site: its store data (catalogue, discount codes) is the site's. */
export function usePopupSite() {
  const { poptinId } = useEditor();
  // The editor page loaded this pop-up under this key: its site is read from the cache, not asked again.
  const popup = useQuery({ queryKey: ['poptin', poptinId], queryFn: () => loadPopup(poptinId), staleTime: Infinity, refetchOnWindowFocus: false });
  return { clientId: popup.data?.client_id ?? null, siteName: popup.data?.site_name ?? '' };
}
