import { Button, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser } from '../../../../shared/account/user';
import {
  BOARD_LOGIN_REQUIRED,
  BOARD_MESSAGE_MAX,
  BOARD_REPLY_FAILED,
  BOARD_REPLY_POSTED,
  type BoardThread,
  boardReplyBodySchema,
} from '../../../../shared/board/messages';
import { FormFrame } from '../../../components/FormFrame';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSavingForm } from '../../../lib/use-saving-form';
import { usePostBoardReply } from '../api/post-board-reply';
import { accountName, loginToPostHref } from './PostMessageForm';

const count = new Intl.NumberFormat('en-US');

/**
 * Reply to a thread (issue 27 item 6), for a signed-in `user`: a Reply button that opens the form
 * (its field focused): "Replying as <account name>" (the name is the account's, not typed) and Your
 * reply (required after trimming, up to BOARD_MESSAGE_MAX characters, checked by the shared reply
 * schema). Posted: the toast 'Reply posted.', the form closes and the board reloads with the reply
 * under the thread. Refused: the toast 'Failed to post reply' with the server's sentence (thread
 * gone, thread full, hourly limit), shown in the form too, and what was typed stays. A session that
 * ended meanwhile (401): 'Please log in to post a message' and /login. Cancel closes the form.
 */
export function ReplyForm({ thread, user }: { thread: BoardThread; user: AccountUser }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const reply = usePostBoardReply();
  const navigate = useNavigate();
  const { form, ...saving } = useSavingForm({
    initialValues: { message: '' },
    schema: boardReplyBodySchema,
    pending: reply.isPending,
    resetOnSuccess: true,
    failureText: (error) => (error instanceof ApiError && error.status === 401 ? null : errorMessage(error)),
    save: async (body) => {
      try {
        await reply.mutateAsync({ messageId: thread.id, body });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          notifications.show({ title: 'Login Required', message: BOARD_LOGIN_REQUIRED, color: 'yellow' });
          void navigate(loginToPostHref());
        } else {
          notifications.show({ title: BOARD_REPLY_FAILED, message: errorMessage(error), color: 'red' });
        }
        throw error;
      }
      notifications.show({ title: 'Reply Posted', message: BOARD_REPLY_POSTED, color: 'green' });
      setOpen(false);
      requestAnimationFrame(() => opener.current?.focus());
    },
  });

  if (!open) {
    return (
      <div>
        <Button
          ref={opener}
          size="xs"
          variant="light"
          onClick={() => setOpen(true)}
          aria-label={`Reply to the message from ${thread.authorName}`}
        >
          Reply
        </Button>
      </div>
    );
  }

  const cancel = () => {
    form.reset();
    reply.reset();
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const name = accountName(user);
  return (
    <FormFrame
      saving={saving}
      failureTitle="Your reply was not posted"
      submitLabel="Post Reply"
      pending={reply.isPending}
      label={`Reply to the message from ${thread.authorName}`}
      secondaryAction={{ label: 'Cancel', onClick: cancel }}
      lockSecondary
      gap="sm"
    >
      <Text size="sm" c="dimmed">
        Replying as <strong>{name}</strong>, the name of your account.
      </Text>
      <Textarea
        label="Your reply"
        description={`${count.format(form.values.message.length)} of ${count.format(BOARD_MESSAGE_MAX)} characters`}
        required
        autosize
        minRows={2}
        maxRows={8}
        maxLength={BOARD_MESSAGE_MAX}
        data-autofocus
        autoFocus
        {...form.getInputProps('message')}
      />
    </FormFrame>
  );
}
