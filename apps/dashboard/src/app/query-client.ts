import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.js';

/**
 * The dashboard's server-state cache. A 401 from any query means the session ended (logged out
 * elsewhere, password changed, expired): `onSignedOut` takes the owner to the login page.
 * Mutations are left alone: a 401 from the login form is a wrong password, said on the form.
 */
export function createQueryClient(onSignedOut: () => void): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onSignedOut();
      },
    }),
    defaultOptions: {
      queries: {
        // Visitors change the counts, leads and "seen" checks at any moment: a page shows what it
        // has at once and asks again each time it is opened.
        staleTime: 0,
        refetchOnWindowFocus: true,
        // A missing session or record will not appear on a second try.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}
