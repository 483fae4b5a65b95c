import { Card, Center, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { StatCard } from '../../components/StatCard';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { WELCOME_STATS } from './landing-content';
import classes from './WelcomePage.module.css';

const cards = [
  {
    title: msg('Study Materials'),
    text: msg('Guides and practice by subject, from fundamentals to pharmacology.'),
    to: paths.trainingCenter.path,
  },
  {
    title: msg('Practice Tests'),
    text: msg('Start with the free 10-question sample test, timed like test day.'),
    to: paths.sampleTest.path,
  },
  {
    title: msg('Track Progress'),
    text: msg('See your scores by subject and where to focus next.'),
    to: paths.tracking.path,
  },
  {
    title: msg('Get Support'),
    text: msg('Our team answers within 24 hours, Monday to Friday.'),
    to: paths.support.path,
  },
];

/**
 * /home (spec §2 "Welcome"): a signed-in visitor goes to /dashboard; others see the statistics
 * and four cards: Study Materials, Practice Tests, Track Progress, Get Support.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  if (user) return <Navigate to={paths.dashboard.path} replace />;
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('Loading')} />
      </Center>
    );
  }
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.home} />
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t('Welcome to Nightingale')}</Title>
        <Text c="dimmed" fz="lg">
          {t('Your path to the NCLEX-RN starts here.')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb="xl">
        {WELCOME_STATS.map((stat) => (
          <StatCard key={stat.label} value={t(stat.value)} label={t(stat.label)} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {cards.map((card) => (
          <Card
            key={card.title}
            component={Link}
            to={card.to}
            withBorder
            padding="lg"
            radius="md"
            className={classes.card}
          >
            <Title order={2} size="h3" mb="xs">
              {t(card.title)}
            </Title>
            <Text c="dimmed">{t(card.text)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
