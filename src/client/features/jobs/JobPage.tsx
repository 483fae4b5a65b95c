import { Badge, Card, Container, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { JOBS } from './jobs-content';
import { searchJobs } from './search-jobs';

/**
 * /job (spec §2 "Job", §3 static job samples): four job cards with an Urgent badge where it
 * applies, and a search box filtering them by title, hospital or location.
 */
export function Component() {
  const [query, setQuery] = useState('');
  const jobs = searchJobs(JOBS, query);
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.job} />
      <Stack gap="xs" mb="lg" maw={760}>
        <Title order={1}>Nursing Jobs</Title>
        <Text fz="lg" c="dimmed">
          Positions at hospitals that welcome internationally educated nurses.
        </Text>
      </Stack>
      <TextInput
        label="Search jobs"
        description="By title, hospital or location"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
        mb="lg"
      />
      <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
        {jobs.length === 1 ? '1 job' : `${jobs.length} jobs`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {jobs.map((job) => (
          <Card key={job.id} withBorder padding="lg" radius="md" component="article" aria-labelledby={job.id}>
            <Group justify="space-between" align="flex-start" mb={4}>
              <Title order={2} size="h4" id={job.id}>
                {job.title}
              </Title>
              {job.urgent && <Badge color="red">Urgent</Badge>}
            </Group>
            <Text fw={500}>{job.hospital}</Text>
            <Text size="sm" c="dimmed" mb="sm">
              {job.location} · {job.type} · Posted {job.posted}
            </Text>
            <Text fw={700} mb="sm">
              {job.salary}
            </Text>
            <Text size="sm" fw={600}>
              Requirements
            </Text>
            <List size="sm" spacing={2}>
              {job.requirements.map((requirement) => (
                <List.Item key={requirement}>{requirement}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      {jobs.length === 0 && <Text mt="md">No jobs match “{query.trim()}”. Try another title, hospital or city.</Text>}
    </Container>
  );
}
