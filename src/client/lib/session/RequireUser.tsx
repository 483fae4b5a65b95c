import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useCurrentUser } from './use-current-user';

/**
 * The pages that need a session (spec §2: "redirect to /login when no user"): a signed-out visitor
 * goes to /login and comes back here after signing in. The API refuses them anyway (401).
 */
export function RequireUser() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('Checking your session')} />
      </Center>
    );
  }
  if (!user) {
    const from = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.login.path}?from=${from}`} replace />;
  }
  return <Outlet />;
}
