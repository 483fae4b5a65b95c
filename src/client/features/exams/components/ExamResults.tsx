import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScoreBreakdown as Breakdown, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { formatDuration } from '../../../../shared/exams/countdown';
import { PASS_MARK_PERCENT } from '../../../../shared/exams/rules';
import { paths } from '../../../../shared/paths';
import { GlossaryRegion } from '../../../components/glossary/GlossaryRegion';
import { PracticePercentile } from '../peers/PracticePercentile';
import { practiceHref } from '../practice/practice-query';
import { ItemReviewCard, itemOutcome } from './ItemReviewCard';
import { ScoreBreakdown } from './ScoreBreakdown';

interface ExamResultsProps {
  result: SubmittedAttempt;
  /** The page's heading, e.g. "Your Sample Test Results". */
  title: string;
  onRetake: () => void;
  retaking: boolean;
  /** A message when the retake could not start. */
  retakeError: string | null;
  onBack: () => void;
  /** The words of the button calling `onBack` (the spec's "Back to Training Center" unless the attempt was opened elsewhere: a course's quiz lesson says "Back to the course"). */
  backLabel?: string;
  /** Issue 25 item 1: link weak subjects and categories to a practice (a reader with full access). */
  practiceLinks?: boolean;
  /** Issue 25 item 1: invite a visitor to create an account to keep this (Free Sample) result. */
  keepInvite?: boolean;
}

type ReviewFilter = 'all' | 'missed' | 'flagged';

/**
 * The results phase (spec §2, §4, §9): the questions fully correct of those asked first (issue 23),
 * then the score (points earned of possible; for multiple-choice items the count correct, and when
 * items are worth more than one point, the partial-credit rule in a sentence), percentage (green at 75 or more), pass or fail at the 75% pass mark, the
 * score band, time spent, the percentile among first attempts when enough people took the form,
 * results by subject and by client need, and the review of every item with the keys, the points
 * and the rationale. Retake Exam starts again with the same items; Back to Training Center leaves.
 */
export function ExamResults({
  result,
  title,
  onRetake,
  retaking,
  retakeError,
  onBack,
  backLabel,
  practiceLinks = false,
  keepInvite = false,
}: ExamResultsProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  /** Issue 25 item 1: a weak subject or category (under the pass mark) links to a practice on its misses. */
  const practiceLink = (by: 'subject' | 'clientNeed') =>
    practiceLinks
      ? (row: Breakdown) =>
          row.percent < PASS_MARK_PERCENT ? (
            <Anchor
              component={Link}
              size="sm"
              to={practiceHref(by === 'subject' ? { subject: row.name } : { clientNeed: row.name }, 'incorrect')}
              aria-label={t('Practice {{name}}: the items you missed', { name: t(row.name) })}
            >
              {t('Practice')}
            </Anchor>
          ) : null
      : undefined;
  const color = result.passed ? 'green.8' : 'red.8';
  const shown = result.items.filter((item) =>
    filter === 'all' ? true : filter === 'flagged' ? item.flagged : itemOutcome(item).label !== 'Correct',
  );
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>

      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('Questions correct')}
            </Text>
            <Text fz={28} fw={700} data-testid="result-questions">
              {result.correctCount} / {result.questionCount}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('Score')}
            </Text>
            <Text fz={28} fw={700} data-testid="result-score">
              {result.score} / {result.possible}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('Percentage')}
            </Text>
            <Text fz={28} fw={700} c={color} data-testid="result-percent">
              {result.percent}%
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('Performance')}
            </Text>
            <Text fz={22} fw={700} lh={1.6} data-testid="result-band">
              {t(result.band)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('Time spent')}
            </Text>
            <Text fz={28} fw={700} data-testid="result-time">
              {formatDuration(result.timeSpentSeconds)}
            </Text>
          </div>
        </SimpleGrid>
        {result.possible !== result.questionCount && (
          <Text size="sm" c="dimmed" mt="sm" data-testid="result-points-rule">
            {t(
              'The score is in points: {{score}} of {{possible}}. A question counts as correct when it earned all its points; Next Generation items also earn points for the parts answered right, so the points can be higher than the questions correct.',
              { score: result.score, possible: result.possible },
            )}
          </Text>
        )}
        <Group mt="md" gap="xs">
          <Badge color={result.passed ? 'green' : 'red'} size="lg" variant="filled">
            {result.passed ? t('Passed') : t('Not passed')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('The pass mark is {{percent}}%.', { percent: PASS_MARK_PERCENT })}
          </Text>
        </Group>
        {result.percentile && result.percentile.basis !== 'items' && (
          <Text mt="sm" data-testid="result-percentile">
            {t(
              'You scored higher than {{percentile}}% of the {{takers}} people who took the {{form}} test for the first time.',
              { percentile: result.percentile.percentile, takers: result.percentile.takers, form: t(result.formTitle) },
            )}
          </Text>
        )}
        {result.percentile?.basis === 'items' && <PracticePercentile percentile={result.percentile} />}
      </Card>

      {keepInvite && (
        // Issue 25 item 1: a visitor's sample test is kept when she creates an account.
        <Alert color="blue" variant="light" title={t('Keep this result')} data-testid="sample-keep-invite">
          <Text size="sm" mb="sm">
            {t('Create a free account to keep this test: it will appear on your dashboard with your progress.')}
          </Text>
          <Button component={Link} to={paths.register.path}>
            {t('Create an account')}
          </Button>
        </Alert>
      )}

      {retakeError && (
        <Alert color="red" title={t('The retake could not start')} role="alert">
          {retakeError}
        </Alert>
      )}
      <Group>
        <Button onClick={onRetake} loading={retaking}>
          {t('Retake Exam')}
        </Button>
        <Button variant="default" onClick={onBack}>
          {backLabel ?? t('Back to Training Center')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ScoreBreakdown title={t('By subject')} rows={result.bySubject} practiceLink={practiceLink('subject')} />
        <ScoreBreakdown
          title={t('By client need')}
          rows={result.byClientNeed}
          practiceLink={practiceLink('clientNeed')}
        />
      </SimpleGrid>

      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('Review your answers')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as ReviewFilter)}
          data={[
            { value: 'all', label: t('All ({{count}})', { count: result.items.length }) },
            { value: 'missed', label: t('Not fully correct') },
            { value: 'flagged', label: t('Flagged') },
          ]}
          aria-label={t('Which questions to review')}
        />
      </Group>
      {/* Issue 29 item 3: the glossary on every reviewed item. */}
      <GlossaryRegion enabled>
        <Stack gap="md">
          {shown.length === 0 && <Text c="dimmed">{t('No questions here.')}</Text>}
          {shown.map((item) => (
            <ItemReviewCard
              key={item.item.id}
              number={item.position + 1}
              item={item}
              caseStudy={result.caseStudies?.find((caseStudy) => caseStudy.id === item.caseStudy?.id)}
            />
          ))}
        </Stack>
      </GlossaryRegion>
    </Stack>
  );
}
