import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useQueue } from '../api/get-queue';

/**
 * The Training Center's Flashcards card (issue 25 item 4): how many cards are due today (due
 * reviews and new cards within her daily limit) and a link to the review screen.
 */
export function FlashcardsCard() {
  const { t } = useTranslation();
  const queue = useQueue();
  const waiting = queue.data ? queue.data.counts.due + queue.data.counts.new : null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="center" gap="md">
        <div>
          <Title order={2} size="h3" id="flashcards">
            {t('Flashcards')}
          </Title>
          <Text size="sm" c="dimmed">
            {queue.isError
              ? t('Your cards could not be loaded.')
              : waiting === null
                ? t('Loading your cards…')
                : t('{{count}} cards due today, from the questions you missed.', { count: waiting })}
          </Text>
        </div>
        <Button component={Link} to={paths.flashcards.path}>
          {t('Review flashcards')}
        </Button>
      </Group>
    </Card>
  );
}
