import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseStatus as Status } from '../../../../shared/marketplace/purchases';
import { formatDateTime } from '../../../lib/format';

/**
 * A purchase's status: a 'Completed' or 'Refunded' badge, and when it was refunded; with
 * `refundRequested` (admins: a refund asked of the payment provider, issue 26) a 'Refund requested' one too.
 */
export function PurchaseStatus({
  status,
  refundedAt,
  refundRequested = false,
}: {
  status: Status;
  refundedAt: string | null;
  refundRequested?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={status === 'completed' ? 'green' : 'red'} variant="light" style={{ minWidth: 'max-content' }}>
        {status === 'completed' ? t('Completed', { context: 'purchase' }) : t('Refunded')}
      </Badge>
      {refundRequested && status === 'completed' && (
        <Badge color="blue" variant="light" style={{ minWidth: 'max-content' }}>
          {t('Refund requested')}
        </Badge>
      )}
      {status === 'refunded' && refundedAt && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('on {{date}}', { date: formatDateTime(refundedAt) })}
        </Text>
      )}
    </Stack>
  );
}
