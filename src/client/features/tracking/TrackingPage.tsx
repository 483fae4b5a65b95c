import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useTimeline } from './api/get-timeline';
import { AdminTracking } from './components/AdminTracking';
import { todayDate } from './components/dates';
import { StepTimeline, TimelineProgress } from './components/StepTimeline';

/**
 * /tracking, Application Tracking (spec §2, §3 "timeline steps", §4 "Timeline step completed /
 * in-progress / pending"; issue 13), signed in only. Admins choose a student and set the steps of
 * the support team (`AdminTracking`); everyone else sees their own licensure journey: how many
 * steps are completed, then the timeline of the ten steps, with what to do next where it is theirs
 * to do.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.tracking} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('Application Tracking')}</Title>
          <Text c="dimmed">
            {can(user, 'adminFeatures')
              ? t('Follow each student’s licensure journey and set the steps the support team handles.')
              : t(
                  'Your licensure journey, step by step. Steps about your program and documents update themselves; our support team sets the others.',
                )}
          </Text>
        </Stack>
        {isLoading ? (
          <PageLoader label={t('Checking your account')} />
        ) : can(user, 'adminFeatures') ? (
          <AdminTracking />
        ) : (
          <MyTimeline viewerId={user?.id ?? null} />
        )}
      </Stack>
    </Container>
  );
}

/** The viewer's own timeline: loading, failure with Try Again, or the progress and the steps. */
function MyTimeline({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation();
  const timeline = useTimeline(viewerId);
  if (timeline.isPending) return <PageLoader label={t('Loading your application')} />;
  if (timeline.isError) return <LoadError title={t('Your application could not be loaded')} query={timeline} />;
  return (
    <Stack gap="lg">
      <TimelineProgress steps={timeline.data.steps} />
      <StepTimeline steps={timeline.data.steps} today={todayDate()} label={t('Steps of your application')} />
    </Stack>
  );
}
