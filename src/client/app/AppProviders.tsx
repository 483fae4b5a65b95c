import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppTheme, cssVariablesResolver } from './theme';

/** Mantine's toasts' container (no page's first view needs it; `notifications.show` queues until it mounts). */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Mounts the toasts' container once the browser is idle after the first render, so its code
 * (with react-transition-group and react-remove-scroll) never competes with the page's (issue 30).
 */
function IdleNotifications() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

/** What the app renders in, in the browser and when pages are prerendered: Mantine (with its toasts) and TanStack Query. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // The close buttons' names follow the interface's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the language.
  const theme = useMemo(() => createAppTheme((text) => t(text)), [t, i18n.resolvedLanguage]);
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <IdleNotifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
