import { Alert, Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './exam.module.css';

interface ExamReviewScreenProps {
  /** Per item, in order: answered (by the item type's rule) and flagged. */
  items: { answered: boolean; flagged: boolean }[];
  /** Opens item `index` (zero-based). */
  onOpen: (index: number) => void;
  /** Back to the question the candidate came from. */
  onBack: () => void;
  backLabel: string;
  onSubmit: () => void;
  submitting: boolean;
  /** A message when the submission failed. */
  error: string | null;
}

/**
 * The review screen before submitting: how many items are answered, unanswered and flagged, each
 * item as a button to go back to it, and Submit Exam, disabled while any item is unanswered
 * (spec §4 "Quiz": Submit Exam is disabled while any question is unanswered).
 */
export function ExamReviewScreen({
  items,
  onOpen,
  onBack,
  backLabel,
  onSubmit,
  submitting,
  error,
}: ExamReviewScreenProps) {
  const { t } = useTranslation();
  const unanswered = items.filter((item) => !item.answered).length;
  const flagged = items.filter((item) => item.flagged).length;
  return (
    <Stack gap="lg">
      <Title order={1} size="h3" tabIndex={-1}>
        {t('Review your answers')}
      </Title>
      <Group gap="lg">
        <Text fw={700}>{t('{{number}} answered', { number: items.length - unanswered })}</Text>
        <Text fw={700}>{t('{{number}} unanswered', { number: unanswered })}</Text>
        <Text fw={700}>{t('{{number}} flagged', { number: flagged })}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('Choose a question to go back to it. Flagged questions are marked so you can check them again.')}
      </Text>
      <SimpleGrid cols={{ base: 4, xs: 6, sm: 10 }} spacing="xs" component="ul" className={classes.reviewGrid}>
        {items.map((item, index) => {
          const number = index + 1;
          const name = item.answered
            ? item.flagged
              ? t('Question {{number}}: answered, flagged', { number })
              : t('Question {{number}}: answered', { number })
            : item.flagged
              ? t('Question {{number}}: unanswered, flagged', { number })
              : t('Question {{number}}: unanswered', { number });
          return (
            <li key={String(index)}>
              <UnstyledButton
                className={classes.reviewCell}
                data-answered={item.answered || undefined}
                data-flagged={item.flagged || undefined}
                onClick={() => onOpen(index)}
                aria-label={name}
              >
                {index + 1}
                {item.flagged && <span aria-hidden="true"> ⚑</span>}
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
      {unanswered > 0 && (
        <Alert color="yellow" variant="light" title={t('{{count}} questions unanswered', { count: unanswered })}>
          {t('Answer every question before you submit. Unanswered questions: {{numbers}}', {
            numbers: items.flatMap((item, i) => (item.answered ? [] : [i + 1])).join(', '),
          })}
        </Alert>
      )}
      {error && (
        <Alert color="red" title={t('Your exam was not submitted')} role="alert">
          {error} {t('Your saved answers are kept.')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
        <Button onClick={onSubmit} disabled={unanswered > 0} loading={submitting}>
          {t('Submit Exam')}
        </Button>
      </Group>
    </Stack>
  );
}
