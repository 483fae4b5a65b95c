import {
  CLIENT_NEEDS,
  type ClientNeed,
  DIFFICULTIES,
  type Difficulty,
  EXAMS,
  type ExamId,
  SUBJECTS,
  type Subject,
} from '../../../../../shared/exams/question-bank';
import type { QuestionContent } from '../../../../../shared/items/registry';

/**
 * Nightingale's own fields that the formats have no field for, carried in each format's native
 * place (docs/item-formats.md "What carries Nightingale's fields"): a GIFT comment line, Moodle's
 * category, `<idnumber>` and tags, QTI's item attributes. Read loosely: a value out of its list is
 * ignored and the default applies.
 */
export interface NightingaleFields {
  id?: string;
  subject?: Subject;
  topic?: string;
  difficulty?: Difficulty;
  clientNeeds?: ClientNeed;
  exams?: ExamId[];
  reference?: string;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when `value` is a valid Nightingale item id ("fund-001"). */
export const isItemId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 64 && ID.test(value);

const textOf = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.trim().length <= max ? value.trim() : undefined;

/** The subject named by `value` (case ignored), if any. */
export function subjectNamed(value: unknown): Subject | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return SUBJECTS.find((subject) => subject.toLowerCase() === wanted);
}

/** The valid fields of a loosely read object (a parsed JSON comment, tags), the rest dropped. */
export function pickNightingaleFields(raw: Record<string, unknown>): NightingaleFields {
  const fields: NightingaleFields = {};
  if (isItemId(raw.id)) fields.id = raw.id;
  const subject = subjectNamed(raw.subject);
  if (subject) fields.subject = subject;
  const topic = textOf(raw.topic, 120);
  if (topic) fields.topic = topic;
  if (DIFFICULTIES.includes(raw.difficulty as Difficulty)) fields.difficulty = raw.difficulty as Difficulty;
  if (CLIENT_NEEDS.includes(raw.clientNeeds as ClientNeed)) fields.clientNeeds = raw.clientNeeds as ClientNeed;
  if (Array.isArray(raw.exams)) {
    const exams = EXAMS.filter((exam) => (raw.exams as unknown[]).includes(exam));
    if (exams.length > 0) fields.exams = exams;
  }
  const reference = textOf(raw.reference, 300);
  if (reference) fields.reference = reference;
  return fields;
}

/** The fields of `item` a format carries beside its question (id included). */
export function nightingaleFieldsOf(item: QuestionContent): Required<Omit<NightingaleFields, 'exams'>> & {
  exams?: ExamId[];
} {
  return {
    id: item.id,
    subject: item.subject,
    topic: item.topic,
    difficulty: item.difficulty,
    clientNeeds: item.clientNeeds,
    ...(item.exams ? { exams: item.exams } : {}),
    reference: item.reference,
  };
}

/**
 * Subject and topic from a category path's parts, like ["$course$", "Pharmacology", "Heart
 * failure"]: the subject is a part naming a SUBJECT (case ignored), the topic the last part that
 * is not a `$...$` placeholder or "top".
 */
export function fieldsFromCategoryParts(parts: string[]): NightingaleFields {
  const segments = parts
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && !/^\$.*\$$/.test(segment) && segment.toLowerCase() !== 'top');
  const fields: NightingaleFields = {};
  for (const segment of segments) {
    const subject = subjectNamed(segment);
    if (subject) fields.subject = subject;
  }
  const last = segments.at(-1);
  if (last && last.length <= 120) fields.topic = last;
  return fields;
}

/** Subject and topic from a GIFT category path like "$course$/Pharmacology/Heart failure" (see fieldsFromCategoryParts). */
export function fieldsFromCategory(path: string | null): NightingaleFields {
  return path ? fieldsFromCategoryParts(path.split('/')) : {};
}
