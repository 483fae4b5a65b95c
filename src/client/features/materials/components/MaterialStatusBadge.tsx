import { Badge } from '@mantine/core';
import type { MaterialStatus } from '../../../../shared/materials/materials';

const LOOK: Record<MaterialStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

/**
 * A material's review status (spec §4): Pending in yellow, Approved in green, Rejected in red.
 * Filled, with automatic text contrast, so the yellow one keeps WCAG AA (dark text on yellow).
 */
export function MaterialStatusBadge({ status }: { status: MaterialStatus }) {
  const { label, color } = LOOK[status];
  return (
    <Badge color={color} variant="filled" autoContrast style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
