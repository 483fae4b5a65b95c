import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import type { MaterialStatus } from '../../../../shared/materials/materials';

const LOOK: Record<MaterialStatus, { label: string; color: string }> = {
  pending: { label: msg('Pending'), color: 'yellow' },
  approved: { label: msg('Approved'), color: 'green' },
  rejected: { label: msg('Rejected'), color: 'red' },
};

/**
 * A material's review status (spec §4): Pending in yellow, Approved in green, Rejected in red.
 * Filled, with automatic text contrast, so the yellow one keeps WCAG AA (dark text on yellow).
 */
export function MaterialStatusBadge({ status }: { status: MaterialStatus }) {
  const { t } = useTranslation();
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant="filled" autoContrast style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(label)}
    </Badge>
  );
}
