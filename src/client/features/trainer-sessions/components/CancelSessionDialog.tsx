import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCancelSession } from '../api/cancel-session';

/** "no booking", "1 booking", "3 bookings". */

/**
 * The confirmation before a trainer cancels a session (open while `session` is not null): it names
 * the session and its time and says how many bookings will be refunded. Cancel Session posts
 * /api/trainer/sessions/:sessionId/cancel, closes with the toast "Session cancelled"; a refusal is
 * shown in the dialog. Keep Session (or Escape) closes it with nothing sent.
 */
export function CancelSessionDialog({ session, onClose }: { session: TrainerSession | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelSession();

  const close = () => {
    cancel.reset();
    onClose();
  };

  const confirm = (shown: TrainerSession) => {
    if (cancel.isPending) return;
    const refunds = shown.bookings.length;
    cancel.mutate(shown.id, {
      onSuccess: () => {
        notifications.show({
          title: t('Session cancelled'),
          message:
            refunds > 0
              ? t('“{{title}}” is cancelled and {{count}} bookings were refunded.', {
                  title: shown.title,
                  count: refunds,
                })
              : t('“{{title}}” is cancelled.', { title: shown.title }),
          color: 'green',
        });
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      target={session}
      title={() => t('Cancel this session?')}
      confirmLabel={t('Cancel Session')}
      cancelLabel={t('Keep Session')}
      onConfirm={confirm}
      onClose={close}
      pending={cancel.isPending}
      failure={cancel.isError ? errorMessage(cancel.error) : null}
      failureTitle={t('The session was not cancelled')}
    >
      {(shown) => <Text>{cancellationText(shown, t)}</Text>}
    </ConfirmDialog>
  );
}

/** What cancelling `session` does: its time, and the refunds of its bookings, if any. */
function cancellationText(session: TrainerSession, t: TFunction): string {
  const refunds = session.bookings.length;
  const consequence =
    refunds > 0
      ? t('Its {{count}} bookings will be refunded, and the students will see the refund in their payments.', {
          count: refunds,
        })
      : t('No one has booked it, so there is nothing to refund.');
  const cancelled = t('“{{title}}” on {{date}} will be cancelled.', {
    title: session.title,
    date: formatDateTime(session.startsAt),
  });
  return `${cancelled} ${consequence}`;
}
