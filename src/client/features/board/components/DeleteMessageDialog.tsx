import { Alert, Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOARD_DELETE_FAILED, BOARD_DELETED, type BoardMessage } from '../../../../shared/board/messages';
import { DialogFrame } from '../../../components/DialogFrame';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLastShown } from '../../../lib/use-last-shown';
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
  const current = useLastShown(message);

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!current || remove.isPending) return;
    remove.mutate(current.id, {
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
    <DialogFrame opened={message !== null} onClose={close} title="Delete this message?">
      {current && (
        <Stack gap="md">
          <Text>
            The message from {current.authorName}, posted {formatDateTime(current.createdAt)}, will be removed from the
            board for everyone. This cannot be undone.
          </Text>
          <Blockquote color="gray" p="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            “{excerpt(current.message)}”
          </Blockquote>
          {remove.isError && (
            <Alert color="red" variant="light" role="alert" title="The message was not deleted">
              {errorMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete Message
            </Button>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
