import { and, eq, isNull } from 'drizzle-orm';
import { msg } from '../../../shared/i18n/msg';
import { type CheckedContent, readAuthoredContent } from '../../../shared/item-bank/check-content';
import type { ImportProblem, ImportReport } from '../../../shared/item-bank/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { plainFileName } from '../files/service';
import { createDraftUnits } from './create-drafts';
import { ItemFileError } from './formats/types';
import { readImportFile } from './read-import';
import { itemImports } from './tables';

/** The 404 of an import that does not exist or is another's. */
const importNotFound = () =>
  new AppError('import_not_found', {
    status: 404,
    message: msg('This import does not exist or is not yours. Upload the file again.'),
  });

/** Import ids are UUIDs; any other id names no import (404, not a database error). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A flaw as the report lists it: without the checker's "The item: " (the report's line names the item). */
const toFixText = (flaw: string) => flaw.replace(/^The item: /, '');

/**
 * A report's line for an item: its label, type, subject, the stem's first 120 characters, and the
 * item-writing flaws to fix before review (empty when none).
 */
function reportItem(label: string, content: CheckedContent, flaws: readonly string[]): ImportReport['items'][number] {
  const item = content.kind === 'item' ? content.item : content.questions[0];
  return {
    label,
    itemType: content.kind === 'item' ? content.item.itemType : 'case-study',
    title: (item?.stem ?? '').replace(/\s+/g, ' ').trim().slice(0, 120),
    subject: item?.subject ?? 'Fundamentals of Nursing',
    toFix: flaws.map(toFixText),
  };
}

/**
 * Reads an uploaded item file into a report, nothing added to any bank (issue 28 item 4): the file
 * through `readImportFile` (GIFT, Moodle XML, QTI 3 package, JSON, CSV), then every question read
 * through `readAuthoredContent`: those the item schema refuses become problems (the question's
 * label, its problems in one sentence) beside the reader's own; the rest are units, each listed with
 * the item-writing flaws (`itemContentFlaws`) to fix before review, for a school's bank rarely
 * meets every rule (the readers' defaults, "Imported from FILE" and "Rationale to be written.",
 * are flaws themselves). Such drafts cannot be submitted until an edit fixes them. The command-line
 * import into the shared bank stays strict. The
 * report is kept in `item_imports` for its owner to accept or discard; a file with no question
 * mapped still gives a report. Throws 400 `import_file_invalid` with the reader's sentence for a
 * file that cannot be read at all (nothing stored).
 */
export async function createImport(
  db: Database,
  ownerId: string,
  upload: { fileName: string; bytes: Buffer },
): Promise<ImportReport> {
  const fileName = plainFileName(upload.fileName);
  let read: Awaited<ReturnType<typeof readImportFile>>;
  try {
    read = await readImportFile(fileName, upload.bytes);
  } catch (error) {
    if (error instanceof ItemFileError) {
      throw new AppError('import_file_invalid', { status: 400, message: error.message });
    }
    throw error;
  }
  const units: { label: string; content: CheckedContent }[] = [];
  const items: ImportReport['items'] = [];
  const problems: ImportProblem[] = [...read.problems];
  for (const { label, raw } of read.candidates) {
    const checked = readAuthoredContent({ kind: 'item', item: raw });
    if (!checked.ok) {
      problems.push({ question: label, reason: checked.problems.join(' ') });
      continue;
    }
    units.push({ label, content: checked.content });
    items.push(reportItem(label, checked.content, checked.flaws));
  }
  const [row] = await db
    .insert(itemImports)
    .values({ ownerId, fileName, format: read.format, units, problems })
    .returning({ id: itemImports.id });
  if (!row) throw new Error('the import was not stored');
  return {
    importId: row.id,
    fileName,
    format: read.format,
    items,
    problems,
  };
}

/**
 * Accepts an import's report (issue 28 item 4): its units become drafts in the owner's bank
 * (`createDraftUnits`, noted "Imported from FILE"), once; those with flaws stay drafts until edited
 * (submit checks them). Returns how many were added and their
 * ids. Throws 404 `import_not_found` when the import does not exist or is another's, 409
 * `import_already_accepted` when it was accepted before (nothing added again).
 */
export async function acceptImport(
  db: Database,
  ownerId: string,
  importId: string,
): Promise<{ added: number; itemIds: string[] }> {
  if (!UUID.test(importId)) throw importNotFound();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(itemImports)
      .set({ acceptedAt: new Date() })
      .where(and(eq(itemImports.id, importId), eq(itemImports.ownerId, ownerId), isNull(itemImports.acceptedAt)))
      .returning({ fileName: itemImports.fileName, units: itemImports.units });
    if (!claimed) {
      const [existing] = await tx
        .select({ id: itemImports.id })
        .from(itemImports)
        .where(and(eq(itemImports.id, importId), eq(itemImports.ownerId, ownerId)));
      if (!existing) throw importNotFound();
      throw new AppError('import_already_accepted', {
        status: 409,
        message: msg('This import was already accepted: its items are drafts in your item bank.'),
      });
    }
    const itemIds = await createDraftUnits(
      tx,
      ownerId,
      claimed.units as { label: string; content: CheckedContent }[],
      `Imported from ${claimed.fileName}`,
    );
    return { added: itemIds.length, itemIds };
  });
}

/**
 * Discards an import (issue 28 item 4): its report is deleted; drafts it added (when accepted)
 * stay. Throws 404 `import_not_found` when it does not exist or is another's.
 */
export async function discardImport(db: Database, ownerId: string, importId: string): Promise<void> {
  if (!UUID.test(importId)) throw importNotFound();
  const deleted = await db
    .delete(itemImports)
    .where(and(eq(itemImports.id, importId), eq(itemImports.ownerId, ownerId)))
    .returning({ id: itemImports.id });
  if (deleted.length === 0) throw importNotFound();
}
