import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDuration } from '../../../../shared/exams/countdown';
import { attemptHref } from '../../../../shared/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAttemptHistory } from '../api/get-attempt-history';

/**
 * The attempt history: every attempt with its form, mode, date, score and duration; each reopens
 * its review (or resumes it while in progress).
 */
export function AttemptHistory({ onBack }: { onBack: () => void }) {
  const history = useAttemptHistory();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Attempt history</Title>
        <Button variant="default" onClick={onBack}>
          Back to Training Center
        </Button>
      </Group>
      {history.isPending && <Loader aria-label="Loading your attempts" />}
      {history.isError && (
        <Alert color="red" role="alert" title="Your attempts could not be loaded">
          {errorMessage(history.error)}
        </Alert>
      )}
      {history.data?.attempts.length === 0 && (
        <Text c="dimmed">No attempts yet. Start a practice quiz in the Training Center.</Text>
      )}
      {history.data && history.data.attempts.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Test</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.attempts.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>
                    <Anchor component={Link} to={attemptHref(attempt)}>
                      {attempt.formTitle}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {attempt.mode === 'tutor' ? 'Tutor mode' : 'Timed mode'} · {attempt.itemCount} questions
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(attempt.submittedAt ?? attempt.startedAt)}</Table.Td>
                  <Table.Td>
                    {attempt.status === 'submitted'
                      ? `${attempt.score}/${attempt.possible} (${attempt.percent}%)`
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    {attempt.timeSpentSeconds === null ? '—' : formatDuration(attempt.timeSpentSeconds)}
                  </Table.Td>
                  <Table.Td>
                    {attempt.status === 'in_progress' ? (
                      <Badge color="blue" variant="light">
                        In progress
                      </Badge>
                    ) : (
                      <Badge color={attempt.passed ? 'green' : 'red'} variant="light">
                        {attempt.passed ? 'Passed' : 'Not passed'}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
