import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import {
  DECISION_COMMENT_MAX,
  DECLINE_COMMENT_REQUIRED,
  type TrainerApplication,
  type TrainerApplicationStatus,
} from '../../../../shared/trainer-applications/applications';
import { translateText } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';

const LOOK: Record<TrainerApplicationStatus, { label: string; color: string }> = {
  pending: { label: msg('Pending'), color: 'yellow' },
  approved: { label: msg('Approved'), color: 'green' },
  declined: { label: msg('Declined'), color: 'red' },
};

/** One labelled answer of the application; long text keeps its line breaks. */
function Answer({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span fw={600} size="sm">
        {t('{{label}}:', { label })}
      </Text>{' '}
      {text}
    </Text>
  );
}

/** "Approved by Ana Ruiz on 3/2/26, 9:05 AM": who decided a decided application, and when. */
function decisionText(application: TrainerApplication, t: TFunction): string {
  const name = application.decidedByName ?? t('an admin');
  const date = application.decidedAt ? formatDateTime(application.decidedAt) : null;
  if (application.status === 'declined') {
    return date ? t('Declined by {{name}} on {{date}}', { name, date }) : t('Declined by {{name}}', { name });
  }
  return date ? t('Approved by {{name}} on {{date}}', { name, date }) : t('Approved by {{name}}', { name });
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
  const { t } = useTranslation();
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
            {t(look.label)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('{{email}} · Applied {{date}}', {
            email: application.applicantEmail,
            date: formatDateTime(application.createdAt),
          })}
        </Text>
        <Answer label={t('Qualifications or licence')} text={application.qualifications} />
        <Answer label={t('Experience')} text={application.experience} />
        {application.note && <Answer label={t('Note')} text={application.note} />}
        {application.status === 'pending' ? (
          <Stack gap="sm">
            <Textarea
              label={t('Comment')}
              description={t('The applicant reads it with your decision. Required to decline.')}
              autosize
              minRows={2}
              maxLength={DECISION_COMMENT_MAX}
              value={comment}
              error={missing ? translateText(DECLINE_COMMENT_REQUIRED) : undefined}
              onChange={(event) => {
                setComment(event.currentTarget.value);
                setMissing(false);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button color="red" variant="outline" onClick={decline} disabled={busy} aria-describedby={titleId}>
                {t('Decline')}
              </Button>
              <Button
                color="green"
                onClick={() => onApprove(application, comment)}
                disabled={busy}
                aria-describedby={titleId}
              >
                {t('Approve')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">
            {decisionText(application, t)}
            {application.decisionComment && `: ${application.decisionComment}`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
