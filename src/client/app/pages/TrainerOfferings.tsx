import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
        <Alert color="red" role="alert" title={t('{{list}} could not be loaded', { list: title })}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('Try again')}
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
            {showAll ? t('Show fewer') : t('Show all {{count}}', { count: items.length })}
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
  const { t } = useTranslation();
  const sessions = useSessions(trainer?.id);
  const videos = useVideos(trainer?.id);
  return (
    <Stack gap="xl">
      {!trainer && <BookedSessions />}
      <OfferingList
        id="one-on-one-sessions"
        title={trainer ? t('One-on-One Sessions with {{name}}', { name: trainer.name }) : t('One-on-One Sessions')}
        intro={
          trainer
            ? t('Book time with the trainer of this course for the topics you find hardest.')
            : t('Book time with a trainer for the topics you find hardest.')
        }
        query={sessions}
        items={sessions.data?.sessions}
        empty={trainer ? null : t('No sessions are open for booking right now.')}
        render={(session) => <SessionCard session={session} />}
      />
      <OfferingList
        id="video-lessons"
        title={trainer ? t('Video Lessons by {{name}}', { name: trainer.name }) : t('Video Lessons')}
        intro={
          trainer
            ? t('Short lessons from the trainer of this course, free or to buy once and keep.')
            : t('Short lessons from our trainers, free or to buy once and keep.')
        }
        query={videos}
        items={videos.data?.videos}
        empty={trainer ? null : t('No videos yet.')}
        render={(video) => <VideoCard video={video} />}
      />
    </Stack>
  );
}
