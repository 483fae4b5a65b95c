import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';

const tools = [
  {
    page: paths.trainerContent,
    text: "Submit training materials for review and follow their status and the reviewers' comments.",
  },
  {
    page: paths.trainerSessions,
    text: 'Create one-on-one sessions with a title, a duration, a price and the number of students.',
  },
  {
    page: paths.trainerVideos,
    text: 'Upload lesson videos for your students, free or at a price of your choosing.',
  },
];

/**
 * The Content Management tab of the trainer dashboard (spec §2): the trainer's tools, Content
 * Management, One-on-One Training and Video Library, each with what it is for.
 */
export function TrainerTools() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {tools.map(({ page, text }) => (
        <Card
          key={page.path}
          withBorder
          padding="lg"
          radius="md"
          component="section"
          aria-labelledby={`tool-${page.path.slice(1)}`}
        >
          <Title order={2} size="h4" id={`tool-${page.path.slice(1)}`}>
            {page.title}
          </Title>
          <Text size="sm" c="dimmed" mt="xs" style={{ flexGrow: 1 }}>
            {text}
          </Text>
          <Button component={Link} to={page.path} variant="light" mt="md">
            Open {page.title}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
