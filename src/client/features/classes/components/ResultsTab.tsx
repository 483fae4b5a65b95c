import { Badge, Card, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassResults } from '../../../../shared/classes/schemas';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { useClassResults } from '../api/get-class-results';
import { AssignmentResultsView } from './AssignmentResultsView';

/** "Needs help first": students with the lowest mean score first, missed due dates flagged. */
function NeedsHelp({ rows }: { rows: ClassResults['needsHelp'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        {t('Needs help first')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No students in the class yet.')}
        </Text>
      ) : (
        <List type="ordered" spacing={4}>
          {rows.map((row) => (
            <List.Item key={row.userId}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {row.name}
                </Text>
                <Text size="sm">
                  {row.meanPercent === null
                    ? t('nothing submitted')
                    : t('mean {{percent}}% over {{submitted}}', { percent: row.meanPercent, submitted: row.submitted })}
                </Text>
                {row.missedDue > 0 && (
                  <Badge color="red" variant="light">
                    {t('{{count}} missed due dates', { count: row.missedDue })}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/**
 * The Results tab of a class (issue 28 item 5): "Needs help first", then one assignment's results,
 * chosen in a list (first shown: the latest opened that someone submitted, else the latest opened). Only the class's current students appear.
 */
export function ResultsTab({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const results = useClassResults(classId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (results.isPending) return <PageLoader label={t('Loading the results')} />;
  if (results.isError) return <LoadError title={t('The results could not be loaded')} query={results} />;
  const { assignments, needsHelp } = results.data;
  const taken = assignments.filter((entry) => entry.takers.some((taker) => taker.status === 'submitted'));
  const shown = assignments.find((entry) => entry.id === chosen) ?? taken.at(-1) ?? assignments.at(-1);
  return (
    <Stack gap="lg">
      <NeedsHelp rows={needsHelp} />
      {!shown ? (
        <Text c="dimmed">{t('No assignments yet: results appear once students take an assigned test.')}</Text>
      ) : (
        <>
          <Select
            label={t('Assignment')}
            data={assignments.map((entry) => ({ value: entry.id, label: `${entry.title} (${entry.formTitle})` }))}
            value={shown.id}
            onChange={setChosen}
            allowDeselect={false}
            maw={480}
          />
          <Title order={2} size="h4">
            {shown.title}
          </Title>
          <AssignmentResultsView key={shown.id} results={shown} />
        </>
      )}
    </Stack>
  );
}
