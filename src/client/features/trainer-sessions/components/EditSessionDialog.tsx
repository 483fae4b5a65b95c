import { useTranslation } from 'react-i18next';
import type { TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { EditDialog } from '../../../components/EditDialog';
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
  const { t } = useTranslation();
  const update = useUpdateSession();
  return (
    <EditDialog item={session} title={t('Edit Session')} savedTitle={t('Session updated')} onClose={onClose}>
      {(shown, saved) => (
        <SessionForm
          key={shown.id}
          initialValues={toSessionFormValues(shown)}
          submitLabel={t('Save Changes')}
          onSubmit={async (body) => {
            await update.mutateAsync({ sessionId: shown.id, body });
            saved(body.title);
          }}
          pending={update.isPending}
          secondaryAction={{ label: t('Cancel'), onClick: onClose }}
          timeLocked={shown.seatsTaken > 0}
          locationOptional={shown.meetingUrl === null && shown.place === null}
        />
      )}
    </EditDialog>
  );
}
