import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ManagedUser, USER_DELETED } from '../../../../shared/user-management/users';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { fullName } from './EditUserDialog';

/** The spec's toast 'User Deleted: User has been removed from the system.' as its title and message. */
/** USER_DELETED ("User Deleted: User has been removed…") in the interface's language, as a toast's title and message. */
function deletedToast(t: TFunction): [string, string] {
  const text = t(USER_DELETED);
  const at = text.indexOf(': ');
  return at < 0 ? [text, ''] : [text.slice(0, at).trim(), text.slice(at + 2)];
}

/**
 * The confirmation before an admin deletes an account (open while `user` is not null; spec §2
 * "User management", issue 12): it names the user and says what happens (they can no longer sign
 * in, their sessions end, their purchases and earnings records are kept, anonymised). Delete sends
 * DELETE /api/admin/users/:userId and toasts 'User Deleted: User has been removed from the
 * system.'; a refusal (the admin's own account, the last admin, already deleted) toasts the
 * server's sentence. Either way the dialog closes and the table reloads. Cancel sends nothing.
 */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUser();

  const confirm = (shown: ManagedUser) => {
    if (remove.isPending) return;
    remove.mutate(shown.id, {
      onSuccess: () => {
        const [title, message] = deletedToast(t);
        notifications.show({ title, message, color: 'green' });
      },
      onError: (error) =>
        notifications.show({
          title: t('{{name}} was not deleted', { name: fullName(shown, t) }),
          message: errorMessage(error),
          color: 'red',
        }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      target={user}
      title={(shown) => t('Delete {{name}}?', { name: shown ? fullName(shown, t) : '' })}
      confirmLabel={t('Delete')}
      cancelLabel={t('Cancel')}
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      {(shown) => (
        <>
          <Text>
            {t(
              'Delete {{name}} ({{email}})? They can no longer sign in, and any session they have open ends. Their purchases and earnings records are kept, anonymised, so every trainer’s earnings stay as they are.',
              { name: fullName(shown, t), email: shown.email },
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {t('This cannot be undone.')}
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}
