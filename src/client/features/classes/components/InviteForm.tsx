import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { inviteBodySchema } from '../../../../shared/classes/schemas';
import { translateText } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { useInviteStudents } from '../api/invite-students';

/** The addresses typed in the box: split on commas, semicolons, spaces and new lines. */
export const emailsOf = (text: string) => text.split(/[\s,;]+/).filter((part) => part.length > 0);

/**
 * Invite by email (issue 28 item 5): one or several addresses, checked with the shared
 * `inviteBodySchema`; each is emailed the join link, and sees the invitation once signed in.
 */
export function InviteForm({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const invite = useInviteStudents();
  const form = useForm({
    mode: 'controlled',
    initialValues: { emails: '' },
    validate: {
      emails: (text) => {
        const parsed = inviteBodySchema.safeParse({ emails: emailsOf(text) });
        return parsed.success
          ? null
          : translateText(parsed.error.issues[0]?.message ?? t('Enter valid email addresses.'));
      },
    },
  });
  const submit = form.onSubmit((values) =>
    invite.mutate(
      { classId, body: { emails: emailsOf(values.emails) } },
      {
        onSuccess: (result) => {
          form.reset();
          const sent = result.invited.length;
          notifications.show({
            color: 'green',
            title: t('Invitations sent'),
            message: [
              sent > 0 ? t('{{count}} invitations sent by email.', { count: sent }) : '',
              result.alreadyMembers.length > 0
                ? t('Already in the class: {{emails}}.', { emails: result.alreadyMembers.join(', ') })
                : '',
            ]
              .filter(Boolean)
              .join(' '),
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('Invite by email')}
          description={t(
            'One or several addresses, separated by commas or new lines. Each gets an email with the join link.',
          )}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('emails')}
        />
        {invite.isError && (
          <Alert color="red" role="alert" title={t('The invitations were not sent')}>
            {errorMessage(invite.error)}
          </Alert>
        )}
        <Button type="submit" loading={invite.isPending} w="fit-content">
          {t('Send invitations')}
        </Button>
      </Stack>
    </form>
  );
}
