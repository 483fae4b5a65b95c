import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Readiness, ReadinessPoint } from '../../../../../shared/exams/cat/adaptive-schemas';
import { CAT_EXAMS } from '../../../../../shared/exams/cat/cat-exams';
import { CONFIDENCE_Z } from '../../../../../shared/exams/cat/decide';
import { paths } from '../../../../../shared/paths';
import { LoadError } from '../../../../components/LoadError';
import { formatDateTime } from '../../../../lib/format';
import { useReadiness } from '../api/get-readiness';
import { IntervalBar } from '../report/IntervalBar';
import { formatChance, formatLogits } from '../report/report-format';
import { ReadinessTrend } from './ReadinessTrend';

/**
 * The dashboard's readiness (issue 22, item 6), from GET /api/exams/adaptive/readiness: the latest
 * adaptive result's ability (logits) and 95% interval against its passing standard (`IntervalBar`),
 * the probability of passing it implies (the normal approximation Phi((theta - standard) / SE),
 * computed by the server) with what it is based on (the test's date and length), a link to its
 * report, and the trend over that exam's adaptive tests (`ReadinessTrend`). A test in progress
 * gets a Resume link; no decided test yet, one sentence on what the adaptive test gives and a link
 * to take it. Never a label without its number. Signed-in pages only (the endpoint answers 401 otherwise).
 */
export function ReadinessCard() {
  const { t } = useTranslation();
  const readiness = useReadiness();
  let body: ReactNode;
  if (readiness.data) {
    // Shown even when a refetch failed: the figures already on screen stay, dated by their test.
    body = <ReadinessBody readiness={readiness.data} />;
  } else if (readiness.isError) {
    body = <LoadError title={t('Your readiness could not be loaded')} query={readiness} />;
  } else {
    body = (
      <Stack gap="sm" role="status" aria-label={t('Loading your readiness')}>
        <Skeleton height={16} width="45%" />
        <Skeleton height={28} width="60%" />
        <Skeleton height={64} />
      </Stack>
    );
  }
  return (
    <section aria-labelledby="nclex-readiness">
      <Title order={2} size="h3" id="nclex-readiness" mb="sm">
        {t('NCLEX readiness')}
      </Title>
      <Card withBorder padding="md" radius="md">
        {body}
      </Card>
    </section>
  );
}

function ReadinessBody({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const latest = readiness.attempts.at(-1);
  const { inProgress } = readiness;
  return (
    <Stack gap="md">
      {inProgress && (
        <Alert
          color="blue"
          variant="light"
          title={t('{{exam}} in progress', { exam: t(CAT_EXAMS[inProgress.exam].title) })}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('{{count}} items answered so far.', { count: inProgress.itemsAnswered })}</Text>
            <Button component={Link} to={paths.adaptiveExam.href({ attempt: inProgress.attemptId })} size="xs">
              {t('Resume')}
            </Button>
          </Group>
        </Alert>
      )}
      {latest ? (
        <LatestResult latest={latest} attempts={readiness.attempts} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {t(
              'No adaptive test yet. The adaptive NCLEX chooses each item for your ability, as the real exam does, and ends with your ability estimate, its 95% interval against the passing standard, and your probability of passing.',
            )}
          </Text>
          {!inProgress && (
            <Button component={Link} to={paths.adaptiveExam.path} size="sm">
              {t('Take the adaptive NCLEX')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function LatestResult({ latest, attempts }: { latest: ReadinessPoint; attempts: ReadinessPoint[] }) {
  const { t } = useTranslation();
  const exam = CAT_EXAMS[latest.exam];
  const examTitle = t(exam.title);
  const sameExam = attempts.filter((attempt) => attempt.exam === latest.exam);
  const margin = CONFIDENCE_Z * latest.standardError;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={700}>{examTitle}</Text>
        <Text fz={26} fw={800} lh={1.25} c="var(--mantine-color-blue-text)">
          {t('Probability of passing: {{chance}}', { chance: formatChance(latest.probabilityOfPassing, t) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(
            "From your adaptive test of {{date}}, {{count}} items: ability {{theta}} ± {{margin}} logits, by the normal approximation with its standard error ({{error}} logits). A practice estimate on Nightingale's items, not a promise.",
            {
              date: formatDateTime(latest.decidedAt),
              count: latest.itemsAnswered,
              theta: formatLogits(latest.theta),
              margin: formatLogits(margin),
              error: formatLogits(latest.standardError),
            },
          )}
        </Text>
      </div>
      <IntervalBar
        theta={latest.theta}
        lower={latest.theta - margin}
        upper={latest.theta + margin}
        passingStandard={latest.passingStandard}
      />
      <Group gap="sm">
        <Badge color={latest.outcome === 'pass' ? 'green' : 'red'} variant="light">
          {latest.outcome === 'pass' ? t('Passed that test') : t('Did not pass that test')}
        </Badge>
        <Anchor component={Link} to={paths.adaptiveExam.href({ attempt: latest.attemptId })} size="sm" fw={600}>
          {t('See its performance report')}
        </Anchor>
      </Group>
      {sameExam.length >= 2 ? (
        <div>
          <Title order={3} size="h5" mt="xs" mb={4}>
            {t('Your {{exam}} results over time', { exam: examTitle })}
          </Title>
          <ReadinessTrend attempts={sameExam} passingStandard={latest.passingStandard} />
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t('Your trend appears here after your second {{exam}}.', { exam: examTitle })}
        </Text>
      )}
    </Stack>
  );
}
