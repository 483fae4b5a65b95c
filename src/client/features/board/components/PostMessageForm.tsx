import { Group, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AccountUser } from '../../../../shared/account/user';
import {
  BOARD_EMAIL_MAX,
  BOARD_LOGIN_REQUIRED,
  BOARD_MESSAGE_MAX,
  BOARD_NAME_LOCKED,
  BOARD_POST_FAILED,
  BOARD_POSTED,
  boardMessageBodySchema,
} from '../../../../shared/board/messages';
import { paths } from '../../../../shared/paths';
import { FormFrame } from '../../../components/FormFrame';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useSavingForm } from '../../../lib/use-saving-form';
import { usePostBoardMessage } from '../api/post-board-message';

/** Where a visitor whose session ended is sent: the login page, back to the form afterwards. */
export const loginToPostHref = () => paths.login.href({ from: `${paths.messages.path}#post` });

/** The name the board shows for `user`: her account's full name (issue 27 item 6). */
export const accountName = (user: Pick<AccountUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * The post form of the board (spec §5 "Message board"), for a signed-in `user`: Name (her account's
 * name, read-only, with BOARD_NAME_LOCKED saying why; issue 27 item 6: the server takes the name
 * from the account, so none is sent), Email (optional) and Message (with a count up to
 * BOARD_MESSAGE_MAX characters), checked by the shared body schema (message required after
 * trimming: 'Please fill in all required fields'; an account without a name is refused by the
 * server with a sentence saying where to add it). Posted: the toast 'Message posted successfully!', the form
 * back to its start and `onPosted()` (the page shows page 1). Refused: the toast 'Failed to post
 * message' with the server's sentence (the hourly limit's, say), shown in the form too, and what was
 * typed stays. A session that ended meanwhile (401): 'Please log in to post a message' and /login.
 */
export function PostMessageForm({ user, onPosted }: { user: AccountUser; onPosted: () => void }) {
  const { t } = useTranslation();
  const post = usePostBoardMessage();
  const navigate = useNavigate();
  const { form, ...saving } = useSavingForm({
    initialValues: { authorEmail: '', message: '' },
    schema: boardMessageBodySchema,
    pending: post.isPending,
    resetOnSuccess: true,
    failureText: (error) => (error instanceof ApiError && error.status === 401 ? null : errorMessage(error)),
    save: async (body) => {
      try {
        await post.mutateAsync(body);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          notifications.show({ title: t('Login Required'), message: t(BOARD_LOGIN_REQUIRED), color: 'yellow' });
          void navigate(loginToPostHref());
        } else {
          notifications.show({ title: t(BOARD_POST_FAILED), message: errorMessage(error), color: 'red' });
        }
        throw error;
      }
      notifications.show({ title: t('Message Posted'), message: t(BOARD_POSTED), color: 'green' });
      onPosted();
    },
  });
  const length = form.values.message.length;

  return (
    <FormFrame
      saving={saving}
      failureTitle={t('Your message was not posted')}
      submitLabel={t('Post Message')}
      pending={post.isPending}
      label={t('Post a message')}
    >
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('Name')}
          description={t(BOARD_NAME_LOCKED)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          readOnly
          value={accountName(user)}
          miw={220}
        />
        <TextInput
          label={t('Email')}
          description={t('Optional. Only the board’s admins see it.')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          type="email"
          autoComplete="email"
          maxLength={BOARD_EMAIL_MAX}
          miw={220}
          {...form.getInputProps('authorEmail')}
        />
      </Group>
      <Textarea
        label={t('Message')}
        description={t('{{length}} of {{max}} characters', {
          length: formatNumber(length),
          max: formatNumber(BOARD_MESSAGE_MAX),
        })}
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={BOARD_MESSAGE_MAX}
        {...form.getInputProps('message')}
      />
    </FormFrame>
  );
}
