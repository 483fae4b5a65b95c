import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useSessions } from '../../features/trainer-sessions/api/get-sessions';
import { BookedSessions } from '../../features/trainer-sessions/components/BookedSessions';
import { SessionCard } from '../../features/trainer-sessions/components/SessionCard';
import { useVideos } from '../../features/trainer-videos/api/get-videos';
import { VideoCard } from '../../features/trainer-videos/components/VideoCard';
import { errorMessage } from '../../lib/api-client';

/** How many sessions and videos show before "Show all". */
const SHOWN = 6;

/** One list of offerings: a loader, the failure with Try again, the empty sentence, or the cards (the first six, then Show all). */
function OfferingList<T extends { id: string }>({
  id,
  title,
  intro,
  query,
  items,
  empty,
  render,
}: {
  id: string;
  title: string;
  intro: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  items: T[] | undefined;
  /** What an empty list says; null hides the section when it is empty. */
  empty: string | null;
  render: (item: T) => ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items?.slice(0, SHOWN);
  if (empty === null && items?.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
      </Text>
      {query.isError && (
        <Alert color="red" role="alert" title={`${title} could not be loaded`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {items?.length === 0 && <Text>{empty}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {query.isPending && [1, 2, 3].map((n) => <Skeleton key={n} h={220} radius="md" />)}
        {shown?.map((item) => (
          <div key={item.id}>{render(item)}</div>
        ))}
      </SimpleGrid>
      {items && items.length > SHOWN && (
        <Group mt="md">
          <Button variant="light" onClick={() => setShowAll((all) => !all)}>
            {showAll ? 'Show fewer' : `Show all ${items.length}`}
          </Button>
        </Group>
      )}
    </section>
  );
}

/**
 * Trainers' offerings in the Training Center (issue 11: students find sessions and videos there):
 * 'One-on-One Sessions' open for booking, soonest first, each with Book ('No sessions are open for
 * booking right now.' when none), and 'Video Lessons', newest first, each with Watch or Buy ('No
 * videos yet.' when none). Each list shows six, then Show all. Given `trainer` (a course page),
 * only that trainer's, under headings that name them, and a list without any is left out. In the
 * Training Center, a signed-in learner's booked sessions come first, with where to join them
 * (issue 27 item 3).
 */
export function TrainerOfferings({ trainer }: { trainer?: { id: string; name: string } }) {
  const sessions = useSessions(trainer?.id);
  const videos = useVideos(trainer?.id);
  return (
    <Stack gap="xl">
      {!trainer && <BookedSessions />}
      <OfferingList
        id="one-on-one-sessions"
        title={trainer ? `One-on-One Sessions with ${trainer.name}` : 'One-on-One Sessions'}
        intro={
          trainer
            ? 'Book time with the trainer of this course for the topics you find hardest.'
            : 'Book time with a trainer for the topics you find hardest.'
        }
        query={sessions}
        items={sessions.data?.sessions}
        empty={trainer ? null : 'No sessions are open for booking right now.'}
        render={(session) => <SessionCard session={session} />}
      />
      <OfferingList
        id="video-lessons"
        title={trainer ? `Video Lessons by ${trainer.name}` : 'Video Lessons'}
        intro={
          trainer
            ? 'Short lessons from the trainer of this course, free or to buy once and keep.'
            : 'Short lessons from our trainers, free or to buy once and keep.'
        }
        query={videos}
        items={videos.data?.videos}
        empty={trainer ? null : 'No videos yet.'}
        render={(video) => <VideoCard video={video} />}
      />
    </Stack>
  );
}
