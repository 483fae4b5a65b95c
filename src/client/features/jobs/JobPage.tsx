import { Badge, Card, Container, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { JOB_TYPE_LABELS, JOBS } from './jobs-content';
import { searchJobs } from './search-jobs';

/**
 * /job (spec §2 "Job", §3 static job samples): four job cards with an Urgent badge where it
 * applies, and a search box filtering them by title, hospital or location.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  // The search looks in the cards as the reader sees them, in her language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language.
  const shownJobs = useMemo(
    () =>
      JOBS.map((job) => ({
        ...job,
        title: t(job.title),
        salary: t(job.salary),
        posted: t(job.posted),
        requirements: job.requirements.map((requirement) => t(requirement)),
      })),
    [t, i18n.resolvedLanguage],
  );
  const jobs = searchJobs(shownJobs, query);
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.job} />
      <Stack gap="xs" mb="lg" maw={760}>
        <Title order={1}>{t('Nursing Jobs')}</Title>
        <Text fz="lg" c="dimmed">
          {t('Positions at hospitals that welcome internationally educated nurses.')}
        </Text>
      </Stack>
      <TextInput
        label={t('Search jobs')}
        description={t('By title, hospital or location')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
        mb="lg"
      />
      <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
        {t('{{count}} jobs', { count: jobs.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {jobs.map((job) => (
          <Card key={job.id} withBorder padding="lg" radius="md" component="article" aria-labelledby={job.id}>
            <Group justify="space-between" align="flex-start" mb={4}>
              <Title order={2} size="h4" id={job.id}>
                {job.title}
              </Title>
              {job.urgent && <Badge color="red">{t('Urgent')}</Badge>}
            </Group>
            <Text fw={500}>{job.hospital}</Text>
            <Text size="sm" c="dimmed" mb="sm">
              {t('{{location}} · {{type}} · Posted {{posted}}', {
                location: job.location,
                type: t(JOB_TYPE_LABELS[job.type]),
                posted: job.posted,
              })}
            </Text>
            <Text fw={700} mb="sm">
              {job.salary}
            </Text>
            <Text size="sm" fw={600}>
              {t('Requirements')}
            </Text>
            <List size="sm" spacing={2}>
              {job.requirements.map((requirement) => (
                <List.Item key={requirement}>{requirement}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      {jobs.length === 0 && (
        <Text mt="md">
          {t('No jobs match “{{query}}”. Try another title, hospital or city.', { query: query.trim() })}
        </Text>
      )}
    </Container>
  );
}
