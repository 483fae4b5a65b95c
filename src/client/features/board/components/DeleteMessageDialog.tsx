import { Alert, Blockquote, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { BOARD_DELETE_FAILED, BOARD_DELETED, type BoardMessage } from '../../../../shared/board';
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
  // The last message shown, so the dialog keeps its content while it fades out.
  const shown = useRef<BoardMessage | null>(null);
  if (message) shown.current = message;
  const current = message ?? shown.current;

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
    <Modal.Root opened={message !== null} onClose={close}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's dialog header is a <header>, which axe counts as a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={600}>Delete this message?</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {current && (
            <Stack gap="md">
              <Text>
                The message from {current.authorName}, posted {formatDateTime(current.createdAt)}, will be removed from
                the board for everyone. This cannot be undone.
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
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
