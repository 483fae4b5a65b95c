import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MyAssignment, MyAssignmentState } from '../../../../shared/classes/schemas';
import { msg } from '../../../../shared/i18n/msg';
import { attemptHref } from '../../../../shared/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useStartAssignment } from '../api/start-assignment';

const stateBadges: Record<MyAssignmentState, { label: string; color: string }> = {
  open: { label: msg('Open'), color: 'green' },
  upcoming: { label: msg('Upcoming'), color: 'blue' },
  done: { label: msg('Done'), color: 'gray' },
  overdue: { label: msg('Overdue'), color: 'red' },
};

/** What a student may do with an assignment: Start, Resume (in progress), Review (submitted), or nothing yet. */
/** The button of each action, and its name for a screen reader. */
const ACTION_LABELS = { start: msg('Start'), resume: msg('Resume'), review: msg('Review') } as const;
const ACTION_NAMES = {
  start: msg('Start {{title}}'),
  resume: msg('Resume {{title}}'),
  review: msg('Review {{title}}'),
} as const;

function action(assignment: MyAssignment): 'start' | 'resume' | 'review' | null {
  if (assignment.attempt?.status === 'submitted') return 'review';
  if (assignment.state !== 'open') return null;
  return assignment.attempt?.status === 'in_progress' ? 'resume' : 'start';
}

/**
 * A student's class assignments (issue 28 item 5), each with its class, test, dates, state and her
 * score once submitted, and Start / Resume (through POST .../start, then the attempt opens in the
 * Training Center, or the adaptive exam at its page: attemptHref) or Review (her submitted attempt).
 */
export function MyAssignmentList({ assignments }: { assignments: MyAssignment[] }) {
  const { t } = useTranslation();
  const start = useStartAssignment();
  const navigate = useNavigate();
  const open = (assignment: MyAssignment) => {
    const next = action(assignment);
    if (next === 'review' && assignment.attempt) {
      void navigate(attemptHref({ id: assignment.attempt.id, formKind: assignment.formKind }));
      return;
    }
    start.mutate(assignment.id, {
      onSuccess: (started) => void navigate(attemptHref({ id: started.attemptId, formKind: started.formKind })),
    });
  };
  return (
    <Stack gap="sm">
      {start.isError && (
        <Alert color="red" role="alert" title={t('The test could not be started')}>
          {errorMessage(start.error)}
        </Alert>
      )}
      {assignments.map((assignment) => {
        const next = action(assignment);
        const badge = stateBadges[assignment.state];
        return (
          <Group key={assignment.id} justify="space-between" wrap="wrap" gap="sm" align="flex-start">
            <div style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Group gap={6} wrap="wrap">
                <Text fw={600}>{assignment.title}</Text>
                <Badge color={badge.color} variant="light">
                  {t(badge.label)}
                </Badge>
                {assignment.attempt?.status === 'submitted' && assignment.attempt.percent !== null && (
                  <Text size="sm" fw={600}>
                    {assignment.attempt.percent}%
                  </Text>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {assignment.className} · {assignment.formTitle}
              </Text>
              <Text size="sm" c="dimmed">
                {assignment.state === 'upcoming'
                  ? t('Opens {{opens}} · due {{due}}', {
                      opens: formatDateTime(assignment.opensAt),
                      due: formatDateTime(assignment.dueAt),
                    })
                  : t('Due {{due}}', { due: formatDateTime(assignment.dueAt) })}
              </Text>
            </div>
            {next && (
              <Button
                size="sm"
                variant={next === 'review' ? 'default' : 'filled'}
                onClick={() => open(assignment)}
                loading={start.isPending && start.variables === assignment.id}
                aria-label={t(ACTION_NAMES[next], { title: assignment.title })}
              >
                {t(ACTION_LABELS[next])}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
