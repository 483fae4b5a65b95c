import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCancelSession } from '../api/cancel-session';

/** "no booking", "1 booking", "3 bookings". */
function bookingCount(n: number): string {
  if (n === 0) return 'no booking';
  return `${n} ${n === 1 ? 'booking' : 'bookings'}`;
}

/**
 * The confirmation before a trainer cancels a session (open while `session` is not null): it names
 * the session and its time and says how many bookings will be refunded. Cancel Session posts
 * /api/trainer/sessions/:sessionId/cancel, closes with the toast "Session cancelled"; a refusal is
 * shown in the dialog. Keep Session (or Escape) closes it with nothing sent.
 */
export function CancelSessionDialog({ session, onClose }: { session: TrainerSession | null; onClose: () => void }) {
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
          title: 'Session cancelled',
          message:
            refunds > 0
              ? `“${shown.title}” is cancelled and ${bookingCount(refunds)} ${refunds === 1 ? 'was' : 'were'} refunded.`
              : `“${shown.title}” is cancelled.`,
          color: 'green',
        });
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      target={session}
      title={() => 'Cancel this session?'}
      confirmLabel="Cancel Session"
      cancelLabel="Keep Session"
      onConfirm={confirm}
      onClose={close}
      pending={cancel.isPending}
      failure={cancel.isError ? errorMessage(cancel.error) : null}
      failureTitle="The session was not cancelled"
    >
      {(shown) => <Text>{cancellationText(shown)}</Text>}
    </ConfirmDialog>
  );
}

/** What cancelling `session` does: its time, and the refunds of its bookings, if any. */
function cancellationText(session: TrainerSession): string {
  const refunds = session.bookings.length;
  const consequence =
    refunds > 0
      ? `Its ${bookingCount(refunds)} will be refunded, and the ${refunds === 1 ? 'student' : 'students'} will see the refund in their payments.`
      : 'No one has booked it, so there is nothing to refund.';
  return `“${session.title}” on ${formatDateTime(session.startsAt)} will be cancelled. ${consequence}`;
}
