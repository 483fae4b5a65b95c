import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatTimeLimit } from '../../../../shared/exams/countdown';
import type { FormSummary } from '../../../../shared/exams/form-schemas';
import { paths } from '../../../../shared/paths';

interface QuizCardProps {
  form: FormSummary;
  onStart: () => void;
  starting: boolean;
  /** Extra actions, e.g. deleting a custom test. */
  children?: React.ReactNode;
}

/**
 * One practice quiz on the overview: its title, what it covers, the question count capped for this
 * user and the minutes the clock allows (spec §9). A form the user may not take leads to /register
 * (spec §6), except the Full NCLEX exam, whose button is disabled. An adaptive test's length is
 * its own (85 to 150 items, docs/nclex.md §5), not the user's maximum.
 */
export function QuizCard({ form, onStart, starting, children }: QuizCardProps) {
  const headingId = `quiz-${form.id}`;
  const fullExam = form.kind === 'full-exam';
  const adaptive = form.kind === 'adaptive';
  let action: React.ReactNode;
  if (form.available) {
    action = (
      <Button onClick={onStart} loading={starting} aria-describedby={headingId}>
        {fullExam ? 'Start Full NCLEX Exam' : adaptive ? 'Start Adaptive Test' : 'Start Quiz'}
      </Button>
    );
  } else if (fullExam) {
    action = (
      <Stack gap={4}>
        <Button disabled aria-describedby={headingId}>
          Start Full NCLEX Exam
        </Button>
        <Text size="xs" c="dimmed">
          Registered members only.{' '}
          <Text component={Link} to={paths.register.path} size="xs" c="blue" td="underline">
            Register
          </Text>
        </Text>
      </Stack>
    );
  } else {
    action = (
      <Button component={Link} to={paths.register.path} variant="light" aria-describedby={headingId}>
        Register to Start
      </Button>
    );
  }
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {form.title}
          </Title>
          {form.kind === 'sample' && <Badge color="green">Free</Badge>}
          {form.kind === 'custom' && <Badge color="dark">Custom</Badge>}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {form.description}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{adaptive ? '85 to 150 items' : `${form.questionCount} questions`}</Badge>
          <Badge variant="light" color="gray">
            {formatTimeLimit(form.timeLimitSeconds)}
          </Badge>
        </Group>
        <Group justify="space-between" align="flex-end">
          {action}
          {children}
        </Group>
      </Stack>
    </Card>
  );
}
