import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ManagedUser, USER_DELETED } from '../../../../shared/user-management/users';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';
import { fullName } from './EditUserDialog';

/** The spec's toast 'User Deleted: User has been removed from the system.' as its title and message. */
const [DELETED_TITLE, DELETED_MESSAGE] = (() => {
  const at = USER_DELETED.indexOf(': ');
  return [USER_DELETED.slice(0, at), USER_DELETED.slice(at + 2)];
})();

/**
 * The confirmation before an admin deletes an account (open while `user` is not null; spec §2
 * "User management", issue 12): it names the user and says what happens (they can no longer sign
 * in, their sessions end, their purchases and earnings records are kept, anonymised). Delete sends
 * DELETE /api/admin/users/:userId and toasts 'User Deleted: User has been removed from the
 * system.'; a refusal (the admin's own account, the last admin, already deleted) toasts the
 * server's sentence. Either way the dialog closes and the table reloads. Cancel sends nothing.
 */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const remove = useDeleteUser();

  const confirm = (shown: ManagedUser) => {
    if (remove.isPending) return;
    remove.mutate(shown.id, {
      onSuccess: () => notifications.show({ title: DELETED_TITLE, message: DELETED_MESSAGE, color: 'green' }),
      onError: (error) =>
        notifications.show({ title: `${fullName(shown)} was not deleted`, message: errorMessage(error), color: 'red' }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      target={user}
      title={(shown) => `Delete ${shown ? fullName(shown) : ''}?`}
      confirmLabel="Delete"
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      {(shown) => (
        <>
          <Text>
            Delete {fullName(shown)} ({shown.email})? They can no longer sign in, and any session they have open ends.
            Their purchases and earnings records are kept, anonymised, so every trainer’s earnings stay as they are.
          </Text>
          <Text size="sm" c="dimmed">
            This cannot be undone.
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}
