import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import { paths } from '../../../../shared/paths';

const tools = [
  {
    page: paths.trainerContent,
    text: msg("Submit training materials for review and follow their status and the reviewers' comments."),
  },
  {
    page: paths.trainerSessions,
    text: msg('Create one-on-one sessions with a title, a duration, a price and the number of students.'),
  },
  {
    page: paths.trainerVideos,
    text: msg('Upload lesson videos for your students, free or at a price of your choosing.'),
  },
];

/**
 * The Content Management tab of the trainer dashboard (spec §2): the trainer's tools, Content
 * Management, One-on-One Training and Video Library, each with what it is for.
 */
export function TrainerTools() {
  const { t } = useTranslation();
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
            {t(page.title)}
          </Title>
          <Text size="sm" c="dimmed" mt="xs" style={{ flexGrow: 1 }}>
            {t(text)}
          </Text>
          <Button component={Link} to={page.path} variant="light" mt="md">
            {t('Open {{page}}', { page: t(page.title) })}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
