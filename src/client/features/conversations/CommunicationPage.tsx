import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { StudentConversations } from './components/StudentConversations';
import { SupportInboxView } from './components/SupportInboxView';

/**
 * /communication, the Communication Center (spec §2, §3 "messages", §4 "Message read / unread",
 * §5 "A reply needs non-blank text"; issue 13), signed in only: admins answer students from the
 * shared support inbox (`SupportInboxView`); everyone else talks with the support team about their
 * own conversations (`StudentConversations`).
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  return (
    <Container size="xl" py="xl">
      <PageMeta page={paths.communication} />
      <Stack gap="lg">
        <Title order={1}>{t('Communication Center')}</Title>
        {isLoading ? (
          <PageLoader label={t('Checking your account')} />
        ) : can(user, 'adminFeatures') ? (
          <SupportInboxView />
        ) : (
          <StudentConversations />
        )}
      </Stack>
    </Container>
  );
}
