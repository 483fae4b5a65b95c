import { Button, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { msg } from '../../../../shared/i18n/msg';
import { FormFrame } from '../../../components/FormFrame';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useSavingForm } from '../../../lib/use-saving-form';
import { usePostBoardReply } from '../api/post-board-reply';
import { accountName, loginToPostHref } from './PostMessageForm';

/** "Replying as <strong>Ana Ruiz</strong>, the name of your account." (marked by msg: the scan reads an i18nKey string as text). */
const REPLYING_AS = msg('Replying as <1>{{name}}</1>, the name of your account.');

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
  const { t } = useTranslation();
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
          notifications.show({ title: t('Login Required'), message: t(BOARD_LOGIN_REQUIRED), color: 'yellow' });
          void navigate(loginToPostHref());
        } else {
          notifications.show({ title: t(BOARD_REPLY_FAILED), message: errorMessage(error), color: 'red' });
        }
        throw error;
      }
      notifications.show({ title: t('Reply Posted'), message: t(BOARD_REPLY_POSTED), color: 'green' });
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
          aria-label={t('Reply to the message from {{name}}', { name: thread.authorName })}
        >
          {t('Reply', { context: 'verb' })}
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
      failureTitle={t('Your reply was not posted')}
      submitLabel={t('Post Reply')}
      pending={reply.isPending}
      label={t('Reply to the message from {{name}}', { name: thread.authorName })}
      secondaryAction={{ label: t('Cancel'), onClick: cancel }}
      lockSecondary
      gap="sm"
    >
      <Text size="sm" c="dimmed">
        <Trans i18nKey={REPLYING_AS} values={{ name }} components={{ 1: <strong /> }} />
      </Text>
      <Textarea
        label={t('Your reply')}
        description={t('{{length}} of {{max}} characters', {
          length: formatNumber(form.values.message.length),
          max: formatNumber(BOARD_MESSAGE_MAX),
        })}
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
