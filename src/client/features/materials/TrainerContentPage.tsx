import { Alert, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { MATERIAL_LOGIN_REQUIRED } from '../../../shared/materials/materials';
import { paths } from '../../../shared/paths';
import { can, dashboardPath, TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { mayApplyToTrain } from '../../../shared/trainer-applications/applications';
import { AddressTabs } from '../../components/AddressTabs';
import { BecomeTrainer } from '../../components/BecomeTrainer';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { MyMaterials } from './components/MyMaterials';
import { SubmitMaterial } from './components/SubmitMaterial';

/** The two tabs (spec §2 "Trainer content"), by their value in the address (`?tab=`). */
const TABS = [
  { value: 'submit', label: msg('Submit Material') },
  { value: 'mine', label: msg('My Materials') },
] as const;

/**
 * /trainer-content, Content Management (spec §2 "Trainer content", §5 "Material submit", §6, §8):
 * trainers and admins (`trainerTools`) get the tabs Submit Material and My Materials, kept in the
 * address as `?tab=` so a reload stays on the same one. Signed out: 'You must be logged in to
 * submit training materials.' with a link to sign in and back; other roles: the trainer tools'
 * Access Restricted text. Neither is shown a form, nor asks the API for anything but the session.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  let body: ReactNode;
  if (isLoading) {
    body = <PageLoader label={t('Checking your account')} />;
  } else if (!user) {
    body = (
      <Alert color="yellow" variant="light" mt="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t(MATERIAL_LOGIN_REQUIRED)}</Text>
          <Button component={Link} to={paths.login.href({ from: `${location.pathname}${location.search}` })}>
            {t('Sign In')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!can(user, 'trainerTools')) {
    body = (
      <Stack gap="sm" mt="lg">
        <Alert color="yellow" variant="light">
          <Text>{t(TRAINER_TOOLS_RESTRICTED)}</Text>
        </Alert>
        <Group>
          <Button component={Link} to={dashboardPath(user.role)} variant="default">
            {t('Go to your dashboard')}
          </Button>
        </Group>
        {mayApplyToTrain(user) && <BecomeTrainer />}
      </Stack>
    );
  } else {
    body = <ContentTabs />;
  }

  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.trainerContent} />
      <Stack gap="xs">
        <Title order={1}>{t('Content Management')}</Title>
        <Text c="dimmed">{t('Submit training materials for review and follow what the administrators decide.')}</Text>
      </Stack>
      {body}
    </Container>
  );
}

/** The two tabs; My Materials loads when it is opened. */
function ContentTabs() {
  const { t } = useTranslation();
  return (
    <AddressTabs tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} keepMounted={false}>
      <Tabs.Panel value="submit" pt="lg">
        <SubmitMaterial />
      </Tabs.Panel>
      <Tabs.Panel value="mine" pt="lg">
        <MyMaterials />
      </Tabs.Panel>
    </AddressTabs>
  );
}
