import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdaptiveAttempt, PerformanceReport as Report } from '../../../../../shared/exams/cat/adaptive-schemas';
import { msg } from '../../../../../shared/i18n/msg';
import { AbilityChart } from './AbilityChart';
import { CategoryTable } from './CategoryTable';
import { decisionSentence } from './decision-sentence';
import { IntervalBar } from './IntervalBar';
import { approximateChance, formatDuration, formatLogits } from './report-format';

/** What the number means and what it does not (issue 22, item 4): one plain statement, on the report and nowhere hidden. */
export const PRACTICE_ESTIMATE_NOTE = msg(
  "This is a practice estimate from Nightingale's item bank, calibrated on our candidates' answers. It is not your NCLEX result and not a promise: the NCLEX uses NCSBN's own items.",
);

/**
 * The Candidate Performance Report of a decided adaptive test (issue 22, item 4; modelled on the
 * report NCSBN sends): the outcome with the rule that decided it (`decisionSentence`), the items
 * answered and scored (pretest items are asked, not scored), the time used, the final ability with
 * its 95% interval against the passing standard (`IntervalBar`, logits, two decimals), the
 * probability of passing the estimate implies (normal approximation, `report.probabilityOfPassing`
 * 0-1), the ability after each item (`AbilityChart`), each client-needs category above, near or
 * below the standard (`CategoryTable`), and what the figures mean and do not. Presentational: the
 * page fetches the attempt and passes its buttons as `actions`, shown at the end. Its heading is
 * the page's `h1`.
 */
export function PerformanceReport({
  attempt,
  actions,
}: {
  attempt: AdaptiveAttempt & { report: Report };
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { report } = attempt;
  const passed = report.outcome === 'pass';
  const pretest = report.itemsAnswered - report.scoredItems;
  const margin = (report.upper - report.lower) / 2;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('Candidate Performance Report')}</Title>
        <Text c="dimmed" mt={4}>
          {t('{{test}} · practice test', { test: t(attempt.title) })}
        </Text>
      </div>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="report-result">
        <Stack gap="sm">
          <Title order={2} size="h3" id="report-result">
            {t('Result:')}{' '}
            <Badge component="span" size="xl" color={passed ? 'green' : 'red'} variant="filled">
              {passed ? t('Passed') : t('Did not pass')}
            </Badge>
          </Title>
          <Text fw={500}>{decisionSentence(report, attempt, t)}</Text>
          <Text>
            {t('{{chance}} probability of passing by this estimate.', {
              chance: approximateChance(report.probabilityOfPassing, t),
            })}
            {!passed && ` ${t('The categories below show where to focus next.')}`}
          </Text>
          <Text size="sm" c="dimmed">
            {pretest === 1
              ? t(
                  '{{count}} items answered, {{scored}} of them scored ({{pretest}} unscored pretest item, as on the NCLEX).',
                  {
                    count: report.itemsAnswered,
                    scored: report.scoredItems,
                    pretest,
                  },
                )
              : t(
                  '{{count}} items answered, {{scored}} of them scored ({{pretest}} unscored pretest items, as on the NCLEX).',
                  { count: report.itemsAnswered, scored: report.scoredItems, pretest },
                )}{' '}
            {t('Time used: {{used}} of {{limit}}.', {
              used: formatDuration(report.timeSpentSeconds, t),
              limit: formatDuration(attempt.timeLimitSeconds, t),
            })}
          </Text>
        </Stack>
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="report-ability">
        <Title order={2} size="h3" id="report-ability" mb="xs">
          {t('Your ability against the passing standard')}
        </Title>
        <Text mb="sm">
          {t('Final ability: {{theta}} ± {{margin}} logits (95% interval {{lower}} to {{upper}}).', {
            theta: formatLogits(report.theta),
            margin: formatLogits(margin),
            lower: formatLogits(report.lower),
            upper: formatLogits(report.upper),
          })}
        </Text>
        <IntervalBar
          theta={report.theta}
          lower={report.lower}
          upper={report.upper}
          passingStandard={attempt.passingStandard}
        />
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="report-trajectory">
        <Title order={2} size="h3" id="report-trajectory" mb="xs">
          {t('Your ability after each item')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t(
            'The line is your ability estimate in logits; the shaded band is its 95% interval, which narrows as you answer. The test stops once the band is wholly above or below the passing standard.',
          )}
        </Text>
        <AbilityChart trajectory={report.trajectory} passingStandard={attempt.passingStandard} />
      </Card>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="report-categories">
        <Title order={2} size="h3" id="report-categories" mb="xs">
          {t('Client needs categories')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t(
            "Each category's own 95% interval, from its scored items alone: above or below when it lies wholly on that side of the standard, near when it contains it. A category with few items is usually near.",
          )}
        </Text>
        <CategoryTable categories={report.categories} />
      </Card>

      <Text size="sm">{t(PRACTICE_ESTIMATE_NOTE)}</Text>
      {actions && <Group gap="sm">{actions}</Group>}
    </Stack>
  );
}
