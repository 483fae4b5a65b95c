import { Alert, Box, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useAttemptHistory } from '../api/get-attempt-history';
import { AttemptHistoryCards } from './AttemptHistoryCards';
import { AttemptHistoryTable } from './AttemptHistoryTable';

/**
 * The attempt history: every attempt with its form, mode, date, score (questions correct of asked,
 * then points) and duration; each reopens its review (or resumes it while in progress). A table
 * from Mantine's `sm` breakpoint, one card per attempt below it (issue 23: phones see every field).
 */
export function AttemptHistoryView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const history = useAttemptHistory();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('Attempt history')}</Title>
        <Button variant="default" onClick={onBack}>
          {t('Back to Training Center')}
        </Button>
      </Group>
      {history.isPending && <Loader aria-label={t('Loading your attempts')} />}
      {history.isError && (
        <Alert color="red" role="alert" title={t('Your attempts could not be loaded')}>
          {errorMessage(history.error)}
        </Alert>
      )}
      {history.data?.attempts.length === 0 && (
        <Text c="dimmed">{t('No attempts yet. Start a practice quiz in the Training Center.')}</Text>
      )}
      {history.data && history.data.attempts.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <AttemptHistoryTable attempts={history.data.attempts} />
          </Table.ScrollContainer>
          <Box hiddenFrom="sm">
            <AttemptHistoryCards attempts={history.data.attempts} />
          </Box>
        </>
      )}
    </Stack>
  );
}
