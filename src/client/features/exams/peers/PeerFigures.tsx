import { Box, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../shared/exams/countdown';
import type { ItemPeers } from '../../../../shared/exams/peer-schemas';
import { optionLetter } from '../../../../shared/items/option-letters';
import type { ItemView } from '../../../../shared/items/registry';
import { i18n } from '../../../i18n/i18n';

/** The option texts of an item view that has one list of options (multiple choice, SATA, select N); none otherwise. */
function optionTexts(view: ItemView): readonly string[] {
  if (!('options' in view) || !Array.isArray(view.options)) return [];
  return view.options.every((option: unknown) => typeof option === 'string') ? (view.options as string[]) : [];
}

/** The sentence shown while an item has fewer first answers than its figures need (issue 25 item 2). */
export function peersPendingText(
  peers: Pick<ItemPeers, 'answers' | 'needed'>,
  t: TFunction = i18n.t.bind(i18n),
): string {
  return t('Peer figures appear once {{needed}} students have answered this item ({{answers}} so far).', {
    needed: peers.needed,
    answers: peers.answers,
  });
}

/** "Your time 48 s · median 1 min 12 s": the student's seconds on the item against the peers' median. */
export function peerTimeText(yourSeconds: number, medianSeconds: number, t: TFunction = i18n.t.bind(i18n)): string {
  return t('Your time {{yours}} · median {{median}}', {
    yours: formatDuration(yourSeconds),
    median: formatDuration(medianSeconds),
  });
}

/**
 * How other students first answered an item, as UWorld shows it (issue 25 item 2): the percent who
 * answered it correctly, each option's share (a small bar and the percent, named for screen
 * readers) and the student's time against the median. Until the item has enough first answers
 * (`peers.needed`, 20), says how many it has. Shown in the review and after a Tutor-mode check;
 * `peers` comes with the item's key (the server sends none before), absent: nothing is shown.
 */
export function PeerFigures({ peers, view }: { peers: ItemPeers | undefined; view: ItemView }) {
  const { t } = useTranslation();
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
        {t('How other students answered')}
      </Title>
      {figures === null ? (
        <Text size="sm" c="dimmed">
          {peersPendingText(peers, t)}
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('{{percent}}% of students answered this correctly', { percent: figures.percentCorrect })}
          </Text>
          {figures.meanPointsPercent !== undefined && (
            <Text size="sm">
              {t('On average they earned {{percent}}% of the points.', { percent: figures.meanPointsPercent })}
            </Text>
          )}
          {figures.optionShares && options.length === figures.optionShares.length && (
            <Stack
              component="ul"
              gap={6}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('Share of students choosing each option')}
            >
              {figures.optionShares.map((share, index) => (
                <Box component="li" key={options[index]} data-testid="peer-option-share">
                  <Text size="sm" lineClamp={2} lang="en">
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
                      aria-label={t('Option {{letter}}: {{percent}}% of students chose it', {
                        letter: optionLetter(index),
                        percent: share,
                      })}
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
            {peerTimeText(peers.yourSeconds, figures.medianSeconds, t)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('From the first answers of {{answers}} students.', { answers: peers.answers })}
          </Text>
        </Stack>
      )}
    </Box>
  );
}
