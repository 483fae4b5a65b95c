import type { ImportProblem, ItemFormat } from '../../../../shared/item-bank/schemas';
import type { QuestionContent } from '../../../../shared/items/registry';

/**
 * The contract of the interchange formats (issue 28 item 4; README "Item bank formats"). Each
 * format is a pair of pure functions in its own folder (`gift/`, `moodle-xml/`, `qti3/`):
 * `read...(fileName, bytes)` and `write...(items)`. `read-item-file.ts` picks the reader by the
 * file's extension and content; `write-item-file.ts` the writer by format.
 */

/**
 * One question read from a file, mapped to a Nightingale item. Fields the format does not carry
 * are given defaults the author edits before review (subject from the category when it names one,
 * else "Fundamentals of Nursing"; topic the category's last part or "Imported"; difficulty "medium";
 * the client-needs category "Safety and Infection Prevention and Control"; exams ["rn"]; reference "Imported from
 * FILE"; explanation the question's feedback, or "Rationale to be written.").
 * `label` says where it is: `question 3 "Heart rate" (category Pharmacology)`.
 * The item's `id` is a placeholder: the importer gives ids of its own.
 */
export interface ReadQuestion {
  label: string;
  item: QuestionContent;
}

/** What a reader makes of a file: the questions it could map, and each one it could not, with the reason. */
export interface ReadResult {
  format: ItemFormat | 'json' | 'csv';
  questions: ReadQuestion[];
  problems: ImportProblem[];
}

/**
 * A file that cannot be read at all (not a zip, a zip bomb, a manifest naming a path outside the
 * package, XML with a DTD or entities, not UTF-8...): the importer answers 400 `import_file_invalid`
 * with this message and adds nothing.
 */
export class ItemFileError extends Error {
  override name = 'ItemFileError';
}

/** A file written by an exporter, with the items it could not carry (and why). */
export interface WrittenFile {
  fileName: string;
  contentType: string;
  body: Buffer;
  skipped: ImportProblem[];
}

/** Limits on what a reader opens (README "Item bank formats"): a file, a zip's entries and their unpacked size. */
export const IMPORT_LIMITS = {
  /** The largest file accepted, in bytes (10 MB). */
  fileBytes: 10 * 1024 * 1024,
  /** The most entries a QTI package may hold. */
  zipEntries: 2000,
  /** The most bytes a QTI package may unpack to (50 MB), counted as it unpacks, not as the zip claims. */
  unpackedBytes: 50 * 1024 * 1024,
  /** The most questions one file may hold. */
  questions: 2000,
} as const;
