import { Card, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type Conversation,
  MESSAGE_MAX,
  NOTE_ADDED,
  noteBodySchema,
} from '../../../../shared/conversations/conversations';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../../shared/documents/document-kinds';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '../../../../shared/documents/documents';
import { findProgram } from '../../../../shared/programs/programs';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { ReplyForm } from '../../../components/ReplyForm';
import { formatDateTime } from '../../../lib/format';
import { useAddSupportNote } from '../api/add-support-note';
import { useSupportNotes } from '../api/get-support-conversation';
import { useSupportStudent } from '../api/get-support-student';
import classes from './Communication.module.css';

/** A document kind or status as the document centre names it (the code itself when unknown). */
const kindLabel = (kind: string, t: TFunction) => {
  const label = DOCUMENT_KIND_LABELS[kind as DocumentKind];
  return label ? t(label) : kind;
};
const statusLabel = (status: string, t: TFunction) => {
  const label = DOCUMENT_STATUS_LABELS[status as DocumentStatus];
  return label ? t(label) : status;
};

/** The student of `conversation` for support: her programme and documents (a visitor has no account). */
function StudentContext({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const isVisitor = conversation.student.id === null;
  const context = useSupportStudent(isVisitor ? null : conversation.id);
  let body: React.ReactNode;
  if (isVisitor)
    body = (
      <Text size="sm">
        {t('A visitor without an account: your replies are sent by email to {{email}}.', {
          email: conversation.student.email,
        })}
      </Text>
    );
  else if (context.isPending) body = <PageLoader label={t("Loading the student's programme and documents")} />;
  else if (context.isError) body = <LoadError title={t("The student's details could not be loaded")} query={context} />;
  else {
    const { enrolment, documents } = context.data;
    body = (
      <Stack gap="xs">
        <Text size="sm">
          <Text span fw={600}>
            {t('Programme:')}{' '}
          </Text>
          {enrolment ? (findProgram(enrolment.programId)?.title ?? enrolment.programId) : t('No programme chosen yet')}
        </Text>
        <Text size="sm" fw={600}>
          {t('Documents')}
        </Text>
        {documents.length === 0 ? (
          <Text size="sm">{t('No documents uploaded yet.')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {documents.map((document) => (
              <List.Item key={document.id}>
                {t('{{document}}: {{status}} (uploaded {{date}})', {
                  document: kindLabel(document.kind, t),
                  status: statusLabel(document.status, t),
                  date: formatDateTime(document.uploadedAt),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  }
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="support-student-heading">
      <Title order={3} size="h5" id="support-student-heading" mb="xs">
        {conversation.student.name ? t('About {{name}}', { name: conversation.student.name }) : t('About the sender')}
      </Title>
      {body}
    </Card>
  );
}

/** The internal notes of `conversation` (support only, issue 23), oldest first, and the box to add one. */
function InternalNotes({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const notes = useSupportNotes(conversation.id);
  const add = useAddSupportNote();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="support-notes-heading">
      <Title order={3} size="h5" id="support-notes-heading">
        {t('Internal notes')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('Only the support team reads these; the student never sees them.')}
      </Text>
      <Stack
        gap="xs"
        component="ol"
        aria-label={t('Internal notes')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {(notes.data ?? []).map((note) => (
          <li key={note.id}>
            <Paper withBorder p="xs" radius="md" className={classes.note}>
              <Text size="xs" c="dimmed">
                {note.authorName} · {formatDateTime(note.createdAt)}
              </Text>
              <Text size="sm" className={classes.message}>
                {note.body}
              </Text>
            </Paper>
          </li>
        ))}
      </Stack>
      <ReplyForm
        key={conversation.id}
        schema={noteBodySchema}
        pending={add.isPending}
        send={(message) => add.mutateAsync({ conversationId: conversation.id, body: { message } })}
        maxLength={MESSAGE_MAX}
        minRows={2}
        maxRows={8}
        label={t('Internal note')}
        submitLabel={t('Add note')}
        sentTitle={t('Note added')}
        sentText={t(NOTE_ADDED)}
        failureTitle={t('Your note was not added')}
      />
    </Card>
  );
}

/**
 * Beside the thread in the support queue (issue 23): who wrote (a student's programme and
 * documents, from those features' services; a visitor's email) and the internal notes.
 */
export function SupportThreadSide({ conversation }: { conversation: Conversation }) {
  return (
    <Stack gap="md">
      <StudentContext conversation={conversation} />
      <InternalNotes conversation={conversation} />
    </Stack>
  );
}
