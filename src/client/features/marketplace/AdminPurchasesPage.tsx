import { Alert, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { ADMIN_REVIEW_RESTRICTED, can } from '../../../shared/roles';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { AllPurchases } from './components/AllPurchases';

/**
 * /admin/purchases, All Purchases (issue 23 point 5; spec §6 "Admin features"): every purchase in
 * the marketplace, searchable and 20 a page, with Refund (within 30 days, once, with a reason),
 * on a page of the admin's own rather than inside her student Payment Portal. Admins only; everyone
 * else, signed out too, reads 'Access Restricted: This page is only available for administrators.'
 * and nothing is asked of the API but the session (which refuses non-admins with 403 anyway:
 * GET /api/admin/purchases, POST /api/admin/purchases/:purchaseId/refund).
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  return (
    <Container size="xl" py="xl">
      <PageMeta page={paths.adminPurchases} />
      <Title order={1} mb="lg">
        {t('All Purchases')}
      </Title>
      {isLoading ? (
        <PageLoader label={t('Checking your account')} />
      ) : can(user, 'adminFeatures') ? (
        <AllPurchases />
      ) : (
        <Alert color="red" variant="light">
          <Text>{t(ADMIN_REVIEW_RESTRICTED)}</Text>
        </Alert>
      )}
    </Container>
  );
}
