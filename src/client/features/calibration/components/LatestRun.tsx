import { Alert, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalibrationRunSummary } from '../../../../shared/calibration/item-statistics';
import { msg } from '../../../../shared/i18n/msg';
import { formatDateTime, formatNumber } from '../../../lib/format';

/** What started a run, in words. */
const TRIGGER_LABELS: Record<CalibrationRunSummary['trigger'], string> = {
  schedule: msg('the daily schedule'),
  admin: msg('an admin'),
  demo: msg('the demo data'),
};

/**
 * The latest calibration run (issue 22 item 5): when it finished and what started it, then its
 * figures: sittings (persons) and responses in the estimation, items calibrated, pretest items
 * promoted. A failed run shows its error; before any run, what the items use meanwhile.
 */
/** The line under "Latest run": still running, or finished. */
const RUNNING_SINCE = msg('Running since {{date}}, started by {{trigger}}.');
const FINISHED_AT = msg('Finished {{date}}, started by {{trigger}}.');

export function LatestRun({ run, minResponses }: { run: CalibrationRunSummary | null; minResponses: number }) {
  const { t } = useTranslation();
  if (!run) {
    return (
      <Alert color="blue" variant="light" title={t('No calibration has run yet')}>
        {t(
          'Every item uses the difficulty of its authored level until it has {{minResponses}} responses and a run calibrates it.',
          { minResponses },
        )}
      </Alert>
    );
  }
  if (run.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('The latest calibration run failed')}>
        {t(
          'Started by {{trigger}} on {{date}}: {{error}}. The difficulties of the run before it still apply; run it again, and if it fails again, check the server log.',
          {
            trigger: t(TRIGGER_LABELS[run.trigger]),
            date: formatDateTime(run.startedAt),
            error: run.error ?? t('no reason recorded'),
          },
        )}
      </Alert>
    );
  }
  const figures = [
    { label: t('Sittings'), value: run.persons },
    { label: t('Responses'), value: run.responses },
    { label: t('Items calibrated'), value: run.itemsCalibrated },
    { label: t('Promoted from pretest'), value: run.itemsPromoted },
  ];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="latest-run-title">
      <Title order={2} size="h4" id="latest-run-title">
        {t('Latest run')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(run.status === 'running' ? RUNNING_SINCE : FINISHED_AT, {
          date: formatDateTime(run.finishedAt ?? run.startedAt),
          trigger: t(TRIGGER_LABELS[run.trigger]),
        })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text component="dt" size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" fw={700} fz="lg" m={0}>
              {formatNumber(figure.value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
