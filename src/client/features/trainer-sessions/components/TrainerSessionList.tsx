import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { SessionStatusBadge } from './SessionStatusBadge';
import { formatDuration, sessionKindLabel, sessionStatusLabel } from './session-form';

interface TrainerSessionListProps {
  sessions: TrainerSession[];
  onEdit: (session: TrainerSession) => void;
  onCancel: (session: TrainerSession) => void;
}

/** A price in cents as the product shows it: "Free" for 0, else dollars. */
export const priceText = (cents: number, t: TFunction) => (cents === 0 ? t('Free') : formatMoney(cents));

/**
 * The trainer's own sessions on /trainer-sessions, soonest first (the API's order): title, status
 * (Available, Full, Cancelled, Past), date and time, duration, price, seats taken of the maximum,
 * what it earned, the names of the students who booked, and Edit and Cancel while it is still to
 * come and not cancelled. Empty: a sentence saying so. Issue 27 item 3: a "Group session" badge
 * for more than one student, and the meeting link and the place (or that none is set).
 */
export function TrainerSessionList({ sessions, onEdit, onCancel }: TrainerSessionListProps) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <section aria-labelledby="my-sessions-title">
      <Title order={2} size="h3" id="my-sessions-title" mb="sm">
        {t('My Sessions')}
      </Title>
      {sessions.length === 0 ? (
        <Card withBorder padding="lg" radius="md">
          <Text>{t('You have not offered a session yet. Create one above and students can book it.')}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          {sessions.map((session) => {
            const status = sessionStatusLabel(session, now);
            const changeable = status === 'Available' || status === 'Full';
            const titleId = `trainer-session-${session.id}`;
            return (
              <Card key={session.id} withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0, flex: '1 1 18rem' }}>
                    <Group gap="xs" align="center" wrap="nowrap">
                      <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                        {session.title}
                      </Title>
                      <SessionStatusBadge status={status} />
                      {session.maxStudents > 1 && (
                        <Badge variant="light" color="grape">
                          {t(sessionKindLabel(session.maxStudents))}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm">
                      {formatDateTime(session.startsAt)} · {formatDuration(session.durationMinutes, t)} ·{' '}
                      {priceText(session.priceCents, t)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('{{taken}} of {{count}} seats taken', {
                        taken: session.seatsTaken,
                        count: session.maxStudents,
                      })}{' '}
                      · {t('{{amount}} earned', { amount: formatMoney(session.earnedCents) })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {session.bookings.length > 0
                        ? t('Booked by: {{names}}', {
                            names: session.bookings.map((booking) => booking.studentName).join(', '),
                          })
                        : t('No bookings yet')}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {session.meetingUrl ? (
                        <>
                          {t('Meeting link:')}{' '}
                          <Anchor href={session.meetingUrl} target="_blank" rel="noopener noreferrer">
                            {session.meetingUrl}
                          </Anchor>
                        </>
                      ) : null}
                      {session.meetingUrl && session.place ? ' · ' : null}
                      {session.place ? t('Place: {{place}}', { place: session.place }) : null}
                      {!session.meetingUrl && !session.place
                        ? t('No meeting link or place yet: add one with Edit.')
                        : null}
                    </Text>
                  </Stack>
                  {changeable && (
                    <Group gap="xs">
                      <Button variant="default" size="sm" onClick={() => onEdit(session)} aria-describedby={titleId}>
                        {t('Edit')}
                      </Button>
                      <Button
                        variant="light"
                        color="red"
                        size="sm"
                        onClick={() => onCancel(session)}
                        aria-describedby={titleId}
                      >
                        {t('Cancel')}
                      </Button>
                    </Group>
                  )}
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
