import { Alert, Anchor, Badge, Button, Group, Kbd, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GRADES, type Grade, type Queue } from '../../../../shared/flashcards/schemas';
import { msg } from '../../../../shared/i18n/msg';
import { GlossaryRegion } from '../../../components/glossary/GlossaryRegion';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useQueue } from '../api/get-queue';
import { useGradeCard } from '../api/grade-card';
import { useUndoReview } from '../api/undo-review';
import { useReviewKeyboard } from '../use-review-keyboard';

/** Colours of the grade buttons (light variants; orange's light text fails WCAG contrast, so Hard is grape). */
const GRADE_COLORS: Record<Grade, string> = { 1: 'red', 2: 'grape', 3: 'green', 4: 'blue' };

/** The review screen's keys, listed under the card like the exam's KeyboardShortcuts. */
function ReviewShortcuts() {
  const { t } = useTranslation();
  return (
    <Group gap="md" c="dimmed" fz="sm" aria-label={t('Keyboard shortcuts')} role="note">
      <Text size="sm">{t('Keyboard:')}</Text>
      <Text size="sm">
        <Trans i18nKey={msg('<1>Space</1> show answer')} components={{ 1: <Kbd /> }} />
      </Text>
      <Text size="sm">
        <Trans i18nKey={msg('<1>1</1>–<2>4</2> Again, Hard, Good, Easy')} components={{ 1: <Kbd />, 2: <Kbd /> }} />
      </Text>
      <Text size="sm">
        <Trans i18nKey={msg('<1>U</1> undo last grade')} components={{ 1: <Kbd /> }} />
      </Text>
    </Group>
  );
}

/** Due, new and done today, as badges. */
function QueueCounts({ counts }: { counts: Queue['counts'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-label={t("Today's cards")}>
      <Badge variant="light" color="red" size="lg">
        {t('Due {{number}}', { number: counts.due })}
      </Badge>
      <Badge variant="light" color="blue" size="lg">
        {t('New {{number}}', { number: counts.new })}
      </Badge>
      <Badge variant="light" color="green" size="lg">
        {t('Done {{number}}', { number: counts.done })}
      </Badge>
    </Group>
  );
}

/**
 * Today's review (issue 25 item 4): the queue's counts, the first card's front (its clinical cue
 * above), Space or "Show answer" for the back (the key, the four grades, then the rationale and a
 * link to the question's review), the four grades each with its next interval, by button or keys 1-4; U or "Undo last grade"
 * undoes the latest grade. With nothing due: "No cards due." and when the next card is due.
 */
export function ReviewPanel() {
  const { t } = useTranslation();
  const queue = useQueue();
  const grade = useGradeCard();
  const undo = useUndoReview();
  const [revealed, setRevealed] = useState<string | null>(null);
  const shownAt = useRef<{ id: string; at: number } | null>(null);
  const entry = queue.data?.cards[0];
  const busy = grade.isPending || undo.isPending || queue.isFetching;
  const showing = entry !== undefined && revealed === entry.card.id;
  /** A card made from a missed question shows the item's English words. */
  const itemLang = entry?.card.source === 'miss' ? 'en' : undefined;
  if (entry && shownAt.current?.id !== entry.card.id) shownAt.current = { id: entry.card.id, at: Date.now() };

  const give = (value: Grade) => {
    if (!entry || !showing || busy) return;
    const durationMs = shownAt.current ? Math.min(86_400_000, Math.max(0, Date.now() - shownAt.current.at)) : undefined;
    grade.mutate({ cardId: entry.card.id, grade: value, durationMs }, { onSuccess: () => setRevealed(null) });
  };
  const undoLast = () => {
    if (!queue.data?.canUndo || busy) return;
    undo.mutate(undefined, { onSuccess: () => setRevealed(null) });
  };
  useReviewKeyboard(queue.data !== undefined, (shortcut) => {
    if (shortcut.kind === 'show') {
      if (entry) setRevealed(entry.card.id);
    } else if (shortcut.kind === 'grade') give(shortcut.grade);
    else undoLast();
  });

  if (queue.isError) return <LoadError title={t('Your cards could not be loaded')} query={queue} />;
  if (!queue.data) return <PageLoader label={t("Loading today's cards")} />;
  const { counts, nextDueAt, reviewsLogged, canUndo } = queue.data;
  const failure = grade.error ?? undo.error;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <QueueCounts counts={counts} />
        <Button variant="default" onClick={undoLast} disabled={!canUndo || busy}>
          {t('Undo last grade')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" title={t('That did not go through')}>
          {errorMessage(failure)}
        </Alert>
      )}
      {entry ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {/* Issue 29 item 3: the glossary while studying a card made from an item. */}
          <GlossaryRegion enabled={itemLang === 'en'}>
            <Stack gap="md">
              {entry.card.cue && (
                <Text size="sm" c="dimmed" fw={600} lang={itemLang}>
                  {entry.card.cue}
                </Text>
              )}
              <Title order={2} size="h4" style={{ whiteSpace: 'pre-line' }} lang={itemLang}>
                {entry.card.front}
              </Title>
              {showing ? (
                <Stack gap="sm" aria-live="polite">
                  <Text fw={600} style={{ whiteSpace: 'pre-line' }} lang={itemLang}>
                    {entry.card.back}
                  </Text>
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                    {GRADES.map(({ grade: value, label, key }) => {
                      const preview = entry.previews.find((p) => p.grade === value);
                      return (
                        <Button
                          key={value}
                          color={GRADE_COLORS[value]}
                          variant="light"
                          onClick={() => give(value)}
                          disabled={busy}
                          h="auto"
                          py={6}
                          aria-label={t('{{grade}}, next in {{interval}} (key {{key}})', {
                            grade: t(label),
                            interval: preview?.interval ?? '',
                            key,
                          })}
                        >
                          <Stack gap={0} align="center">
                            <span>{t(label)}</span>
                            <Text span size="xs">
                              {preview?.interval}
                            </Text>
                          </Stack>
                        </Button>
                      );
                    })}
                  </SimpleGrid>
                  {entry.card.rationale && (
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }} lang="en">
                      {entry.card.rationale}
                    </Text>
                  )}
                  {entry.card.reviewHref && (
                    <Anchor component={Link} to={entry.card.reviewHref} size="sm">
                      {t("Open the question's review")}
                    </Anchor>
                  )}
                </Stack>
              ) : (
                <Button onClick={() => setRevealed(entry.card.id)} variant="filled" style={{ alignSelf: 'flex-start' }}>
                  {t('Show answer')}
                </Button>
              )}
            </Stack>
          </GlossaryRegion>
        </Paper>
      ) : (
        <Alert color="green" variant="light" title={t('No cards due.')} role="status">
          {nextDueAt
            ? t('Well done for today. The next card is due {{date}}.', { date: formatDateTime(nextDueAt) })
            : t(
                'Cards appear here when you miss a question in a practice test, or when you write your own in My cards.',
              )}
        </Alert>
      )}
      <ReviewShortcuts />
      <Text size="sm" c="dimmed">
        {t(
          '{{count}} reviews logged: your history is kept so that scheduling can be fitted to your own memory once enough reviews exist.',
          { count: reviewsLogged },
        )}
      </Text>
    </Stack>
  );
}
