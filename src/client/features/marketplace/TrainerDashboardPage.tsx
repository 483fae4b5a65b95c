import { Alert, Anchor, Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import type { TrainerCourse } from '../../../shared/marketplace/trainer-dashboard';
import { paths } from '../../../shared/paths';
import { can, dashboardPath } from '../../../shared/roles';
import { mayApplyToTrain } from '../../../shared/trainer-applications/applications';
import { AddressTabs } from '../../components/AddressTabs';
import { BecomeTrainer } from '../../components/BecomeTrainer';
import { PageMeta } from '../../components/PageMeta';
import { PageError, PageLoader } from '../../components/PageStatus';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useTrainerDashboard } from './api/get-trainer-dashboard';
import { CourseInsightSection } from './components/CourseInsightSection';
import { CourseList } from './components/CourseList';
import { CourseManagement } from './components/CourseManagement';
import { DashboardStats } from './components/DashboardStats';
import { EarningsByCourse } from './components/EarningsByCourse';
import { PayoutsCard } from './components/PayoutsCard';
import { RecentSales } from './components/RecentSales';
import { ReferralCodeCard } from './components/ReferralCodeCard';
import { RevenueSection } from './components/RevenueCharts';
import { TrainerTools } from './components/TrainerTools';

/** The course form and its dialog: loaded after the dashboard renders, not in its first load (as on the course page). */
const EditCourseDialog = lazy(() =>
  import('./components/EditCourseDialog').then((module) => ({ default: module.EditCourseDialog })),
);

/** The three tabs (spec §2), by their value in the address (`?tab=`). */
const TABS = [
  { value: 'overview', label: msg('Dashboard Overview') },
  { value: 'content', label: msg('Content Management') },
  { value: 'courses', label: msg('Course Management') },
] as const;

/**
 * /trainer-dashboard (spec §2 "Trainer dashboard"): trainers only; anyone else reads 'Access
 * Restricted: This dashboard is only available for trainers.' and nothing is asked of the API; a
 * signed-in user who is neither trainer nor admin reads below it how to become a trainer (issue 23).
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.trainerDashboard} />
      <Title order={1}>{t('Trainer Dashboard')}</Title>
      {can(user, 'trainerDashboard') ? (
        <TrainerDashboard firstName={user?.firstName.trim() || t('Trainer')} />
      ) : (
        <Stack gap="sm" mt="lg" align="flex-start">
          <Alert color="red" variant="light" w="100%">
            <Text>{t('Access Restricted: This dashboard is only available for trainers.')}</Text>
          </Alert>
          {user && (
            <Anchor component={Link} to={dashboardPath(user.role)}>
              {t('Go to your dashboard')}
            </Anchor>
          )}
          {user && mayApplyToTrain(user) && <BecomeTrainer />}
        </Stack>
      )}
    </Container>
  );
}

/**
 * The dashboard itself, in three tabs kept in the address so a reload stays on the same one:
 * Dashboard Overview (the four cards, the payouts (issue 26), referral code, earnings by course,
 * revenue by month and by product and the course insight (issue 27 item 5), the trainer's courses and
 * recent sales), Content Management (the trainer's tools) and Course Management (every course with
 * its actions). Edit Course opens the marketplace's edit dialog from either list.
 */
function TrainerDashboard({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const dashboard = useTrainerDashboard();
  const [editing, setEditing] = useState<TrainerCourse | null>(null);

  const withData = (render: (data: NonNullable<typeof dashboard.data>) => ReactNode) => {
    if (dashboard.isPending) return <PageLoader label={t('Loading your dashboard')} />;
    if (dashboard.isError) return <PageError title={t('Your dashboard could not be loaded')} error={dashboard.error} />;
    return render(dashboard.data);
  };

  return (
    <>
      <Text c="dimmed" mt="xs">
        {t('Welcome back, {{name}}. Here is how your courses are doing.', { name: firstName })}
      </Text>
      <AddressTabs tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} keepMounted={false}>
        <Tabs.Panel value="overview" pt="lg">
          {withData((data) => (
            <Stack gap="xl">
              <DashboardStats dashboard={data} />
              <PayoutsCard />
              <SimpleGrid cols={{ base: 1, md: data.referralCode ? 2 : 1 }} spacing="md">
                {data.referralCode && <ReferralCodeCard code={data.referralCode} />}
                <EarningsByCourse dashboard={data} />
              </SimpleGrid>
              <RevenueSection revenue={data.revenue} />
              <CourseInsightSection courses={data.courses} />
              <CourseList courses={data.courses} onEdit={setEditing} />
              <RecentSales sales={data.recentSales} />
            </Stack>
          ))}
        </Tabs.Panel>

        <Tabs.Panel value="content" pt="lg">
          <TrainerTools />
        </Tabs.Panel>

        <Tabs.Panel value="courses" pt="lg">
          {withData((data) => (
            <CourseManagement courses={data.courses} onEdit={setEditing} />
          ))}
        </Tabs.Panel>
      </AddressTabs>
      <Suspense fallback={null}>
        <EditCourseDialog course={editing} onClose={() => setEditing(null)} />
      </Suspense>
    </>
  );
}
