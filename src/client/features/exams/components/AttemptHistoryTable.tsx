import { Anchor, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttemptSummary } from '../../../../shared/exams/attempt-schemas';
import { formatDuration } from '../../../../shared/exams/countdown';
import { attemptHref } from '../../../../shared/paths';
import { formatDateTime } from '../../../lib/format';
import { AttemptResultBadge } from './AttemptResultBadge';
import { AttemptScore } from './AttemptScore';

/** What the history says of an attempt's mode and length: "Tutor mode · 30 questions". */
export const attemptModeText = (attempt: AttemptSummary, t: TFunction) =>
  attempt.mode === 'tutor'
    ? t('Tutor mode · {{count}} questions', { count: attempt.itemCount })
    : t('Timed mode · {{count}} questions', { count: attempt.itemCount });

/**
 * The attempt history as a table, for screens from Mantine's `sm` breakpoint up: test (a link to
 * its review or to resume it, with mode and length), date, score (questions correct of asked, then
 * points), duration and result.
 */
export function AttemptHistoryTable({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Test')}</Table.Th>
          <Table.Th>{t('Date')}</Table.Th>
          <Table.Th>{t('Score')}</Table.Th>
          <Table.Th>{t('Duration')}</Table.Th>
          <Table.Th>{t('Result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {attempts.map((attempt) => (
          <Table.Tr key={attempt.id}>
            <Table.Td>
              <Anchor component={Link} to={attemptHref(attempt)}>
                {t(attempt.formTitle)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {attemptModeText(attempt, t)}
              </Text>
            </Table.Td>
            <Table.Td>{formatDateTime(attempt.submittedAt ?? attempt.startedAt)}</Table.Td>
            <Table.Td>
              <AttemptScore attempt={attempt} />
            </Table.Td>
            <Table.Td>{attempt.timeSpentSeconds === null ? '—' : formatDuration(attempt.timeSpentSeconds)}</Table.Td>
            <Table.Td>
              <AttemptResultBadge attempt={attempt} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
