import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
import { paths } from '../../../../shared/paths';
import type { StepKey, TimelineStep } from '../../../../shared/tracking/tracking';
import { formatDateTime } from '../../../lib/format';
import { formatCalendarDate } from './dates';
import { StepStatusIcon } from './StepIcons';
import { STEP_STATUS_COLORS, StepStatusBadge } from './StepStatusBadge';

/** What a student does next on a step that follows the records while it is not completed. */
const NEXT_ACTIONS: Partial<Record<StepKey, { label: string; to: string }>> = {
  'program-selected': { label: msg('Choose your program'), to: paths.programs.path },
  'programme-fee-paid': { label: msg('Pay your programme fee'), to: paths.payment.path },
  'documents-submitted': { label: msg('Upload and submit your documents'), to: paths.documents.path },
  'documents-verified': { label: msg('See your documents'), to: paths.documents.path },
};

/** A completed or in-progress step's bullet: filled with the step's colour, its icon in white. */
const filledBullet = {
  backgroundColor: 'var(--tli-color)',
  borderColor: 'var(--tli-color)',
  color: 'var(--mantine-color-white)',
} as const;

/** The overall progress: "4 of 10 steps completed" and a bar named by the same words. */
export function TimelineProgress({ steps }: { steps: readonly TimelineStep[] }) {
  const { t } = useTranslation();
  const done = steps.filter((step) => step.status === 'completed').length;
  const text = t('{{done}} of {{total}} steps completed', { done, total: steps.length });
  return (
    <Stack gap={6}>
      <Text fw={600}>{text}</Text>
      <Progress
        value={steps.length === 0 ? 0 : (done / steps.length) * 100}
        color="green"
        size="lg"
        aria-label={text}
      />
    </Stack>
  );
}

/**
 * The licensure journey as a vertical timeline (issue 13 "Application tracking"; spec §4 "Timeline
 * step completed / in-progress / pending"): each step in order with its title (a heading at
 * `headingLevel`), its status as an icon, a coloured bullet and a written label, what it means,
 * the date it was completed, its due date (an overdue one, before `today`, in red and said so),
 * and the note from support. For the student (`onEdit` absent) a step that follows the records and
 * is not completed links to what to do next (/programs, /documents); for admins (`onEdit`) each
 * step has an Edit button and says who last set it.
 */
export function StepTimeline({
  steps,
  today,
  headingLevel = 2,
  label,
  onEdit,
}: {
  steps: readonly TimelineStep[];
  today: string;
  /** The list's accessible name, e.g. "Steps of your application". */
  label: string;
  headingLevel?: 2 | 3;
  onEdit?: (step: TimelineStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <Timeline bulletSize={28} lineWidth={3} role="list" aria-label={label}>
      {steps.map((step, index) => {
        const next = steps[index + 1];
        const completed = step.status === 'completed';
        const overdue = !completed && step.dueOn !== null && step.dueOn < today;
        const action = onEdit || completed ? undefined : NEXT_ACTIONS[step.key];
        return (
          <Timeline.Item
            key={step.key}
            role="listitem"
            color={STEP_STATUS_COLORS[step.status]}
            mod={{ 'line-active': completed && next?.status === 'completed' }}
            styles={step.status === 'pending' ? undefined : { itemBullet: filledBullet }}
            lineVariant={completed ? 'solid' : 'dashed'}
            bullet={<StepStatusIcon status={step.status} />}
            title={
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Title order={headingLevel} size="h4">
                  {t(step.title)}
                </Title>
                <Group gap="xs">
                  <StepStatusBadge status={step.status} />
                  {onEdit && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(step)}
                      aria-label={t('Edit {{step}}', { step: t(step.title) })}
                    >
                      {t('Edit')}
                    </Button>
                  )}
                </Group>
              </Group>
            }
          >
            <Stack gap={6} mt={4}>
              <Text size="sm" c="dimmed">
                {t(step.description)}
              </Text>
              {step.completedOn && (
                <Text size="sm">{t('Completed on {{date}}', { date: formatCalendarDate(step.completedOn) })}</Text>
              )}
              {step.dueOn && !completed && (
                <Group gap="xs">
                  <Text size="sm" c={overdue ? 'red.8' : undefined} fw={overdue ? 700 : 400}>
                    {t('Due {{date}}', { date: formatCalendarDate(step.dueOn) })}
                  </Text>
                  {overdue && (
                    <Badge color="red" variant="filled" size="sm">
                      {t('Overdue')}
                    </Badge>
                  )}
                </Group>
              )}
              {step.dueOn && completed && (
                <Text size="sm" c="dimmed">
                  {t('Was due {{date}}', { date: formatCalendarDate(step.dueOn) })}
                </Text>
              )}
              {step.note && (
                <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-default-hover)">
                  <Text size="xs" fw={700}>
                    {t('Note from support')}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {step.note}
                  </Text>
                </Paper>
              )}
              {action && (
                <Anchor component={Link} to={action.to} size="sm" fw={600}>
                  {t(action.label)}
                </Anchor>
              )}
              {onEdit && (
                <Text size="xs" c="dimmed">
                  {step.source === 'records' ? t('Follows the student’s records.') : t('Set by the support team.')}{' '}
                  {step.updatedAt && step.updatedBy
                    ? t('Last changed by {{name}}, {{date}}.', {
                        name: step.updatedBy,
                        date: formatDateTime(step.updatedAt),
                      })
                    : t('Not changed by anyone yet.')}
                </Text>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
