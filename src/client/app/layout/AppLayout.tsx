import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DisplayPreferences } from '../../lib/session/DisplayPreferences';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

const ColorSchemeSync = lazy(() => import('./ColorSchemeSync'));

/** The frame of every page: a skip link, the top bar, the page (its dates in the user's time zone), the footer; a signed-in user's colour scheme. */
export function AppLayout() {
  const { user } = useCurrentUser();
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {t('Skip to main content')}
      </a>
      {user && (
        <Suspense fallback={null}>
          <ColorSchemeSync />
        </Suspense>
      )}
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('Loading page')} />
            </Center>
          }
        >
          <DisplayPreferences>
            <Outlet />
          </DisplayPreferences>
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
