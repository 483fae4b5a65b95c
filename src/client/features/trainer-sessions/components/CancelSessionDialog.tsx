import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { DialogFrame } from '../../../components/DialogFrame';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLastShown } from '../../../lib/use-last-shown';
import { useCancelSession } from '../api/cancel-session';

/** "No booking", "1 booking", "3 bookings". */
export function bookingCount(n: number): string {
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
  const current = useLastShown(session);
  const refunds = current?.bookings.length ?? 0;

  const close = () => {
    cancel.reset();
    onClose();
  };

  const confirm = () => {
    if (!current || cancel.isPending) return;
    cancel.mutate(current.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Session cancelled',
          message:
            refunds > 0
              ? `“${current.title}” is cancelled and ${bookingCount(refunds)} ${refunds === 1 ? 'was' : 'were'} refunded.`
              : `“${current.title}” is cancelled.`,
          color: 'green',
        });
        close();
      },
    });
  };

  return (
    <DialogFrame opened={session !== null} onClose={close} title="Cancel this session?">
      {current && (
        <Stack gap="md">
          <Text>
            “{current.title}” on {formatDateTime(current.startsAt)} will be cancelled.{' '}
            {refunds > 0
              ? `Its ${bookingCount(refunds)} will be refunded, and the ${refunds === 1 ? 'student' : 'students'} will see the refund in their payments.`
              : 'No one has booked it, so there is nothing to refund.'}
          </Text>
          {cancel.isError && (
            <Alert color="red" variant="light" role="alert" title="The session was not cancelled">
              {errorMessage(cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep Session
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Cancel Session
            </Button>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
