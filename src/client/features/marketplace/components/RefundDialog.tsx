import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminPurchase, type RefundBody, refundBodySchema } from '../../../../shared/marketplace/purchases';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLastShown } from '../../../lib/use-last-shown';
import { useRefundPurchase } from '../api/refund-purchase';

interface RefundDialogProps {
  /** The purchase to refund; the dialog is open while it is set. */
  purchase: AdminPurchase | null;
  onClose: () => void;
}

/**
 * Confirms an admin's refund: names the buyer and the course, says the trainer's share and the
 * referrer's fee are taken back and the buyer loses access, and asks for a reason (refundBodySchema).
 * A refund closes it with the toast "Purchase refunded" ("Refund requested" when the payment
 * provider confirms it later, issue 26); a refusal (409: already refunded, or older than 30 days;
 * 502: the payment service refused, with its sentence) shows the server's message here and keeps
 * the reason typed.
 */
export function RefundDialog({ purchase, onClose }: RefundDialogProps) {
  const current = useLastShown(purchase);

  return (
    <Modal opened={purchase !== null} onClose={onClose} title="Refund this purchase?" centered size="lg">
      {current && <RefundForm key={current.id} purchase={current} onClose={onClose} />}
    </Modal>
  );
}

function RefundForm({ purchase, onClose }: { purchase: AdminPurchase; onClose: () => void }) {
  const refund = useRefundPurchase();
  const form = useForm<RefundBody>({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: schemaResolver(refundBodySchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    refund.mutate(
      { purchaseId: purchase.id, reason: values.reason.trim() },
      {
        onSuccess: ({ purchase: after }) => {
          notifications.show(
            after.refundRequested
              ? {
                  title: 'Refund requested',
                  message: `The payment service refunds ${purchase.buyerName}; the purchase is refunded when it confirms.`,
                }
              : {
                  title: 'Purchase refunded',
                  message: `${purchase.buyerName} no longer has access to ${purchase.itemTitle}.`,
                },
          );
          onClose();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          <strong>{purchase.buyerName}</strong> ({purchase.buyerEmail}) paid {formatMoney(purchase.amountCents)} for{' '}
          <strong>{purchase.itemTitle}</strong> on {formatDateTime(purchase.purchasedAt)} ({purchase.transactionId}).
        </Text>
        <Text>
          {purchase.referrerName
            ? `The trainer's share (${purchase.trainerName}) and the referrer's fee (${purchase.referrerName}, ${formatMoney(purchase.referralFeeCents)}) are taken back, `
            : `The trainer's share (${purchase.trainerName}) is taken back, `}
          and {purchase.buyerName} loses access to the course. A refund cannot be undone.
        </Text>
        <Textarea
          label="Reason for the refund"
          description="Kept with the purchase. At most 500 characters."
          required
          rows={3}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {refund.isError && (
          <Alert color="red" role="alert" title="The purchase was not refunded">
            {errorMessage(refund.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={refund.isPending}>
            Refund {formatMoney(purchase.amountCents)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
