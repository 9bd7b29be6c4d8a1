import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.js';
import { routes } from './app/routes.js';
import './styles.css';

const BASENAME = '/app';
const router = createBrowserRouter(routes, { basename: BASENAME });

const queryClient = createQueryClient(() => {
  const { search } = router.state.location;
  // The router's own location carries the basename; navigate() adds it again.
  const full = router.state.location.pathname;
  const pathname = full.startsWith(BASENAME) ? full.slice(BASENAME.length) || '/' : full;
  if (pathname === '/login' || pathname === '/signup') return;
  queryClient.clear();
  // Back to this page after logging in again.
  void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
