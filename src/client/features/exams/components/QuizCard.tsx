import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormSummary } from '../../../../shared/exams/form-schemas';
import { paths } from '../../../../shared/paths';
import { timeLimitText } from '../time-limit-text';

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
  const { t } = useTranslation();
  const headingId = `quiz-${form.id}`;
  const fullExam = form.kind === 'full-exam';
  const adaptive = form.kind === 'adaptive';
  let action: React.ReactNode;
  if (form.available) {
    action = (
      <Button onClick={onStart} loading={starting} aria-describedby={headingId}>
        {fullExam ? t('Start Full NCLEX Exam') : adaptive ? t('Start Adaptive Test') : t('Start Quiz')}
      </Button>
    );
  } else if (fullExam) {
    action = (
      <Stack gap={4}>
        <Button disabled aria-describedby={headingId}>
          {t('Start Full NCLEX Exam')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('Registered members only.')}{' '}
          <Text component={Link} to={paths.register.path} size="xs" c="blue" td="underline">
            {t('Register')}
          </Text>
        </Text>
      </Stack>
    );
  } else {
    action = (
      <Button component={Link} to={paths.register.path} variant="light" aria-describedby={headingId}>
        {t('Register to Start')}
      </Button>
    );
  }
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {t(form.title)}
          </Title>
          {form.kind === 'sample' && <Badge color="green">{t('Free')}</Badge>}
          {form.kind === 'custom' && <Badge color="dark">{t('Custom')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {t(form.description)}
        </Text>
        <Group gap="xs">
          <Badge variant="light">
            {adaptive ? t('85 to 150 items') : t('{{count}} questions', { count: form.questionCount })}
          </Badge>
          <Badge variant="light" color="gray">
            {timeLimitText(form.timeLimitSeconds, t)}
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
