import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api } from '../src/api/client.js';
import { createQueryClient } from '../src/app/query-client.js';
import { fakeApi } from './support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Sites() {
  const sites = useQuery({ queryKey: ['sites'], queryFn: () => api('/api/admin/sites') });
  return <p>{sites.error ? sites.error.message : sites.isPending ? 'loading' : 'loaded'}</p>;
}

describe('the dashboard query client', () => {
  it.each([
    [401, { message: 'Log in first.' }, 1, 'Log in first.'],
    [500, { message: 'The database is down.' }, 0, 'The database is down.'],
    [404, { message: 'No such site in your account.' }, 0, 'No such site in your account.'],
  ])('an answer %i from a query signs out only when it is 401', async (status, body, signOuts, shown) => {
    const calls = fakeApi({ 'GET /api/admin/sites': () => ({ status, body }) });
    const onSignedOut = vi.fn();
    const client = createQueryClient(onSignedOut);
    // Retries of a 5xx run on real timers; none for 4xx.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    render(
      <QueryClientProvider client={client}>
        <Sites />
      </QueryClientProvider>,
    );
    await screen.findByText(shown);
    expect(onSignedOut).toHaveBeenCalledTimes(signOuts);
    await waitFor(() => expect(calls.length).toBe(status >= 500 ? 3 : 1));
  });

  it('turns an answer that is not JSON into words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api('/api/admin/sites')).rejects.toThrow('The server answered 502 Bad Gateway.');
  });
});
