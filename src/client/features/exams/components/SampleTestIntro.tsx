import { Alert, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FREE_SAMPLE } from '../../../../shared/exams/free-sample';
import { PASS_MARK_PERCENT } from '../../../../shared/exams/rules';
import { msg } from '../../../../shared/i18n/msg';

/** The free sample test's form (spec §9: 10 questions, 15 minutes). */
const SAMPLE_TEST = FREE_SAMPLE;

interface SampleTestIntroProps {
  onStart: () => void;
  starting: boolean;
  /** A message when starting failed, shown above the button. */
  error: string | null;
}

const facts = [
  { value: String(SAMPLE_TEST.questionCount), label: msg('questions') },
  { value: `${SAMPLE_TEST.timeLimitMinutes}`, label: msg('minutes') },
  { value: `${PASS_MARK_PERCENT}%`, label: msg('to pass') },
];

/**
 * The intro phase of the free sample test (spec §2 "Sample test", §4): what the test is, its
 * rules, and the Start Sample Test button. No registration is needed.
 */
export function SampleTestIntro({ onStart, starting, error }: SampleTestIntroProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('Free NCLEX Sample Test')}</Title>
        <Text c="dimmed" mt="xs">
          {t(
            'Try ten NCLEX-RN style questions from every part of the exam, then see your score and a rationale for every answer. No registration needed.',
          )}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        {facts.map((fact) => (
          <Card key={fact.label} withBorder padding="md" ta="center">
            <Text fz={28} fw={700} lh={1.1}>
              {fact.value}
            </Text>
            <Text c="dimmed" size="sm">
              {t(fact.label)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('How it works')}
        </Title>
        <List spacing="sm">
          <List.Item>
            {t(
              'The clock starts when you press Start Sample Test and runs for {{minutes}} minutes. At zero the exam is submitted with the answers you have chosen.',
              { minutes: SAMPLE_TEST.timeLimitMinutes },
            )}
          </List.Item>
          <List.Item>
            {t('Choose one option, A to D, for each question. Each answer is saved as you choose it.')}
          </List.Item>
          <List.Item>
            {t('Flag a question to come back to it, and review all your answers before you submit.')}
          </List.Item>
          <List.Item>{t('Go back to any earlier question to change your answer before you submit.')}</List.Item>
          <List.Item>
            {t(
              'Submit Exam appears on the last question once every question is answered, and leads to the review of your answers. You pass with {{percent}}% or more.',
              { percent: PASS_MARK_PERCENT },
            )}
          </List.Item>
          <List.Item>
            {t('If you reload the page, you continue where you left off with the time that remains.')}
          </List.Item>
        </List>
      </Card>

      {error && (
        <Alert color="red" title={t('The sample test could not start')} role="alert">
          {error}
        </Alert>
      )}

      <div>
        <Button size="lg" onClick={onStart} loading={starting}>
          {t('Start Sample Test')}
        </Button>
      </div>
    </Stack>
  );
}
