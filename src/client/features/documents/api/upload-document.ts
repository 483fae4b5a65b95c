import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../../../shared/documents/document-kinds';
import type { StudentDocument } from '../../../../shared/documents/documents';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';

/** What an upload needs: the checklist entry, the file picked, and who hears the progress (whole percent, 0 to 100). */
export interface UploadDocumentInput {
  kind: DocumentKind;
  file: File;
  onProgress?: (percent: number) => void;
}

/**
 * Uploads `file` to the one file store (POST /api/files?purpose=document, spec §5: PDF, JPEG/JPG,
 * PNG, DOC/DOCX, at most 10 MB, checked by content), then attaches it as the student's `kind`
 * document: PUT /api/documents/:kind/file { fileId }. Resolves to the document, now a draft (a
 * replaced file is deleted by the server). Throws ApiError: 413 too large (before anything is sent
 * when over 10 MB), 400 empty or not an accepted type, 400 DOCUMENT_NOT_ON_LIST or
 * DOCUMENT_FILE_NOT_FOUND, 404 unknown kind, 409 DOCUMENT_VERIFIED_LOCKED.
 */
export async function uploadDocument({ kind, file, onProgress }: UploadDocumentInput): Promise<StudentDocument> {
  const stored = await uploadFile(file, 'document', onProgress);
  const answer = await apiRequest<{ document: StudentDocument }>(`/documents/${encodeURIComponent(kind)}/file`, {
    method: 'PUT',
    body: { fileId: stored.id },
  });
  return answer.document;
}

/** Uploads and attaches a document, then refreshes the documents (the queue too) and the timeline, after a refusal too. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => invalidateQueries(queryClient, queryKeys.documents, queryKeys.tracking),
  });
}
