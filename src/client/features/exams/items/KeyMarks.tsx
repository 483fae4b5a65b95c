import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * After scoring, what a choice was, in words (not by colour alone): "Correct answer" on a key,
 * "Your answer" on a choice the candidate made (green on a key, red otherwise). Nothing for a
 * choice that is neither, nor before scoring (`scored` false).
 */
export function KeyMarks({ scored, isKey, isChosen }: { scored: boolean; isKey: boolean; isChosen: boolean }) {
  const { t } = useTranslation();
  if (!scored || (!isKey && !isChosen)) return null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {isKey && (
        <Badge color="green" variant="filled">
          {t('Correct answer')}
        </Badge>
      )}
      {isChosen && (
        <Badge color={isKey ? 'green' : 'red'} variant="outline">
          {t('Your answer')}
        </Badge>
      )}
    </Group>
  );
}
