import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** A page or component with a fresh query cache (no retries) inside a router at `path`. */
export function renderWithApp(element: ReactElement, { path = '/', routes = [] as RouteObject[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }, ...routes], { initialEntries: [path] });
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces fetch with answers by "METHOD /path" (the path without its query); records every
 * call. An answer is a status and a JSON body.
 */
export function fakeApi(answers: Record<string, (call: FakeCall) => { status: number; body?: unknown }>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://dashboard.test');
    const call: FakeCall = { method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = answers[`${call.method} ${url.pathname}`];
    const { status, body } = answer
      ? answer(call)
      : { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No fake for ${call.method} ${url.pathname}` } };
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
