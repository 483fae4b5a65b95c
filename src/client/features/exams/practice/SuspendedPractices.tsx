import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import { formatDuration } from '../../../../shared/exams/countdown';
import { msg } from '../../../../shared/i18n/msg';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useResumeSuspended, useSuspendedPractices } from './api/suspended-practices';

const MODE_NAMES = { tutor: msg('Tutor mode'), timed: msg('Timed mode'), nclex: msg('NCLEX-like mode') } as const;

/**
 * The Training Center's "Suspended practices" (issue 25 item 1): each suspended attempt with the
 * date it was suspended, the items answered of its total, its mode and the time left, and Resume
 * (a fresh deadline: now plus the time left). Nothing is shown when there are none or while loading.
 */
export function SuspendedPractices({ onResumed }: { onResumed: (attempt: InProgressAttempt) => void }) {
  const { t } = useTranslation();
  const suspended = useSuspendedPractices();
  const resume = useResumeSuspended();
  if (suspended.isError) {
    return (
      <Alert color="red" role="alert" title={t('Your suspended practices could not be loaded')}>
        {errorMessage(suspended.error)}
      </Alert>
    );
  }
  const practices = suspended.data?.practices ?? [];
  if (practices.length === 0) return null;
  return (
    <section aria-labelledby="suspended-practices">
      <Title order={2} size="h3" id="suspended-practices" mb="sm">
        {t('Suspended practices')}
      </Title>
      <Stack gap="sm">
        {practices.map((practice) => (
          <Card key={practice.id} withBorder padding="md" radius="md">
            <Group justify="space-between" align="center" gap="sm">
              <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Text fw={600}>{t(practice.formTitle)}</Text>
                <Text size="sm" c="dimmed">
                  {t('Suspended {{date}}', { date: formatDateTime(practice.suspendedAt) })} ·{' '}
                  {t('{{answered}} of {{count}} items answered', {
                    answered: practice.answered,
                    count: practice.total,
                  })}{' '}
                  · {t(MODE_NAMES[practice.mode])} ·{' '}
                  {t('{{remaining}} left', { remaining: formatDuration(practice.remainingSeconds) })}
                </Text>
              </div>
              <Button
                size="sm"
                onClick={() => resume.mutate(practice.id, { onSuccess: onResumed })}
                loading={resume.isPending && resume.variables === practice.id}
                aria-label={t('Resume {{test}}', { test: t(practice.formTitle) })}
              >
                {t('Resume')}
              </Button>
            </Group>
          </Card>
        ))}
        {resume.isError && (
          <Alert color="red" role="alert" title={t('The practice could not be resumed')}>
            {errorMessage(resume.error)}
          </Alert>
        )}
      </Stack>
    </section>
  );
}
