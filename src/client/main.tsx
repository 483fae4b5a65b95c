import './app/mantine-styles';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { meQuery } from './features/account/api/session';
import { ApiError } from './lib/api-client';

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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
