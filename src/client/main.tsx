import './app/mantine-styles';
import './app/global.css';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { chooseLanguage, initialLanguage, startI18n } from './i18n/i18n';
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

/** How long the first render waits for the session at most (ms): past it, the page renders without. */
const SESSION_WAIT_MS = 1_500;

/**
 * The session (GET /api/account/me, asked at once, beside the page's module and strings), or null
 * when it cannot be had within SESSION_WAIT_MS. The first render waits for it, so a signed-in user
 * whose time zone or language is not the browser's sees her page in them from the first render.
 * Without it the page was rendered in the browser's, then mounted again when the session answered
 * (DisplayPreferences keys it by both): typed text was lost, and an attempt started in that moment
 * never opened. A slow session still ends in that remount, as before.
 */
function firstSession() {
  return Promise.race([
    queryClient.fetchQuery(meQuery).catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SESSION_WAIT_MS)),
  ]);
}

// Until the app renders, the document shows what the server put in #root: a page rendered at build
// time (inert, so nothing typed or clicked there is lost) or the static top bar of index.html. The
// first render is a transition, so on a slow phone it yields to the browser instead of freezing it.
// The page's language is loaded with its first module: the first render is already in it (issue 29),
// the signed-in user's setting when the session has answered by then.
void Promise.all([routerReady(), startI18n(initialLanguage()), firstSession()])
  .then(async ([, , user]) => {
    if (user?.language) await chooseLanguage(user.language);
  })
  .then(() =>
    startTransition(() =>
      createRoot(container).render(
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          <Interactive />
        </AppProviders>,
      ),
    ),
  );
