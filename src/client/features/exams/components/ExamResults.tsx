import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDuration } from '../../../../shared/exams/countdown';
import { PASS_MARK_PERCENT } from '../../../../shared/exams/rules';
import type { SubmittedAttempt } from '../../../../shared/exams/schemas';
import { QuestionReview } from './QuestionReview';

interface ExamResultsProps {
  result: SubmittedAttempt;
  onRetake: () => void;
  retaking: boolean;
  /** A message when the retake could not start. */
  retakeError: string | null;
  onBack: () => void;
}

/**
 * The results phase (spec §2, §4, §9): score (count correct), percentage (green at 75 or more),
 * pass or fail at the 75% pass mark, the score band, time spent, and a review of every question
 * with the chosen answer, the correct answer and the explanation. Retake Exam starts again with the
 * same questions; Back to Training Center returns to the intro.
 */
export function ExamResults({ result, onRetake, retaking, retakeError, onBack }: ExamResultsProps) {
  const color = result.passed ? 'green.8' : 'red.8';
  return (
    <Stack gap="lg">
      <Title order={1}>Your Sample Test Results</Title>

      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <div>
            <Text size="sm" c="dimmed">
              Score
            </Text>
            <Text fz={28} fw={700} data-testid="result-score">
              {result.score} / {result.total}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Percentage
            </Text>
            <Text fz={28} fw={700} c={color} data-testid="result-percent">
              {result.percent}%
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Performance
            </Text>
            <Text fz={22} fw={700} lh={1.6} data-testid="result-band">
              {result.band}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Time spent
            </Text>
            <Text fz={28} fw={700} data-testid="result-time">
              {formatDuration(result.timeSpentSeconds)}
            </Text>
          </div>
        </SimpleGrid>
        <Group mt="md" gap="xs">
          <Badge color={result.passed ? 'green' : 'red'} size="lg" variant="filled">
            {result.passed ? 'Passed' : 'Not passed'}
          </Badge>
          <Text size="sm" c="dimmed">
            The pass mark is {PASS_MARK_PERCENT}%.
          </Text>
        </Group>
      </Card>

      {retakeError && (
        <Alert color="red" title="The retake could not start" role="alert">
          {retakeError}
        </Alert>
      )}
      <Group>
        <Button onClick={onRetake} loading={retaking}>
          Retake Exam
        </Button>
        <Button variant="default" onClick={onBack}>
          Back to Training Center
        </Button>
      </Group>

      <Title order={2} size="h3">
        Review your answers
      </Title>
      <Stack gap="md">
        {result.questions.map((question, index) => (
          <QuestionReview key={question.id} number={index + 1} question={question} />
        ))}
      </Stack>
    </Stack>
  );
}
