import { Alert, Button, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdaptiveAttempt, CatExamId } from '../../../../shared/exams/cat/adaptive-schemas';
import { CAT_EXAMS } from '../../../../shared/exams/cat/cat-exams';
import { paths } from '../../../../shared/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useStartAdaptive } from './api/adaptive-attempt';
import { formatLogits } from './report/report-format';

/**
 * The adaptive NCLEX's intro: what the test is, how it ends (NCSBN's rules, docs/nclex.md §5),
 * NCLEX-RN or NCLEX-PN, and Start (which resumes a test of that exam in progress). Visitors are
 * shown the way to register (spec §6: non-registered users take the Free Sample only), as is a
 * signed-in account without full access when the server refuses it; a Free student is sent to
 * choose a plan in the Payment Portal (decision 021).
 */
export function AdaptiveIntro({ onStarted }: { onStarted: (attempt: AdaptiveAttempt) => void }) {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const [exam, setExam] = useState<CatExamId>('rn');
  const start = useStartAdaptive();
  const refused = start.error instanceof ApiError && start.error.code === 'registration_required';
  // Decision 021: a Free student is shown where to choose a plan.
  const needsPlan = start.error instanceof ApiError && start.error.code === 'plan_required';
  const register = (
    <Group gap="sm">
      <Button component={Link} to={paths.register.path}>
        {t('Register')}
      </Button>
      <Button component={Link} to={paths.sampleTest.path} variant="default">
        {t('Take the Free Sample')}
      </Button>
    </Group>
  );
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('Adaptive NCLEX')}</Title>
      <Text>
        {t(
          'Like the real NCLEX, this test chooses each item for your current ability estimate and stops as soon as it is 95% sure whether you are above or below the passing standard.',
        )}
      </Text>
      <Paper withBorder p="md" radius="md">
        <List spacing="xs">
          <List.Item>{t('85 to 150 items in up to 5 hours; 15 of them are unscored pretest items.')}</List.Item>
          <List.Item>{t('Three case studies, as on the NCLEX; bow-tie and trend items only after item 85.')}</List.Item>
          <List.Item>{t('One item at a time: an answer is needed to go on, and there is no going back.')}</List.Item>
          <List.Item>
            {t(
              'Your result is a pass or fail with the rule that decided it, your ability estimate with its 95% interval, and how you did in each client-needs category.',
            )}
          </List.Item>
        </List>
      </Paper>
      {!isLoading && !user ? (
        <Alert color="blue" title={t('The adaptive NCLEX is for registered members')} role="status">
          <Text mb="sm">
            {t('Create a free account at {{address}} to take it. The Free Sample is open to everyone.', {
              address: paths.register.path,
            })}
          </Text>
          {register}
        </Alert>
      ) : (
        <>
          <Radio.Group
            label={t('Which exam?')}
            value={exam}
            onChange={(value) => setExam(value === 'pn' ? 'pn' : 'rn')}
          >
            <Stack gap="xs" mt="xs">
              {(['rn', 'pn'] as const).map((id) => (
                <Radio
                  key={id}
                  value={id}
                  label={t('{{exam}}: passing standard {{standard}} logits', {
                    exam: CAT_EXAMS[id].title.replace('Adaptive ', ''),
                    standard: formatLogits(CAT_EXAMS[id].passingStandard),
                  })}
                />
              ))}
            </Stack>
          </Radio.Group>
          {start.isError && (
            <Alert color={refused || needsPlan ? 'blue' : 'red'} title={t('The test did not start')} role="alert">
              <Text mb={refused || needsPlan ? 'sm' : 0}>{errorMessage(start.error)}</Text>
              {refused && register}
              {needsPlan && (
                <Button component={Link} to={paths.payment.path}>
                  {t('Choose a plan')}
                </Button>
              )}
            </Alert>
          )}
          <Group>
            <Button size="md" onClick={() => start.mutate(exam, { onSuccess: onStarted })} loading={start.isPending}>
              {t('Start the {{exam}}', { exam: t(CAT_EXAMS[exam].title) })}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('A test of this exam you left unfinished resumes where you stopped.')}
          </Text>
        </>
      )}
    </Stack>
  );
}
