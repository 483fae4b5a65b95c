import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../../shared/trainer-sessions/sessions';
import { queryKeys } from '../../../lib/query-keys';
import { appearTimeText, joinStateOf, sessionEndOf } from './session-join';
import { useWhenReached } from './use-when-reached';

/** How often the sessions are asked for again while the link is due but the server still holds it back. */
export const LINK_RETRY_MS = 15 * 1000;

/**
 * Where the buyer of `session` joins it (issue 27 item 3): a "Join session" button opening the
 * meeting link in a new tab once it is shown (from 15 minutes before the start until the end),
 * before that "The link appears at 2:45 PM." in her time zone, and the place when there is one.
 * When the time comes a timer asks for the sessions again, so the link appears without a reload;
 * while the server still holds it back (this device's clock runs ahead of the server's), it asks
 * again every 15 seconds until the link comes. When the session ends, the sessions are asked for
 * again too, so an ended session's Join session button goes (Your Booked Sessions drops it).
 */
export function SessionJoin({
  session,
}: {
  session: Pick<Session, 'title' | 'meetingUrl' | 'meetingUrlFrom' | 'place' | 'startsAt' | 'durationMinutes'>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const join = joinStateOf(session);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
  const reached = useWhenReached(join.kind === 'later' ? join.at : null, refresh);
  const overdue = reached && join.kind === 'later';
  useWhenReached(join.kind === 'link' ? sessionEndOf(session) : null, refresh);
  useEffect(() => {
    if (!overdue) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
      LINK_RETRY_MS,
    );
    return () => clearInterval(timer);
  }, [overdue, queryClient]);

  return (
    <Group gap="xs" align="center">
      {join.kind === 'link' && (
        <Button
          component="a"
          href={join.url}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          aria-label={t('Join session: {{title}} (opens in a new tab)', { title: session.title })}
        >
          {t('Join session')}
        </Button>
      )}
      {join.kind === 'later' && (
        <Text size="sm" fw={500}>
          {t('The link appears at {{time}}.', { time: appearTimeText(join.at) })}
        </Text>
      )}
      {join.place && <Text size="sm">{t('Place: {{place}}', { place: join.place })}</Text>}
    </Group>
  );
}
