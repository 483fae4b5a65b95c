import { Blockquote, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BOARD_DELETE_FAILED, BOARD_DELETED, type BoardMessage } from '../../../../shared/board/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLastShown } from '../../../lib/use-last-shown';
import { useDeleteBoardMessage } from '../api/delete-board-message';
import { BOARD_REPLY_DELETED, excerpt } from './board-texts';

/** What the confirmation says will happen: whose message or reply goes, and the replies that go with it. */
function deletionSentence(shown: DeletedMessage, t: TFunction): string {
  const values = { name: shown.authorName, date: formatDateTime(shown.createdAt) };
  let removed: string;
  if (shown.parentId) {
    removed = shown.mine
      ? t('Your reply, posted {{date}}, will be removed from the board for everyone.', values)
      : t('The reply from {{name}}, posted {{date}}, will be removed from the board for everyone.', values);
  } else {
    removed = shown.mine
      ? t('Your message, posted {{date}}, will be removed from the board for everyone.', values)
      : t('The message from {{name}}, posted {{date}}, will be removed from the board for everyone.', values);
  }
  const replies = shown.replies?.length ?? 0;
  const withReplies =
    replies === 0
      ? ''
      : ` ${t('Its {{count}} replies will be deleted with it, whoever wrote them.', { count: replies })}`;
  return `${removed}${withReplies} ${t('This cannot be undone.')}`;
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
  const { t } = useTranslation();
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
            ? { title: t('Reply Deleted'), message: t(BOARD_REPLY_DELETED), color: 'green' }
            : { title: t('Message Deleted'), message: t(BOARD_DELETED), color: 'green' },
        );
        close();
      },
      onError: (error) => {
        notifications.show({ title: t(BOARD_DELETE_FAILED), message: errorMessage(error), color: 'red' });
        // Gone, not hers, or replied to meanwhile (409): the reloaded board shows why; nothing to retry.
        if (error instanceof ApiError && [403, 404, 409].includes(error.status)) close();
      },
    });
  };

  return (
    <ConfirmDialog
      target={message}
      title={(shown) => (shown?.parentId ? t('Delete this reply?') : t('Delete this message?'))}
      confirmLabel={lastShown?.parentId ? t('Delete Reply') : t('Delete Message')}
      cancelLabel={t('Cancel')}
      onConfirm={confirm}
      onClose={close}
      pending={remove.isPending}
      failure={remove.isError ? errorMessage(remove.error) : null}
      failureTitle={lastShown?.parentId ? t('The reply was not deleted') : t('The message was not deleted')}
    >
      {(shown) => (
        <>
          <Text>{deletionSentence(shown, t)}</Text>
          <Blockquote color="gray" p="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            “{excerpt(shown.message)}”
          </Blockquote>
        </>
      )}
    </ConfirmDialog>
  );
}
