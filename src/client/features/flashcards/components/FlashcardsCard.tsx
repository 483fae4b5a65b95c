import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useQueue } from '../api/get-queue';

/**
 * The Training Center's Flashcards card (issue 25 item 4): how many cards are due today (due
 * reviews and new cards within her daily limit) and a link to the review screen.
 */
export function FlashcardsCard() {
  const queue = useQueue();
  const waiting = queue.data ? queue.data.counts.due + queue.data.counts.new : null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="center" gap="md">
        <div>
          <Title order={2} size="h3" id="flashcards">
            Flashcards
          </Title>
          <Text size="sm" c="dimmed">
            {queue.isError
              ? 'Your cards could not be loaded.'
              : waiting === null
                ? 'Loading your cards…'
                : waiting === 1
                  ? '1 card due today, from the questions you missed.'
                  : `${waiting} cards due today, from the questions you missed.`}
          </Text>
        </div>
        <Button component={Link} to={paths.flashcards.path}>
          Review flashcards
        </Button>
      </Group>
    </Card>
  );
}
