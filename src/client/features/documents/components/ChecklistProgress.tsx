import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../../shared/documents/document-kinds';
import type { StudentDocument } from '../../../../shared/documents/documents';

/** The counts of a checklist: how many of its kinds are verified, waiting, drafts, rejected, missing. */
function checklistCounts(requiredKinds: readonly DocumentKind[], documents: readonly StudentDocument[]) {
  const byKind = new Map(documents.map((document) => [document.kind, document]));
  const counts = { total: requiredKinds.length, verified: 0, pending: 0, draft: 0, rejected: 0, missing: 0 };
  for (const kind of requiredKinds) {
    const status = byKind.get(kind)?.status;
    if (status === 'uploaded') counts.verified += 1;
    else if (status === 'pending') counts.pending += 1;
    else if (status === 'draft') counts.draft += 1;
    else if (status === 'rejected') counts.rejected += 1;
    else counts.missing += 1;
  }
  return counts;
}

/**
 * The checklist's progress: '2 of 5 verified' over a bar of the share verified, and a line with
 * what remains (waiting for verification, to submit, rejected, not uploaded yet).
 */
export function ChecklistProgress({
  requiredKinds,
  documents,
}: {
  requiredKinds: readonly DocumentKind[];
  documents: readonly StudentDocument[];
}) {
  const { t } = useTranslation();
  const counts = checklistCounts(requiredKinds, documents);
  const percent = counts.total === 0 ? 0 : Math.round((counts.verified / counts.total) * 100);
  const remaining = [
    counts.pending > 0 && t('{{count}} documents waiting for verification', { count: counts.pending }),
    counts.draft > 0 && t('{{count}} drafts to submit', { count: counts.draft }),
    counts.rejected > 0 && t('{{count}} rejected', { count: counts.rejected }),
    counts.missing > 0 && t('{{count}} not uploaded yet', { count: counts.missing }),
  ].filter(Boolean);
  return (
    <Stack gap={6}>
      <Text fw={600}>
        {t('{{verified}} of {{total}} verified', { verified: counts.verified, total: counts.total })}
      </Text>
      <Progress value={percent} color="green" size="lg" aria-label={t('Documents verified')} />
      <Text size="sm" c="dimmed">
        {remaining.length > 0 ? `${remaining.join(', ')}.` : t('Every document on your checklist is verified.')}
      </Text>
    </Stack>
  );
}
