import { Alert, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { CalibrationRunSummary } from '../../../../shared/calibration/item-statistics';
import { formatDateTime } from '../../../lib/format';

/** What started a run, in words. */
const TRIGGER_LABELS: Record<CalibrationRunSummary['trigger'], string> = {
  schedule: 'the daily schedule',
  admin: 'an admin',
  demo: 'the demo data',
};

const count = new Intl.NumberFormat('en-US');

/**
 * The latest calibration run (issue 22 item 5): when it finished and what started it, then its
 * figures: sittings (persons) and responses in the estimation, items calibrated, pretest items
 * promoted. A failed run shows its error; before any run, what the items use meanwhile.
 */
export function LatestRun({ run, minResponses }: { run: CalibrationRunSummary | null; minResponses: number }) {
  if (!run) {
    return (
      <Alert color="blue" variant="light" title="No calibration has run yet">
        Every item uses the difficulty of its authored level until it has {minResponses} responses and a run calibrates
        it.
      </Alert>
    );
  }
  if (run.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title="The latest calibration run failed">
        Started by {TRIGGER_LABELS[run.trigger]} on {formatDateTime(run.startedAt)}: {run.error ?? 'no reason recorded'}
        . The difficulties of the run before it still apply; run it again, and if it fails again, check the server log.
      </Alert>
    );
  }
  const figures = [
    { label: 'Sittings', value: run.persons },
    { label: 'Responses', value: run.responses },
    { label: 'Items calibrated', value: run.itemsCalibrated },
    { label: 'Promoted from pretest', value: run.itemsPromoted },
  ];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="latest-run-title">
      <Title order={2} size="h4" id="latest-run-title">
        Latest run
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {run.status === 'running' ? 'Running since' : 'Finished'} {formatDateTime(run.finishedAt ?? run.startedAt)},
        started by {TRIGGER_LABELS[run.trigger]}.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text component="dt" size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" fw={700} fz="lg" m={0}>
              {count.format(figure.value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
