import { Blockquote, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { FEATURES, TESTIMONIALS } from './landing-content';

/**
 * The landing page at / (spec §2 "Landing"): hero with Get Started (/register) and Take Sample Test
 * (/sample-test), three feature cards, three testimonials and a call to register.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page={paths.landing} exact />
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" maw={720}>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            {t('Pass the NCLEX with confidence')}
          </Title>
          <Text fz="lg" c="dimmed">
            {t(
              'Nightingale helps international nurses prepare for the US and Canadian nursing licence exam, with practice under real exam conditions and a clear explanation for every answer.',
            )}
          </Text>
          <Group>
            <Button component={Link} to={paths.register.path} size="lg">
              {t('Get Started')}
            </Button>
            <Button component={Link} to={paths.sampleTest.path} size="lg" variant="default">
              {t('Take Sample Test')}
            </Button>
          </Group>
        </Stack>
      </Container>

      <Container size="lg" pb={64} component="section" aria-labelledby="features">
        <Title order={2} id="features" mb="lg">
          {t('Everything you need to prepare')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Card key={feature.title} withBorder padding="lg" radius="md">
              <Title order={3} size="h4" mb="xs">
                {t(feature.title)}
              </Title>
              <Text c="dimmed">{t(feature.text)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" pb={64} component="section" aria-labelledby="testimonials">
        <Title order={2} id="testimonials" mb="lg">
          {t('Nurses who prepared with us')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TESTIMONIALS.map((testimonial) => (
            <Blockquote
              key={testimonial.name}
              color="blue"
              p="lg"
              cite={t('{{name}}, {{detail}}', { name: testimonial.name, detail: t(testimonial.detail) })}
              styles={{ cite: { opacity: 1, color: 'var(--mantine-color-dimmed)' } }}
            >
              {t(testimonial.quote)}
            </Blockquote>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" pb={80} component="section" aria-labelledby="start">
        <Card withBorder padding="xl" radius="md" bg="var(--mantine-primary-color-light)">
          <Title order={2} id="start">
            {t('Start preparing today')}
          </Title>
          <Text mt="xs" mb="md">
            {t('Create a free account to save your results and follow your progress, or try the sample test first.')}
          </Text>
          <Group>
            <Button component={Link} to={paths.register.path}>
              {t('Create your free account')}
            </Button>
            <Button component={Link} to={paths.sampleTest.path} variant="default">
              {t('Try the sample test')}
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
