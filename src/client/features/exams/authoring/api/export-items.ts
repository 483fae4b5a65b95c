import type { ItemFormat } from '../../../../../shared/item-bank/schemas';

/** Which items an export writes: her own (`mine`) or the shared bank's active items (`shared`). */
export type ExportScope = 'mine' | 'shared';

/** The formats as the page names them (README "Item bank formats"). */
export const EXPORT_FORMAT_LABELS: Record<ItemFormat, string> = {
  gift: 'GIFT (Moodle text)',
  'moodle-xml': 'Moodle XML',
  qti3: 'QTI 3.0 package (zip)',
};

/**
 * The address of GET /api/item-bank/export (issue 28 item 4) for a download link (`<a href download>`):
 * the server answers the file as an attachment (a GIFT text, a Moodle XML file or a QTI 3 zip), with
 * `X-Items-Skipped` the number of items it could not write. No component, no request: the browser
 * downloads it with the session cookie (instructors and admins; others get 403).
 */
export function exportHref(format: ItemFormat, scope: ExportScope = 'mine'): string {
  return `/api/item-bank/export?${new URLSearchParams({ format, scope })}`;
}
