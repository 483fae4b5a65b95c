import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { StatCard } from '../../components/StatCard';
import { ABOUT_SERVICES, ABOUT_STATS, MISSION, PATH_STEPS, VALUES } from './about-content';

/**
 * /about (spec §2 "About"): statistics, services, mission, values, the three-step path, and
 * buttons to the dashboard, the sample test, registration and contact.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.about} />
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{t('About Nightingale')}</Title>
        <Text fz="lg" c="dimmed">
          {t(MISSION)}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" mb={48}>
        {ABOUT_STATS.map((stat) => (
          <StatCard key={stat.label} value={t(stat.value)} label={t(stat.label)} />
        ))}
      </SimpleGrid>

      <section aria-labelledby="what-we-offer">
        <Title order={2} id="what-we-offer" mb="md">
          {t('What we offer')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mb={48}>
          {ABOUT_SERVICES.map((service) => (
            <Card key={service.title} withBorder padding="lg" radius="md">
              <Title order={3} size="h4" mb="xs">
                {t(service.title)}
              </Title>
              <Text c="dimmed">{t(service.text)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="our-values">
        <Title order={2} id="our-values" mb="md">
          {t('Our values')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" mb={48}>
          {VALUES.map((value) => (
            <Card key={value.title} withBorder padding="lg" radius="md">
              <Title order={3} size="h5" mb="xs">
                {t(value.title)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(value.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="your-path">
        <Title order={2} id="your-path" mb="md">
          {t('Your path to the NCLEX-RN')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mb={48} component="ol" p={0} style={{ listStyle: 'none' }}>
          {PATH_STEPS.map((step, index) => (
            <Card key={step.title} component="li" withBorder padding="lg" radius="md">
              <Badge size="lg" circle mb="sm">
                {index + 1}
              </Badge>
              <Title order={3} size="h4" mb="xs">
                {t(step.title)}
              </Title>
              <Text c="dimmed">{t(step.text)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <Group>
        <Button component={Link} to={paths.dashboard.path}>
          {t('Go to your dashboard')}
        </Button>
        <Button component={Link} to={paths.sampleTest.path} variant="default">
          {t('Take the sample test')}
        </Button>
        <Button component={Link} to={paths.register.path} variant="default">
          {t('Register')}
        </Button>
        <Button component={Link} to={paths.contact.path} variant="subtle">
          {t('Contact us')}
        </Button>
      </Group>
    </Container>
  );
}
