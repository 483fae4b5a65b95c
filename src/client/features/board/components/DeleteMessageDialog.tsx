import { Blockquote, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOARD_DELETE_FAILED, BOARD_DELETED, type BoardMessage } from '../../../../shared/board/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLastShown } from '../../../lib/use-last-shown';
import { useDeleteBoardMessage } from '../api/delete-board-message';
import { BOARD_REPLY_DELETED, excerpt, replyCount } from './board-texts';

/** What the confirmation says will happen: whose message or reply goes, and the replies that go with it. */
function deletionSentence(shown: DeletedMessage): string {
  const kind = shown.parentId ? 'reply' : 'message';
  const whose = shown.mine ? `Your ${kind}` : `The ${kind} from ${shown.authorName}`;
  const replies = shown.replies?.length ?? 0;
  const withReplies = replies === 0 ? '' : ` Its ${replyCount(replies)} will be deleted with it, whoever wrote them.`;
  return `${whose}, posted ${formatDateTime(shown.createdAt)}, will be removed from the board for everyone.${withReplies} This cannot be undone.`;
}

/** A message or reply to delete, with the replies that go with it when it starts a thread. */
export type DeletedMessage = BoardMessage & { replies?: readonly BoardMessage[] };

/**
 * The confirmation before an admin, or the author herself (issue 27 item 6), deletes a message or a
 * reply (spec §5, §6 "Delete board messages"), open while `message` is not null: it quotes the start
 * of it, names its author and time, and says how many replies go with a thread's first message.
 * Delete Message sends DELETE /api/board/messages/:id; done: the toast 'Message deleted
 * successfully', the dialog closes and the board reloads. Refused: the toast 'Failed to delete
 * message' with the server's sentence; the dialog closes when the message is gone, not the user's
 * to delete or replied to by others meanwhile (404, 403, 409), and otherwise stays with the reason so it can be tried again.
 * Cancel (or Escape) closes it with nothing sent.
 */
export function DeleteMessageDialog({ message, onClose }: { message: DeletedMessage | null; onClose: () => void }) {
  const remove = useDeleteBoardMessage();
  const lastShown = useLastShown(message);

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = (shown: DeletedMessage) => {
    if (remove.isPending) return;
    remove.mutate(shown.id, {
      onSuccess: () => {
        notifications.show(
          shown.parentId
            ? { title: 'Reply Deleted', message: BOARD_REPLY_DELETED, color: 'green' }
            : { title: 'Message Deleted', message: BOARD_DELETED, color: 'green' },
        );
        close();
      },
      onError: (error) => {
        notifications.show({ title: BOARD_DELETE_FAILED, message: errorMessage(error), color: 'red' });
        // Gone, not hers, or replied to meanwhile (409): the reloaded board shows why; nothing to retry.
        if (error instanceof ApiError && [403, 404, 409].includes(error.status)) close();
      },
    });
  };

  return (
    <ConfirmDialog
      target={message}
      title={(shown) => (shown?.parentId ? 'Delete this reply?' : 'Delete this message?')}
      confirmLabel={lastShown?.parentId ? 'Delete Reply' : 'Delete Message'}
      onConfirm={confirm}
      onClose={close}
      pending={remove.isPending}
      failure={remove.isError ? errorMessage(remove.error) : null}
      failureTitle={lastShown?.parentId ? 'The reply was not deleted' : 'The message was not deleted'}
    >
      {(shown) => (
        <>
          <Text>{deletionSentence(shown)}</Text>
          <Blockquote color="gray" p="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            “{excerpt(shown.message)}”
          </Blockquote>
        </>
      )}
    </ConfirmDialog>
  );
}
