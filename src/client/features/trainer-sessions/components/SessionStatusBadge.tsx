import { Badge } from '@mantine/core';
import type { SessionStatusLabel } from './session-form';

const COLORS: Record<SessionStatusLabel, string> = {
  Available: 'green',
  Full: 'yellow',
  Cancelled: 'red',
  Past: 'gray',
};

/**
 * A session's status as a badge: Available, Full, Cancelled or Past (spec §4). Filled, with
 * automatic text contrast, so each colour keeps WCAG AA.
 */
export function SessionStatusBadge({ status }: { status: SessionStatusLabel }) {
  return (
    <Badge color={COLORS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {status}
    </Badge>
  );
}
