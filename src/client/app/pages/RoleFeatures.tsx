import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';

const REFERRAL_CODE_LINE = msg('Referral code <1>{{code}}</1>');
const EARNINGS_LINE = msg('Earnings <1>{{earnings}}</1>');

import { can } from '../../../shared/roles';
import { useTrainerDashboard } from '../../features/marketplace/api/get-trainer-dashboard';
import { formatMoney } from '../../lib/format';

/**
 * The features of each role (spec §6): Trainer Tools for trainers (with their referral code, left
 * out when they have none since an admin can remove it, and earnings), Create Custom Test and (issue 28) the Item Bank for instructors and admins, Administrative Actions with User
 * Management for admins. The API enforces each; this only shows what the user may use.
 */
export function RoleFeatures({ user, onCreateTest }: { user: AccountUser | null; onCreateTest: () => void }) {
  const { t } = useTranslation();
  const isTrainer = can(user, 'trainerDashboard');
  const trainer = useTrainerDashboard(isTrainer);
  const cards: React.ReactNode[] = [];
  if (isTrainer && user) {
    cards.push(
      <Card key="trainer" withBorder padding="lg" radius="md">
        <Title order={3} size="h4" mb="xs">
          {t('Trainer Tools')}
        </Title>
        {user.referralCode && (
          <Text size="sm" c="dimmed">
            <Trans i18nKey={REFERRAL_CODE_LINE} values={{ code: user.referralCode }} components={{ 1: <strong /> }} />
          </Text>
        )}
        <Text size="sm" c="dimmed" mb="xs">
          <Trans
            i18nKey={EARNINGS_LINE}
            values={{
              earnings: trainer.data
                ? formatMoney(trainer.data.earnings.totalCents)
                : trainer.isError
                  ? t('not available right now')
                  : t('loading…'),
            }}
            components={{ 1: <strong /> }}
          />
        </Text>
        <Stack gap={4}>
          <Anchor component={Link} to={paths.trainerDashboard.path}>
            {t('Trainer Dashboard')}
          </Anchor>
          <Anchor component={Link} to={paths.trainerContent.path}>
            {t('Content Management')}
          </Anchor>
          <Anchor component={Link} to={paths.trainerVideos.path}>
            {t('Video Library')}
          </Anchor>
        </Stack>
      </Card>,
    );
  }
  if (can(user, 'createTests')) {
    cards.push(
      <Card key="tests" withBorder padding="lg" radius="md">
        <Title order={3} size="h4" mb="xs">
          {t('Custom Tests')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('Compose a test from the subjects, client needs and item types you choose, save it and reuse it.')}
        </Text>
        <Button onClick={onCreateTest}>{t('Create Custom Test')}</Button>
        {/* Issue 28 item 5: assign tests to a class. */}
        <Anchor component={Link} to={paths.classes.path} mt="sm" size="sm">
          {t('Classes: assign tests and read results')}
        </Anchor>
      </Card>,
      <Card key="item-bank" withBorder padding="lg" radius="md">
        <Title order={3} size="h4" mb="xs">
          {t('Item Bank')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t(
            'Write items of every type with a live preview, review a colleague’s, and import or export a bank as GIFT, Moodle XML or QTI 3.',
          )}
        </Text>
        <Button component={Link} to={paths.itemBank.path} variant="default">
          {t('Open the Item Bank')}
        </Button>
      </Card>,
    );
  }
  if (can(user, 'adminFeatures')) {
    cards.push(
      <Card key="admin" withBorder padding="lg" radius="md">
        <Title order={3} size="h4" mb="xs">
          {t('Administrative Actions')}
        </Title>
        <Stack gap={4}>
          <Anchor component={Link} to={paths.userManagement.path}>
            {t('User Management')}
          </Anchor>
          <Anchor component={Link} to={paths.adminReview.path}>
            {t('Content Review')}
          </Anchor>
          <Anchor component={Link} to={paths.itemStatistics.path}>
            {t('Item Statistics')}
          </Anchor>
          <Anchor component={Link} to={paths.adminPurchases.path}>
            {t('All Purchases')}
          </Anchor>
        </Stack>
      </Card>,
    );
  }
  if (cards.length === 0) return null;
  return (
    <section aria-label={t('Tools for your role')}>
      <SimpleGrid cols={{ base: 1, sm: cards.length > 1 ? 2 : 1, md: cards.length }} spacing="md">
        {cards}
      </SimpleGrid>
    </section>
  );
}
