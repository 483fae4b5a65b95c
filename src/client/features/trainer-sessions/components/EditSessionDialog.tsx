import { notifications } from '@mantine/notifications';
import type { SessionBody, TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { DialogFrame } from '../../../components/DialogFrame';
import { useLastShown } from '../../../lib/use-last-shown';
import { useUpdateSession } from '../api/update-session';
import { SessionForm } from './SessionForm';
import { toSessionFormValues } from './session-form';

/**
 * The "Edit Session" dialog of /trainer-sessions: the session form filled from `session` (open
 * while it is not null), saved with PUT /api/trainer/sessions/:sessionId. A save closes it with the
 * toast "Session updated"; a refusal shows the server's message inside the dialog and keeps what
 * was typed.
 */
export function EditSessionDialog({ session, onClose }: { session: TrainerSession | null; onClose: () => void }) {
  const update = useUpdateSession();
  const current = useLastShown(session);

  const save = async (body: SessionBody) => {
    if (!current) return;
    await update.mutateAsync({ sessionId: current.id, body });
    notifications.show({
      title: 'Session updated',
      message: `Your changes to “${body.title}” are saved.`,
      color: 'green',
    });
    onClose();
  };

  return (
    <DialogFrame opened={session !== null} onClose={onClose} size="lg" title="Edit Session">
      {current && (
        <SessionForm
          key={current.id}
          initialValues={toSessionFormValues(current)}
          submitLabel="Save Changes"
          onSubmit={save}
          pending={update.isPending}
          secondaryAction={{ label: 'Cancel', onClick: onClose }}
          timeLocked={current.seatsTaken > 0}
        />
      )}
    </DialogFrame>
  );
}
