import { Alert, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import type { Page } from '../../../../../shared/paths';
import { can } from '../../../../../shared/roles';
import { PageMeta } from '../../../../components/PageMeta';
import { PageLoader } from '../../../../components/PageStatus';
import { useCurrentUser } from '../../../../lib/session/use-current-user';

/** What a student or trainer reads on the item bank's pages (spec §6: instructors and admins "may create tests"). */
export const ITEM_BANK_RESTRICTED = msg(
  'Access Restricted: The item bank is only available for instructors and administrators.',
);

/**
 * The item bank's pages (issue 28) for those who may create tests (instructors and admins): the
 * page's title and `children` for them; everyone else the page's title and ITEM_BANK_RESTRICTED,
 * as the other role pages (Item Statistics, User Management) treat them, and nothing is asked of
 * the API but the session. The API refuses them too (403).
 */
export function AuthoringGate({ page, children }: { page: Page; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation();
  if (isLoading) return <PageLoader label={t('Checking your account')} />;
  if (!can(user, 'createTests')) {
    return (
      <Container size="md" py="xl">
        <PageMeta page={page} />
        <Title order={1}>{t(page.title)}</Title>
        <Alert color="red" variant="light" mt="lg">
          <Text>{t(ITEM_BANK_RESTRICTED)}</Text>
        </Alert>
      </Container>
    );
  }
  return children;
}
