import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useSearchParams } from 'react-router';
import { type JoinBody, type JoinedClass, joinBodySchema } from '../../../shared/classes/schemas';
import { paths } from '../../../shared/paths';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useAcceptInvitation } from './api/accept-invitation';
import { useMyInvitations } from './api/get-my-invitations';
import { useJoinClass } from './api/join-class';

const joined = (result: JoinedClass) =>
  notifications.show({
    color: 'green',
    title: 'You joined the class',
    message: `You are in ${result.className}. Its assignments are on your dashboard and in the Training Center.`,
  });

/**
 * /join-class (issue 28 item 5): the class code (prefilled from `?code=`, the invitation email's
 * link) and the invitations addressed to her email, each with Join. Students only: others read why.
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const join = useJoinClass();
  const invitations = useMyInvitations();
  const accept = useAcceptInvitation();
  const form = useForm<JoinBody>({
    mode: 'controlled',
    initialValues: { code: (params.get('code') ?? '').slice(0, 32) },
    validate: schemaResolver(joinBodySchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => join.mutate(values, { onSuccess: joined }));
  const isStudent = user?.role === 'student';

  return (
    <Container size="sm" py="xl">
      <PageMeta page={paths.joinClass} />
      <Title order={1}>Join a Class</Title>
      {isLoading ? null : !isStudent ? (
        <Text mt="md">
          Only students join classes. Instructors create their own on the{' '}
          <Anchor component={Link} to={paths.classes.path}>
            Classes
          </Anchor>{' '}
          page.
        </Text>
      ) : (
        <Stack gap="lg" mt="md">
          <Card withBorder padding="lg" radius="md">
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Class code"
                  description="The 8 letters and digits your instructor gave you."
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={32}
                  {...form.getInputProps('code')}
                />
                {join.isError && (
                  <Alert color="red" role="alert" title="You did not join a class">
                    {errorMessage(join.error)}
                  </Alert>
                )}
                {join.isSuccess && (
                  <Alert color="green" title="You joined the class">
                    You are in {join.data.className}. See its assignments on your{' '}
                    <Anchor component={Link} to={paths.dashboard.path}>
                      dashboard
                    </Anchor>
                    .
                  </Alert>
                )}
                <Button type="submit" loading={join.isPending} w="fit-content">
                  Join class
                </Button>
              </Stack>
            </form>
          </Card>

          <section aria-labelledby="my-invitations">
            <Title order={2} size="h4" id="my-invitations" mb="sm">
              Your invitations
            </Title>
            {invitations.isPending && <Text c="dimmed">Loading your invitations…</Text>}
            {invitations.isError && <LoadError title="Your invitations could not be loaded" query={invitations} />}
            {invitations.data?.invitations.length === 0 && (
              <Text c="dimmed">No invitations for {user?.email}. Ask your instructor for the class code.</Text>
            )}
            <Stack gap="sm">
              {invitations.data?.invitations.map((invitation) => (
                <Card key={invitation.id} withBorder padding="md" radius="md">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <div>
                      <Text fw={600}>{invitation.className}</Text>
                      <Text size="sm" c="dimmed">
                        From {invitation.instructorName}, {formatDateTime(invitation.invitedAt)}
                      </Text>
                    </div>
                    <Button
                      onClick={() => accept.mutate(invitation.id, { onSuccess: joined })}
                      loading={accept.isPending && accept.variables === invitation.id}
                      aria-label={`Join ${invitation.className}`}
                    >
                      Join
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
            {accept.isError && (
              <Alert color="red" role="alert" title="You did not join the class" mt="sm">
                {errorMessage(accept.error)}
              </Alert>
            )}
          </section>
        </Stack>
      )}
    </Container>
  );
}
