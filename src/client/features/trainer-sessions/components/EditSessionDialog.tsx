import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import type { SessionBody, TrainerSession } from '../../../../shared/trainer-tools/sessions';
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
  // The last session shown, so the form stays in place while the dialog fades out.
  const shown = useRef<TrainerSession | null>(null);
  if (session) shown.current = session;
  const current = session ?? shown.current;

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
    <Modal.Root opened={session !== null} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's dialog header is a <header>, which axe counts as a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>Edit Session</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
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
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
