import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
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
/** Each status's words on screen. */
const TEXTS: Record<SessionStatusLabel, string> = {
  Available: msg('Available'),
  Full: msg('Full'),
  Cancelled: msg('Cancelled'),
  Past: msg('Past'),
};

export function SessionStatusBadge({ status }: { status: SessionStatusLabel }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(TEXTS[status])}
    </Badge>
  );
}
