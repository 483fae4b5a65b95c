import type { DocumentKind } from '../../../../shared/documents/document-kinds';

/**
 * Where the student reads their own document's file: GET /api/documents/:kind/file (the file with
 * a safe Content-Disposition; 404 when they have no such document). Opened in a new tab.
 */
export function documentFileHref(kind: DocumentKind): string {
  return `/api/documents/${encodeURIComponent(kind)}/file`;
}
