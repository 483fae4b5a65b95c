import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '../../../../shared/trainer-sessions/sessions';
import { queryKeys } from '../../../lib/query-keys';
import { appearTimeText, joinStateOf } from './session-join';
import { useWhenReached } from './use-when-reached';

/**
 * Where the buyer of `session` joins it (issue 27 item 3): a "Join session" button opening the
 * meeting link in a new tab once it is shown (from 15 minutes before the start until the end),
 * before that "The link appears at 2:45 PM." in her time zone, and the place when there is one.
 * When the time comes a timer asks for the sessions again, so the link appears without a reload.
 */
export function SessionJoin({
  session,
}: {
  session: Pick<Session, 'title' | 'meetingUrl' | 'meetingUrlFrom' | 'place'>;
}) {
  const queryClient = useQueryClient();
  const join = joinStateOf(session);
  useWhenReached(join.kind === 'later' ? join.at : null, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
  });

  return (
    <Group gap="xs" align="center">
      {join.kind === 'link' && (
        <Button
          component="a"
          href={join.url}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          aria-label={`Join session: ${session.title} (opens in a new tab)`}
        >
          Join session
        </Button>
      )}
      {join.kind === 'later' && (
        <Text size="sm" fw={500}>
          The link appears at {appearTimeText(join.at)}.
        </Text>
      )}
      {join.place && <Text size="sm">Place: {join.place}</Text>}
    </Group>
  );
}
