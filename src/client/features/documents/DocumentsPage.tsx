import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import type { DocumentsOverview, StudentDocument } from '../../../shared/documents/documents';
import { paths } from '../../../shared/paths';
import { findProgram } from '../../../shared/programs/programs';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useDocuments } from './api/get-documents';
import { ChecklistProgress } from './components/ChecklistProgress';
import { DeleteDocumentDialog, type DocumentToDelete } from './components/DeleteDocumentDialog';
import { DocumentItem } from './components/DocumentItem';
import { UploadGuidelines } from './components/UploadGuidelines';

/**
 * /documents, the Document Upload Center (spec §2, §3 "documents", §4 "Document status uploaded /
 * pending / draft", §5 upload guidelines; issue 13), signed in only: the Upload Guidelines; without
 * a programme, a prompt to choose one at /programs; with one, its checklist in order (each entry
 * with its status, file, upload date and actions) under a progress summary ('2 of 5 verified').
 * Documents on file that the programme no longer asks for are listed apart, to view or delete.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const documents = useDocuments(user?.id ?? null);
  const [deleting, setDeleting] = useState<DocumentToDelete | null>(null);
  const askToDelete = (kind: DocumentKind, document: StudentDocument) => setDeleting({ kind, document });

  let content: ReactNode;
  if (documents.isPending) {
    content = <ListSkeleton label={t('Loading your documents')} shape="cards" />;
  } else if (documents.isError) {
    content = <LoadError title={t('Your documents could not be loaded')} query={documents} />;
  } else {
    content = <DocumentCenter overview={documents.data} onDelete={askToDelete} />;
  }

  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.documents} />
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('Document Upload Center')}</Title>
        <Text fz="lg" c="dimmed">
          {t('Upload the documents your licensure program needs, then submit each one for verification by our team.')}
        </Text>
      </Stack>
      <Stack gap="xl">
        <UploadGuidelines />
        {content}
      </Stack>
      <DeleteDocumentDialog target={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}

/** The checklist of the student's programme (or the prompt to choose one) and the other documents on file. */
function DocumentCenter({
  overview,
  onDelete,
}: {
  overview: DocumentsOverview;
  onDelete: (kind: DocumentKind, document: StudentDocument) => void;
}) {
  const { t } = useTranslation();
  const { programId, requiredKinds, documents } = overview;
  const byKind = new Map(documents.map((document) => [document.kind, document]));
  const others = documents.filter((document) => !requiredKinds.includes(document.kind));
  const program = programId ? findProgram(programId) : undefined;

  return (
    <>
      {programId === null ? (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="choose-program-title">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4" id="choose-program-title">
              {t('Choose your program first')}
            </Title>
            <Text size="sm">
              {t('Your program decides which documents you need. Select it, and your checklist will appear here.')}
            </Text>
            <Button component={Link} to={paths.programs.path} size="sm">
              {t('Go to Program Selection')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md" component="section" aria-labelledby="checklist-title">
          <Stack gap={4}>
            <Title order={2} id="checklist-title">
              {t('Your Document Checklist')}
            </Title>
            <Text size="sm">
              {program ? t('For {{program}}.', { program: program.title }) : t('For your program.')}{' '}
              <Anchor component={Link} to={paths.programs.path} size="sm">
                {t('Change program')}
              </Anchor>
            </Text>
          </Stack>
          <ChecklistProgress requiredKinds={requiredKinds} documents={documents} />
          {requiredKinds.map((kind) => (
            <DocumentItem key={kind} kind={kind} document={byKind.get(kind) ?? null} onDelete={onDelete} />
          ))}
        </Stack>
      )}
      {others.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="other-documents-title">
          <Stack gap={4}>
            <Title order={2} id="other-documents-title">
              {t('Other documents on file')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('Your current program does not ask for these. They stay on file; you can view or delete them.')}
            </Text>
          </Stack>
          {others.map((document) => (
            <DocumentItem
              key={document.id}
              kind={document.kind}
              document={document}
              onList={false}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
