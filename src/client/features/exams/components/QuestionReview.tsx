import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { optionLetter } from '../../../../shared/exams/rules';
import type { ReviewedQuestion } from '../../../../shared/exams/schemas';

/**
 * One question in the results review: the stem, every option with the correct answer and the
 * chosen answer marked in words (not by colour alone), the explanation and, when the item has one,
 * the kind of source to check it against.
 */
export function QuestionReview({ number, question }: { number: number; question: ReviewedQuestion }) {
  const answered = question.chosenAnswer >= 0;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="article" aria-labelledby={`review-${number}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={`review-${number}`}>
          Question {number}
        </Title>
        <Badge color={question.isCorrect ? 'green' : answered ? 'red' : 'gray'} variant="light">
          {question.isCorrect ? 'Correct' : answered ? 'Incorrect' : 'Not answered'}
        </Badge>
      </Group>
      <Text mb="sm" style={{ whiteSpace: 'pre-line' }} data-testid="question-stem">
        {question.stem}
      </Text>
      <Stack gap={6} mb="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Options">
        {question.options.map((option, index) => {
          const isKey = index === question.correctAnswer;
          const isChosen = index === question.chosenAnswer;
          return (
            <Box
              component="li"
              key={option}
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: `1px solid ${isKey ? 'var(--mantine-color-green-7)' : isChosen ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-default-border)'}`,
              }}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={700} w={20}>
                  {optionLetter(index)}
                </Text>
                <Text style={{ flex: 1 }}>{option}</Text>
                {isKey && (
                  <Badge color="green" variant="filled" style={{ flexShrink: 0 }}>
                    Correct answer
                  </Badge>
                )}
                {isChosen && (
                  <Badge color={isKey ? 'green' : 'red'} variant="outline" style={{ flexShrink: 0 }}>
                    Your answer
                  </Badge>
                )}
              </Group>
            </Box>
          );
        })}
      </Stack>
      {!answered && (
        <Text size="sm" c="dimmed" mb="xs">
          You did not answer this question. The correct answer is {optionLetter(question.correctAnswer)}.
        </Text>
      )}
      <Text size="sm" fw={600}>
        Explanation
      </Text>
      <Text size="sm">{question.explanation}</Text>
      {question.reference && (
        <Text size="sm" c="dimmed" mt="xs">
          Reference: {question.reference}
        </Text>
      )}
    </Paper>
  );
}
