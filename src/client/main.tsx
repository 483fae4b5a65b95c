import './app/mantine-styles';
import './app/global.css';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { ApiError } from './lib/api-client';
import { meQuery } from './lib/session/session';

/** A 401 from any call means the session has ended: forget the user, so pages that need one send them to sign in. */
function forgetUserOnUnauthorized(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && error.code === 'not_signed_in') {
    queryClient.setQueryData(meQuery.queryKey, null);
  }
}

const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({ onError: forgetUserOnUnauthorized }),
  mutationCache: new MutationCache({ onError: forgetUserOnUnauthorized }),
});

const router = createBrowserRouter(routes);

/** Resolves once the router has loaded the first page's module, so the first render is the whole page. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Lifts the inertness of #root (see index.html and the prerendered pages) as soon as the app is on screen. */
function Interactive() {
  useLayoutEffect(() => container?.removeAttribute('inert'), []);
  return null;
}

// Until the app renders, the document shows what the server put in #root: a page rendered at build
// time (inert, so nothing typed or clicked there is lost) or the static top bar of index.html. The
// first render is a transition, so on a slow phone it yields to the browser instead of freezing it.
void routerReady().then(() =>
  startTransition(() =>
    createRoot(container).render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <Interactive />
      </AppProviders>,
    ),
  ),
);
