import { Blockquote, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOARD_DELETE_FAILED, BOARD_DELETED, type BoardMessage } from '../../../../shared/board/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDeleteBoardMessage } from '../api/delete-board-message';
import { excerpt } from './board-texts';

/**
 * The confirmation before an admin deletes a message (spec §5, §6 "Delete board messages"), open
 * while `message` is not null: it quotes the start of the message and names its author and time.
 * Delete Message sends DELETE /api/board/messages/:id; done: the toast 'Message deleted
 * successfully', the dialog closes and the board reloads. Refused: the toast 'Failed to delete
 * message' with the server's sentence; the dialog closes when the message is gone or not the
 * user's to delete (404, 403), and otherwise stays with the reason so it can be tried again.
 * Cancel (or Escape) closes it with nothing sent.
 */
export function DeleteMessageDialog({ message, onClose }: { message: BoardMessage | null; onClose: () => void }) {
  const remove = useDeleteBoardMessage();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = (shown: BoardMessage) => {
    if (remove.isPending) return;
    remove.mutate(shown.id, {
      onSuccess: () => {
        notifications.show({ title: 'Message Deleted', message: BOARD_DELETED, color: 'green' });
        close();
      },
      onError: (error) => {
        notifications.show({ title: BOARD_DELETE_FAILED, message: errorMessage(error), color: 'red' });
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) close();
      },
    });
  };

  return (
    <ConfirmDialog
      target={message}
      title={() => 'Delete this message?'}
      confirmLabel="Delete Message"
      onConfirm={confirm}
      onClose={close}
      pending={remove.isPending}
      failure={remove.isError ? errorMessage(remove.error) : null}
      failureTitle="The message was not deleted"
    >
      {(shown) => (
        <>
          <Text>
            The message from {shown.authorName}, posted {formatDateTime(shown.createdAt)}, will be removed from the
            board for everyone. This cannot be undone.
          </Text>
          <Blockquote color="gray" p="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            “{excerpt(shown.message)}”
          </Blockquote>
        </>
      )}
    </ConfirmDialog>
  );
}
