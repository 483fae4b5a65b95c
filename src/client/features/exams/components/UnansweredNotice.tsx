import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The most question numbers the banner lists; the rest are counted, so a long test's list never pushes the stem down. */
export const LISTED_NUMBERS = 12;

/**
 * The banner with the count of unanswered questions and the list of their numbers (spec §4 "Quiz":
 * shown while any remain), compact so it does not crowd the stem on a phone: beyond the first
 * LISTED_NUMBERS numbers it says how many more (the review screen lists them all).
 */
export function UnansweredNotice({ questionNumbers }: { questionNumbers: number[] }) {
  const { t } = useTranslation();
  const count = questionNumbers.length;
  const listed = questionNumbers.slice(0, LISTED_NUMBERS).join(', ');
  const more = count - LISTED_NUMBERS;
  return (
    <Alert
      color="yellow"
      variant="light"
      py={6}
      px="sm"
      styles={{ title: { marginBottom: 2 } }}
      title={t('{{count}} questions unanswered', { count })}
    >
      <Text size="sm">
        {more > 0
          ? t('Unanswered questions: {{numbers}} and {{more}} more', { numbers: listed, more })
          : t('Unanswered questions: {{numbers}}', { numbers: listed })}
      </Text>
    </Alert>
  );
}
