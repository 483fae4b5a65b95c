import { Alert, Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_SUBMITTED,
  APPLICATION_UNDER_REVIEW,
  EXPERIENCE_MAX,
  NOTE_MAX,
  QUALIFICATIONS_MAX,
  trainerApplicationBodySchema,
} from '../../shared/trainer-applications/applications';
import { formatDateTime } from '../lib/format';
import { invalidateQueries, queryKeys } from '../lib/query-keys';
import { useMyApplication } from '../lib/trainer-applications/get-my-application';
import { useSubmitApplication } from '../lib/trainer-applications/submit-application';
import { useSavingForm } from '../lib/use-saving-form';
import { FormFrame } from './FormFrame';
import { LoadError } from './LoadError';
import { PageLoader } from './PageStatus';

/**
 * How to become a trainer (issue 23), under the trainer pages' Access Restricted text for a
 * signed-in user without the trainer tools: where their latest application stands ('Your
 * application is under review. ...' while pending; a decline with the admin's comment, and the
 * form again; an approval with a button that reloads their account), or the application form
 * (qualifications or licence, experience, a note) when they have none.
 */
export function BecomeTrainer() {
  const { t } = useTranslation();
  const mine = useMyApplication(true);
  const queryClient = useQueryClient();

  let body: ReactNode;
  if (mine.isPending) {
    body = <PageLoader label={t('Checking your application')} />;
  } else if (mine.isError) {
    body = <LoadError title={t('Your application could not be loaded')} query={mine} />;
  } else {
    const application = mine.data.application;
    if (application?.status === 'pending') {
      body = (
        <Alert color="blue" variant="light" role="status" title={t('Application sent')}>
          <Text size="sm">{t(APPLICATION_UNDER_REVIEW)}</Text>
          <Text size="sm" c="dimmed">
            {t('Sent {{date}}.', { date: formatDateTime(application.createdAt) })}
          </Text>
        </Alert>
      );
    } else if (application?.status === 'approved') {
      body = (
        <Alert color="green" variant="light" role="status" title={t('Your application was approved')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('You are a trainer now. Open the trainer tools to start.')}</Text>
            <Button size="xs" onClick={() => void invalidateQueries(queryClient, queryKeys.me)}>
              {t('Open the trainer tools')}
            </Button>
          </Stack>
        </Alert>
      );
    } else {
      body = (
        <Stack gap="md">
          {application?.status === 'declined' && (
            <Alert color="red" variant="light" role="status" title={t('Your last application was declined')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {application.decisionComment}
              </Text>
              <Text size="sm">{t('Change what the admin asks, then apply again below.')}</Text>
            </Alert>
          )}
          <ApplicationForm />
        </Stack>
      );
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" mt="lg" component="section" aria-labelledby="become-trainer-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="become-trainer-title">
          {t('Become a trainer')}
        </Title>
        <Text size="sm">
          {t(
            'Trainers sell courses, videos and one-on-one sessions to Nightingale’s students. Tell us about your qualifications and experience; an admin reviews your application and, once approved, your account gets the trainer tools.',
          )}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}

/** The application form: qualifications or licence and experience required, a note optional. */
function ApplicationForm() {
  const { t } = useTranslation();
  const submit = useSubmitApplication();
  const { form, ...saving } = useSavingForm({
    initialValues: { qualifications: '', experience: '', note: '' },
    schema: trainerApplicationBodySchema,
    pending: submit.isPending,
    save: async (body) => {
      await submit.mutateAsync(body);
      notifications.show({ title: t('Application sent'), message: t(APPLICATION_SUBMITTED), color: 'green' });
    },
  });
  return (
    <FormFrame
      saving={saving}
      failureTitle={t('Your application was not sent')}
      submitLabel={t('Apply to Become a Trainer')}
      pending={submit.isPending}
      label={t('Application to become a trainer')}
    >
      <TextInput
        label={t('Qualifications or licence')}
        description={t('Your nursing degree, licence and where it was issued.')}
        required
        maxLength={QUALIFICATIONS_MAX}
        {...form.getInputProps('qualifications')}
      />
      <Textarea
        label={t('Experience')}
        description={t('Where you have nursed or taught, and for how long.')}
        required
        autosize
        minRows={3}
        maxLength={EXPERIENCE_MAX}
        {...form.getInputProps('experience')}
      />
      <Textarea
        label={t('Note')}
        description={t('Optional. What you would like to teach.')}
        autosize
        minRows={2}
        maxLength={NOTE_MAX}
        {...form.getInputProps('note')}
      />
    </FormFrame>
  );
}
