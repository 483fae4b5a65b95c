import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Subject } from '../../../shared/exams/question-bank';
import { checkAuthoredContent } from '../../../shared/item-bank/check-content';
import type { ImportProblem, ItemFormat } from '../../../shared/item-bank/schemas';
import type { QuestionContent } from '../../../shared/items/registry';
import type { Database } from '../../db/client';
import { listSharedBankItems } from '../exams/service';
import type { WrittenFile } from './formats/types';
import { writeItemFile } from './formats/write-item-file';
import { authoredItems, authoredItemVersions } from './tables';

/** What to export: the format, whose items, and optionally only one subject or one item type. */
export interface ExportSelection {
  format: ItemFormat;
  /** `mine`: the owner's authored items; `shared`: the shared bank's active items. */
  scope: 'mine' | 'shared';
  /** The instructor whose items `mine` means. */
  ownerId?: string;
  subject?: Subject;
  itemType?: string;
}

/** The reason given for a case study's items: the formats have no place for its chart and steps. */
const CASE_STUDY_SKIPPED =
  'it belongs to a case study, whose chart and six linked steps the interchange formats cannot carry.';

/**
 * The candidate items of a selection, with what is skipped before writing (and why).
 * `mine`: the working version of each of her units that is not retired (draft, in review,
 * approved or active) and that `checkAuthoredContent` accepts today (items written before a rule
 * tightened are skipped with its reasons); case studies are skipped. `shared`: every active item
 * of the shared bank (`listSharedBankItems`), the items of its case studies skipped.
 */
async function selectItems(
  db: Database,
  selection: ExportSelection,
): Promise<{ items: QuestionContent[]; skipped: ImportProblem[] }> {
  const items: QuestionContent[] = [];
  const skipped: ImportProblem[] = [];
  if (selection.scope === 'shared') {
    for (const { item, caseStudyId } of await listSharedBankItems(db)) {
      if (caseStudyId) skipped.push({ question: `item "${item.id}"`, reason: CASE_STUDY_SKIPPED });
      else items.push(item);
    }
  } else {
    const rows = await db
      .select({ id: authoredItems.id, title: authoredItems.title, content: authoredItemVersions.content })
      .from(authoredItems)
      .innerJoin(
        authoredItemVersions,
        and(eq(authoredItemVersions.itemId, authoredItems.id), eq(authoredItemVersions.version, authoredItems.version)),
      )
      .where(
        and(
          eq(authoredItems.ownerId, selection.ownerId ?? ''),
          ne(authoredItems.status, 'retired'),
          isNull(authoredItems.retiredAt),
        ),
      )
      .orderBy(asc(authoredItems.createdAt), asc(authoredItems.id));
    for (const row of rows) {
      const question = `item "${row.id}" ("${row.title.slice(0, 60)}")`;
      if (row.content.kind !== 'item') {
        skipped.push({ question, reason: CASE_STUDY_SKIPPED });
        continue;
      }
      const checked = checkAuthoredContent(row.content);
      if (!checked.ok) skipped.push({ question, reason: checked.problems.join(' ') });
      else if (checked.content.kind === 'item') items.push(checked.content.item);
    }
  }
  const chosen = items.filter(
    (item) =>
      (!selection.subject || item.subject === selection.subject) &&
      (!selection.itemType || item.itemType === selection.itemType),
  );
  return { items: chosen, skipped };
}

/**
 * Writes a selection of items as a file in `format` (issue 28 item 4): GIFT, Moodle XML or a QTI 3
 * package, through the formats' `writeItemFile`, each type in the richest form the format has.
 * `mine` is her own items' working versions that pass today's checks (draft, in review, approved
 * and active alike: it is her bank to take elsewhere); `shared` is the shared bank's active items.
 * Case studies are not exported. Returns the file, with every item skipped (by the selection's
 * rules or because the format cannot carry it) and why, and the number of items written.
 */
export async function exportItems(
  db: Database,
  selection: ExportSelection,
): Promise<{ file: WrittenFile; written: number; skipped: ImportProblem[] }> {
  const { items, skipped } = await selectItems(db, selection);
  const baseName = selection.scope === 'shared' ? 'nightingale-shared-bank' : 'nightingale-my-items';
  const file = await writeItemFile(selection.format, items, baseName);
  return { file, written: items.length - file.skipped.length, skipped: [...skipped, ...file.skipped] };
}
