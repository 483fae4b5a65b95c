import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Trans, useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import { type AdminPurchase, type RefundBody, refundBodySchema } from '../../../../shared/marketplace/purchases';
import { translatedResolver } from '../../../i18n/translated-resolver';
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
  const { t } = useTranslation();
  const current = useLastShown(purchase);

  return (
    <Modal opened={purchase !== null} onClose={onClose} title={t('Refund this purchase?')} centered size="lg">
      {current && <RefundForm key={current.id} purchase={current} onClose={onClose} />}
    </Modal>
  );
}

function RefundForm({ purchase, onClose }: { purchase: AdminPurchase; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundPurchase();
  const form = useForm<RefundBody>({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: translatedResolver(refundBodySchema),
  });
  const submit = form.onSubmit((values) =>
    refund.mutate(
      { purchaseId: purchase.id, reason: values.reason.trim() },
      {
        onSuccess: ({ purchase: after }) => {
          notifications.show(
            after.refundRequested
              ? {
                  title: t('Refund requested'),
                  message: t('The payment service refunds {{buyer}}; the purchase is refunded when it confirms.', {
                    buyer: purchase.buyerName,
                  }),
                }
              : {
                  title: t('Purchase refunded'),
                  message: t('{{buyer}} no longer has access to {{item}}.', {
                    buyer: purchase.buyerName,
                    item: purchase.itemTitle,
                  }),
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
          <Trans
            i18nKey={msg(
              '<1>{{buyer}}</1> ({{email}}) paid {{amount}} for <2>{{item}}</2> on {{date}} ({{transaction}}).',
            )}
            values={{
              buyer: purchase.buyerName,
              email: purchase.buyerEmail,
              amount: formatMoney(purchase.amountCents),
              item: purchase.itemTitle,
              date: formatDateTime(purchase.purchasedAt),
              transaction: purchase.transactionId,
            }}
            components={{ 1: <strong />, 2: <strong /> }}
          />
        </Text>
        <Text>
          {purchase.referrerName
            ? t(
                "The trainer's share ({{trainer}}) and the referrer's fee ({{referrer}}, {{fee}}) are taken back, and {{buyer}} loses access to the course. A refund cannot be undone.",
                {
                  trainer: purchase.trainerName,
                  referrer: purchase.referrerName,
                  fee: formatMoney(purchase.referralFeeCents),
                  buyer: purchase.buyerName,
                },
              )
            : t(
                "The trainer's share ({{trainer}}) is taken back, and {{buyer}} loses access to the course. A refund cannot be undone.",
                { trainer: purchase.trainerName, buyer: purchase.buyerName },
              )}
        </Text>
        <Textarea
          label={t('Reason for the refund')}
          description={t('Kept with the purchase. At most 500 characters.')}
          required
          rows={3}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {refund.isError && (
          <Alert color="red" role="alert" title={t('The purchase was not refunded')}>
            {errorMessage(refund.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" color="red" loading={refund.isPending}>
            {t('Refund {{amount}}', { amount: formatMoney(purchase.amountCents) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
