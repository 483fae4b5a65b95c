import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import {
  TRAINER_APPLICATION_FILTERS,
  type TrainerApplication,
  type TrainerApplicationFilter,
} from '../../../../shared/trainer-applications/applications';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { ApiError } from '../../../lib/api-client';
import { useDecideApplication } from '../api/decide-application';
import { useApplications } from '../api/get-applications';
import { ApplicationCard } from './ApplicationCard';

const LABELS: Record<TrainerApplicationFilter, string> = {
  all: msg('All'),
  pending: msg('Pending'),
  approved: msg('Approved'),
  declined: msg('Declined'),
};

const EMPTY: Record<TrainerApplicationFilter, string> = {
  all: msg('No one has applied to become a trainer yet.'),
  pending: msg('No applications to decide.'),
  approved: msg('No approved applications yet.'),
  declined: msg('No declined applications.'),
};

/** Whether `value` names a filter of the Trainer Applications tab. */
export const isApplicationFilter = (value: string | null): value is TrainerApplicationFilter =>
  (TRAINER_APPLICATION_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The Trainer Applications tab of Content Review (issue 23): the status filter `status` (the page
 * keeps it in the address), the applications newest first, an empty text per filter. Approve asks
 * first ('Make {name} a trainer?': the account gets the trainer tools); Decline sends the comment.
 * A decision toasts 'Application approved' / 'Application declined' with the applicant's name; a
 * refusal toasts the server's sentence. Every decision is recorded in the audit log.
 */
export function ApplicationQueue({
  status,
  onStatusChange,
}: {
  status: TrainerApplicationFilter;
  onStatusChange: (status: TrainerApplicationFilter) => void;
}) {
  const { t } = useTranslation();
  const filterOptions = TRAINER_APPLICATION_FILTERS.map((value) => ({ value, label: t(LABELS[value]) }));
  const applications = useApplications(status);
  const decide = useDecideApplication();
  const [approving, setApproving] = useState<{ application: TrainerApplication; comment: string } | null>(null);

  const send = (application: TrainerApplication, decision: 'approved' | 'declined', comment: string) =>
    decide.mutate(
      { id: application.id, body: { decision, comment } },
      {
        onSuccess: () => {
          notifications.show({
            title: decision === 'approved' ? t('Application approved') : t('Application declined'),
            message:
              decision === 'approved'
                ? t('{{name}} is a trainer now.', { name: application.applicantName })
                : t('{{name}} can read your comment and apply again.', { name: application.applicantName }),
            color: 'green',
          });
          setApproving(null);
        },
        onError: (error) => {
          notifications.show({
            title: t('Error'),
            message: error instanceof ApiError ? error.message : t('The decision was not saved. Please try again.'),
            color: 'red',
          });
          setApproving(null);
        },
      },
    );

  let list: ReactNode;
  if (applications.isPending) {
    list = <PageLoader label={t('Loading applications')} />;
  } else if (applications.isError) {
    list = <LoadError title={t('The applications could not be loaded')} query={applications} />;
  } else if (applications.data.applications.length === 0) {
    list = (
      <Text role="status" fw={500}>
        {t(EMPTY[status])}
      </Text>
    );
  } else {
    list = (
      <Stack gap="md" aria-busy={applications.isPlaceholderData}>
        {applications.data.applications.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            busy={decide.isPending}
            onApprove={(shown, comment) => setApproving({ application: shown, comment })}
            onDecline={(shown, comment) => send(shown, 'declined', comment)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" mt="md">
      <Text c="dimmed">
        {t(
          'Students and instructors apply here to become trainers. Approving gives the account the trainer tools; declining needs a comment saying what to change. Each decision is recorded in the audit log.',
        )}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="application-filter-label">
          {t('Status')}
        </Text>
        <SegmentedControl
          aria-labelledby="application-filter-label"
          data={filterOptions}
          value={status}
          onChange={(value) => {
            if (isApplicationFilter(value)) onStatusChange(value);
          }}
          fullWidth
          maw={520}
        />
      </Stack>
      {list}
      <ConfirmDialog
        target={approving}
        title={(shown) =>
          shown ? t('Make {{name}} a trainer?', { name: shown.application.applicantName }) : t('Approve')
        }
        confirmLabel={t('Approve')}
        danger={false}
        pending={decide.isPending}
        onConfirm={(shown) => send(shown.application, 'approved', shown.comment)}
        onClose={() => setApproving(null)}
      >
        {(shown) => (
          <Text size="sm">
            {t(
              '{{name}} ({{email}}) gets the trainer role: the trainer dashboard and tools, and selling courses, videos and sessions.',
              { name: shown.application.applicantName, email: shown.application.applicantEmail },
            )}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
