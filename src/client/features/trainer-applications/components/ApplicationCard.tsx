import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  DECISION_COMMENT_MAX,
  DECLINE_COMMENT_REQUIRED,
  type TrainerApplication,
  type TrainerApplicationStatus,
} from '../../../../shared/trainer-applications/applications';
import { formatDateTime } from '../../../lib/format';

const LOOK: Record<TrainerApplicationStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};

/** One labelled answer of the application; long text keeps its line breaks. */
function Answer({ label, text }: { label: string; text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {text}
    </Text>
  );
}

/**
 * One application to become a trainer in the admins' list (issue 23): the applicant's name and
 * email, status, date, the answers; a pending one has a Comment box with Approve (asks `onApprove`,
 * which confirms first) and Decline (needs a comment: its sentence shows under the box); a decided
 * one says who decided, when, and their comment.
 */
export function ApplicationCard({
  application,
  onApprove,
  onDecline,
  busy,
}: {
  application: TrainerApplication;
  onApprove: (application: TrainerApplication, comment: string) => void;
  onDecline: (application: TrainerApplication, comment: string) => void;
  busy: boolean;
}) {
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = `application-${application.id}-title`;
  const look = LOOK[application.status];
  const decline = () => {
    if (comment.trim() === '') {
      setMissing(true);
      return;
    }
    onDecline(application, comment);
  };
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {application.applicantName}
          </Title>
          <Badge color={look.color} variant="filled" autoContrast style={{ flexShrink: 0, minWidth: 'max-content' }}>
            {look.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {application.applicantEmail} · Applied {formatDateTime(application.createdAt)}
        </Text>
        <Answer label="Qualifications or licence" text={application.qualifications} />
        <Answer label="Experience" text={application.experience} />
        {application.note && <Answer label="Note" text={application.note} />}
        {application.status === 'pending' ? (
          <Stack gap="sm">
            <Textarea
              label="Comment"
              description="The applicant reads it with your decision. Required to decline."
              autosize
              minRows={2}
              maxLength={DECISION_COMMENT_MAX}
              value={comment}
              error={missing ? DECLINE_COMMENT_REQUIRED : undefined}
              onChange={(event) => {
                setComment(event.currentTarget.value);
                setMissing(false);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button color="red" variant="outline" onClick={decline} disabled={busy} aria-describedby={titleId}>
                Decline
              </Button>
              <Button
                color="green"
                onClick={() => onApprove(application, comment)}
                disabled={busy}
                aria-describedby={titleId}
              >
                Approve
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">
            {look.label} by {application.decidedByName ?? 'an admin'}
            {application.decidedAt && ` on ${formatDateTime(application.decidedAt)}`}
            {application.decisionComment && `: ${application.decisionComment}`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
