import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type JoinBody, type JoinedClass, joinBodySchema } from '../../../shared/classes/schemas';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { i18n } from '../../i18n/i18n';
import { translatedResolver } from '../../i18n/translated-resolver';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useAcceptInvitation } from './api/accept-invitation';
import { useMyInvitations } from './api/get-my-invitations';
import { useJoinClass } from './api/join-class';

/** The page's sentences with a link in them (`<1>` is the link). */
const STUDENTS_ONLY = msg('Only students join classes. Instructors create their own on the <1>Classes</1> page.');
const JOINED_NOTE = msg('You are in {{className}}. See its assignments on your <1>dashboard</1>.');

const joined = (result: JoinedClass) =>
  notifications.show({
    color: 'green',
    title: i18n.t('You joined the class'),
    message: i18n.t('You are in {{className}}. Its assignments are on your dashboard and in the Training Center.', {
      className: result.className,
    }),
  });

/**
 * /join-class (issue 28 item 5): the class code (prefilled from `?code=`, the invitation email's
 * link) and the invitations addressed to her email, each with Join. Students only: others read why.
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const join = useJoinClass();
  const invitations = useMyInvitations();
  const accept = useAcceptInvitation();
  const form = useForm<JoinBody>({
    mode: 'controlled',
    initialValues: { code: (params.get('code') ?? '').slice(0, 32) },
    validate: translatedResolver(joinBodySchema),
  });
  const submit = form.onSubmit((values) => join.mutate(values, { onSuccess: joined }));
  const isStudent = user?.role === 'student';

  return (
    <Container size="sm" py="xl">
      <PageMeta page={paths.joinClass} />
      <Title order={1}>{t('Join a Class')}</Title>
      {isLoading ? null : !isStudent ? (
        <Text mt="md">
          <Trans i18nKey={STUDENTS_ONLY} components={{ 1: <Anchor component={Link} to={paths.classes.path} /> }} />
        </Text>
      ) : (
        <Stack gap="lg" mt="md">
          <Card withBorder padding="lg" radius="md">
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <TextInput
                  label={t('Class code')}
                  description={t('The 8 letters and digits your instructor gave you.')}
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={32}
                  {...form.getInputProps('code')}
                />
                {join.isError && (
                  <Alert color="red" role="alert" title={t('You did not join a class')}>
                    {errorMessage(join.error)}
                  </Alert>
                )}
                {join.isSuccess && (
                  <Alert color="green" title={t('You joined the class')}>
                    <Trans
                      i18nKey={JOINED_NOTE}
                      values={{ className: join.data.className }}
                      components={{ 1: <Anchor component={Link} to={paths.dashboard.path} /> }}
                    />
                  </Alert>
                )}
                <Button type="submit" loading={join.isPending} w="fit-content">
                  {t('Join class')}
                </Button>
              </Stack>
            </form>
          </Card>

          <section aria-labelledby="my-invitations">
            <Title order={2} size="h4" id="my-invitations" mb="sm">
              {t('Your invitations')}
            </Title>
            {invitations.isPending && <Text c="dimmed">{t('Loading your invitations…')}</Text>}
            {invitations.isError && <LoadError title={t('Your invitations could not be loaded')} query={invitations} />}
            {invitations.data?.invitations.length === 0 && (
              <Text c="dimmed">
                {t('No invitations for {{email}}. Ask your instructor for the class code.', { email: user?.email })}
              </Text>
            )}
            <Stack gap="sm">
              {invitations.data?.invitations.map((invitation) => (
                <Card key={invitation.id} withBorder padding="md" radius="md">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <div>
                      <Text fw={600}>{invitation.className}</Text>
                      <Text size="sm" c="dimmed">
                        {t('From {{name}}, {{date}}', {
                          name: invitation.instructorName,
                          date: formatDateTime(invitation.invitedAt),
                        })}
                      </Text>
                    </div>
                    <Button
                      onClick={() => accept.mutate(invitation.id, { onSuccess: joined })}
                      loading={accept.isPending && accept.variables === invitation.id}
                      aria-label={t('Join {{className}}', { className: invitation.className })}
                    >
                      {t('Join')}
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
            {accept.isError && (
              <Alert color="red" role="alert" title={t('You did not join the class')} mt="sm">
                {errorMessage(accept.error)}
              </Alert>
            )}
          </section>
        </Stack>
      )}
    </Container>
  );
}
