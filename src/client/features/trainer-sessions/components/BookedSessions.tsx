import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useBookedSessions } from '../api/get-booked-sessions';
import { SessionJoin } from './SessionJoin';
import { formatDuration } from './session-form';

/**
 * "Your Booked Sessions" (issue 27 item 3), where a learner joins what she bought (the booking
 * email links here): each session not cancelled and not ended, soonest first, with its trainer,
 * time (her time zone) and length, "Group session" or "One-on-one session", and where to join it
 * (SessionJoin: the Join session button from 15 minutes before the start, the time it appears
 * before that, the place). Signed out, or with no booking, nothing shows; a failure says so with
 * Try Again (LoadError).
 */
export function BookedSessions() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const booked = useBookedSessions(user !== null);
  if (user === null || booked.isPending || booked.data?.sessions.length === 0) return null;
  return (
    <section aria-labelledby="booked-sessions">
      <Title order={2} size="h3" id="booked-sessions">
        {t('Your Booked Sessions')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('The meeting link appears here 15 minutes before each session starts.')}
      </Text>
      {booked.isError && <LoadError title={t('Your booked sessions could not be loaded')} query={booked} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {booked.data?.sessions.map((session) => {
          const titleId = `booked-session-${session.id}`;
          return (
            <Card key={session.id} withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
              <Stack gap={6}>
                <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                  {session.title}
                </Title>
                <Text size="sm">
                  {session.maxStudents > 1
                    ? t('Group session with {{name}}', { name: session.trainerName })
                    : t('One-on-one session with {{name}}', { name: session.trainerName })}
                </Text>
                <Group gap="xs">
                  <Text size="sm">
                    {formatDateTime(session.startsAt)} · {formatDuration(session.durationMinutes, t)}
                  </Text>
                </Group>
                <SessionJoin session={session} />
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
