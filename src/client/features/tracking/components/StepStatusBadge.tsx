import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEP_STATUS_LABELS, type StepStatus } from '../../../../shared/tracking/tracking';
import { StepStatusIcon } from './StepIcons';

/** Colour of each status: green done, blue under way, grey not started (the label and icon carry it too). */
export const STEP_STATUS_COLORS: Record<StepStatus, string> = {
  completed: 'green',
  'in-progress': 'blue',
  pending: 'gray',
};

/** A step's status as a badge with its icon and its label (STEP_STATUS_LABELS): Completed, In progress, Pending. */
export function StepStatusBadge({ status }: { status: StepStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STEP_STATUS_COLORS[status]}
      variant={status === 'pending' ? 'outline' : 'light'}
      leftSection={<StepStatusIcon status={status} size={12} />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(STEP_STATUS_LABELS[status])}
    </Badge>
  );
}
