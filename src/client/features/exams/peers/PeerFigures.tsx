import { Box, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDuration } from '../../../../shared/exams/countdown';
import type { ItemPeers } from '../../../../shared/exams/peer-schemas';
import { optionLetter } from '../../../../shared/items/option-letters';
import type { ItemView } from '../../../../shared/items/registry';

/** The option texts of an item view that has one list of options (multiple choice, SATA, select N); none otherwise. */
function optionTexts(view: ItemView): readonly string[] {
  if (!('options' in view) || !Array.isArray(view.options)) return [];
  return view.options.every((option: unknown) => typeof option === 'string') ? (view.options as string[]) : [];
}

/** The sentence shown while an item has fewer first answers than its figures need (issue 25 item 2). */
export function peersPendingText(peers: Pick<ItemPeers, 'answers' | 'needed'>): string {
  return `Peer figures appear once ${peers.needed} students have answered this item (${peers.answers} so far).`;
}

/** "Your time 48 s · median 1 min 12 s": the student's seconds on the item against the peers' median. */
export function peerTimeText(yourSeconds: number, medianSeconds: number): string {
  return `Your time ${formatDuration(yourSeconds)} · median ${formatDuration(medianSeconds)}`;
}

/**
 * How other students first answered an item, as UWorld shows it (issue 25 item 2): the percent who
 * answered it correctly, each option's share (a small bar and the percent, named for screen
 * readers) and the student's time against the median. Until the item has enough first answers
 * (`peers.needed`, 20), says how many it has. Shown in the review and after a Tutor-mode check;
 * `peers` comes with the item's key (the server sends none before), absent: nothing is shown.
 */
export function PeerFigures({ peers, view }: { peers: ItemPeers | undefined; view: ItemView }) {
  const headingId = useId();
  if (!peers) return null;
  const { figures } = peers;
  const options = optionTexts(view);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      mt="sm"
      pt="sm"
      data-testid="peer-figures"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Title order={4} size="h6" id={headingId} mb={4}>
        How other students answered
      </Title>
      {figures === null ? (
        <Text size="sm" c="dimmed">
          {peersPendingText(peers)}
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {figures.percentCorrect}% of students answered this correctly
          </Text>
          {figures.meanPointsPercent !== undefined && (
            <Text size="sm">On average they earned {figures.meanPointsPercent}% of the points.</Text>
          )}
          {figures.optionShares && options.length === figures.optionShares.length && (
            <Stack
              component="ul"
              gap={6}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Share of students choosing each option"
            >
              {figures.optionShares.map((share, index) => (
                <Box component="li" key={options[index]} data-testid="peer-option-share">
                  <Text size="sm" lineClamp={2}>
                    <Text span fw={700}>
                      {optionLetter(index)}.
                    </Text>{' '}
                    {options[index]}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={share}
                      size="sm"
                      style={{ flex: 1 }}
                      aria-label={`Option ${optionLetter(index)}: ${share}% of students chose it`}
                    />
                    <Text size="sm" w={44} ta="right" aria-hidden>
                      {share}%
                    </Text>
                  </Group>
                </Box>
              ))}
            </Stack>
          )}
          <Text size="sm" c="dimmed">
            {peerTimeText(peers.yourSeconds, figures.medianSeconds)}
          </Text>
          <Text size="xs" c="dimmed">
            From the first answers of {peers.answers} students.
          </Text>
        </Stack>
      )}
    </Box>
  );
}
