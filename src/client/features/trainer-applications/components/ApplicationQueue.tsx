import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
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
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

const EMPTY: Record<TrainerApplicationFilter, string> = {
  all: 'No one has applied to become a trainer yet.',
  pending: 'No applications to decide.',
  approved: 'No approved applications yet.',
  declined: 'No declined applications.',
};

const filterOptions = TRAINER_APPLICATION_FILTERS.map((value) => ({ value, label: LABELS[value] }));

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
  const applications = useApplications(status);
  const decide = useDecideApplication();
  const [approving, setApproving] = useState<{ application: TrainerApplication; comment: string } | null>(null);

  const send = (application: TrainerApplication, decision: 'approved' | 'declined', comment: string) =>
    decide.mutate(
      { id: application.id, body: { decision, comment } },
      {
        onSuccess: () => {
          notifications.show({
            title: decision === 'approved' ? 'Application approved' : 'Application declined',
            message:
              decision === 'approved'
                ? `${application.applicantName} is a trainer now.`
                : `${application.applicantName} can read your comment and apply again.`,
            color: 'green',
          });
          setApproving(null);
        },
        onError: (error) => {
          notifications.show({
            title: 'Error',
            message: error instanceof ApiError ? error.message : 'The decision was not saved. Please try again.',
            color: 'red',
          });
          setApproving(null);
        },
      },
    );

  let list: ReactNode;
  if (applications.isPending) {
    list = <PageLoader label="Loading applications" />;
  } else if (applications.isError) {
    list = <LoadError title="The applications could not be loaded" query={applications} />;
  } else if (applications.data.applications.length === 0) {
    list = (
      <Text role="status" fw={500}>
        {EMPTY[status]}
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
        Students and instructors apply here to become trainers. Approving gives the account the trainer tools; declining
        needs a comment saying what to change. Each decision is recorded in the audit log.
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="application-filter-label">
          Status
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
        title={(shown) => (shown ? `Make ${shown.application.applicantName} a trainer?` : 'Approve')}
        confirmLabel="Approve"
        danger={false}
        pending={decide.isPending}
        onConfirm={(shown) => send(shown.application, 'approved', shown.comment)}
        onClose={() => setApproving(null)}
      >
        {(shown) => (
          <Text size="sm">
            {shown.application.applicantName} ({shown.application.applicantEmail}) gets the trainer role: the trainer
            dashboard and tools, and selling courses, videos and sessions.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
