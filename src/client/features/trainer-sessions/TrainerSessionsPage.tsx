import { Alert, Button, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import {
  SESSION_CREATE_FAILED,
  SESSION_CREATED,
  SESSION_LOGIN_REQUIRED,
  type SessionBody,
  type TrainerSession,
} from '../../../shared/trainer-sessions/sessions';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { TrainerToolsGate } from '../../components/TrainerToolsGate';
import { errorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useCreateSession } from './api/create-session';
import { useTrainerSessions } from './api/get-trainer-sessions';
import { CancelSessionDialog } from './components/CancelSessionDialog';
import { EditSessionDialog } from './components/EditSessionDialog';
import { SessionForm } from './components/SessionForm';
import { SessionStats } from './components/SessionStats';
import { TrainerSessionList } from './components/TrainerSessionList';

/**
 * /trainer-sessions, "One-on-One Training" (spec §2 "Trainer sessions", §5 "Session", §8, §9):
 * holders of `trainerTools` (trainers, admins) create sessions students can book, see their real
 * figures in the side cards, and edit or cancel their sessions. Signed out: 'You must be logged in
 * to create sessions.' with a link to sign in; other roles: the trainer tools' Access Restricted
 * text. Nothing is asked of the API for either.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.trainerSessions} />
      <Title order={1}>{t('One-on-One Training')}</Title>
      <Text c="dimmed" mt="xs">
        {t('Offer one-on-one sessions that students book from the Training Center and your course pages.')}
      </Text>
      <TrainerToolsGate
        user={user}
        isLoading={isLoading}
        loginText={t(SESSION_LOGIN_REQUIRED)}
        from={paths.trainerSessions.path}
        elsewhere={t('Book a session in the Training Center')}
      >
        <TrainerSessions />
      </TrainerToolsGate>
    </Container>
  );
}

/**
 * The trainer's side of the page: the session form (toast 'Your training session has been created
 * successfully.' and an empty form on success; toast 'Error' 'Failed to create session. Please try
 * again.' and the server's reason in the form on failure, which keeps what was typed), the side
 * cards, and the list with Edit and Cancel.
 */
function TrainerSessions() {
  const { t } = useTranslation();
  const create = useCreateSession();
  const sessions = useTrainerSessions();
  const [editing, setEditing] = useState<TrainerSession | null>(null);
  const [cancelling, setCancelling] = useState<TrainerSession | null>(null);

  const save = async (body: SessionBody) => {
    try {
      await create.mutateAsync(body);
      notifications.show({ title: t('Session Created'), message: t(SESSION_CREATED), color: 'green' });
    } catch (error) {
      notifications.show({ title: t('Error'), message: t(SESSION_CREATE_FAILED), color: 'red' });
      throw error;
    }
  };

  return (
    <Stack gap="xl" mt="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="create-session-title">
            <Title order={2} size="h3" id="create-session-title" mb="md">
              {t('Create a Session')}
            </Title>
            <SessionForm submitLabel={t('Create Session')} onSubmit={save} pending={create.isPending} resetOnSuccess />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {sessions.isPending && <PageLoader label={t('Loading your sessions')} />}
          {sessions.isError && (
            <Alert color="red" role="alert" title={t('Your sessions could not be loaded')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(sessions.error)}</Text>
                <Button size="xs" variant="light" onClick={() => void sessions.refetch()}>
                  {t('Try again')}
                </Button>
              </Stack>
            </Alert>
          )}
          {sessions.data && <SessionStats stats={sessions.data.stats} />}
        </Grid.Col>
      </Grid>
      {sessions.data && (
        <TrainerSessionList sessions={sessions.data.sessions} onEdit={setEditing} onCancel={setCancelling} />
      )}
      <EditSessionDialog session={editing} onClose={() => setEditing(null)} />
      <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
