import { Alert, Text } from '@mantine/core';

/**
 * The banner with the count of unanswered questions and the list of their numbers (spec §4 "Quiz":
 * shown while any remain).
 */
export function UnansweredNotice({ questionNumbers }: { questionNumbers: number[] }) {
  const count = questionNumbers.length;
  return (
    <Alert
      color="yellow"
      variant="light"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={`${count} ${count === 1 ? 'question' : 'questions'} unanswered`}
    >
      <Text size="sm">Unanswered questions: {questionNumbers.join(', ')}</Text>
    </Alert>
  );
}
