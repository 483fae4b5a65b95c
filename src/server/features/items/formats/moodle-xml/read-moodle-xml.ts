import { buildReadQuestion, questionLabel, ReadCollector } from '../common/build-item';
import { decodeUtf8 } from '../common/file-text';
import { fieldsFromCategoryParts, isItemId } from '../common/nightingale-fields';
import { parseXmlSafely } from '../common/safe-xml';
import { ItemFileError, type ReadResult } from '../types';
import { answerFeedback, mapMoodleQuestion } from './moodle-mapping';
import {
  attribute,
  child,
  children,
  MOODLE_ARRAYS,
  type MoodleNode,
  ownText,
  rawField,
  tagsOf,
  textField,
} from './moodle-nodes';
import { readTags, splitReference } from './moodle-tags';

/** Moodle writes "/" inside a category name as "//": the path's parts, unescaped. */
export function categoryParts(path: string): string[] {
  return path.split(/(?<!\/)\/(?!\/)/).map((part) => part.replace(/\/\//g, '/'));
}

/**
 * Reads a Moodle XML file (`<quiz><question type="...">`; Moodle docs "Moodle XML format"): each
 * question mapped by `mapMoodleQuestion`, with the subject and topic of the current
 * `type="category"` path, the id from `<idnumber>`, difficulty, client needs, exams and type hints
 * from its tags, the rationale from `<generalfeedback>` (else the answers' feedback joined) less its
 * last "Reference: ..." paragraph, which is the reference. One bad question is a problem; the
 * others are read. Throws ItemFileError for a file that is not UTF-8, declares a DTD or entities,
 * is not well-formed XML or has no `<quiz>`.
 */
export function readMoodleXml(fileName: string, bytes: Uint8Array): ReadResult {
  const text = decodeUtf8(fileName, bytes);
  const root = parseXmlSafely(fileName, text, { arrays: MOODLE_ARRAYS }) as MoodleNode;
  const quiz = child(root, 'quiz');
  if (!quiz) throw new ItemFileError(`${fileName} is not Moodle XML: it has no <quiz> element.`);
  const collector = new ReadCollector();
  let category: string | null = null;
  let position = 0;
  for (const question of children(quiz, 'question')) {
    const type = attribute(question, 'type') ?? '';
    if (type === 'category') {
      const path = ownText(child(question, 'category'));
      category = path;
      continue;
    }
    position += 1;
    const label = questionLabel({ position, title: textField(question, 'name') || null, category });
    collector.attempt(label, () => {
      const tags = readTags(tagsOf(question));
      const idnumber = rawField(question, 'idnumber').trim();
      const { explanation, reference } = splitReference(textField(question, 'generalfeedback'));
      const mapping = mapMoodleQuestion(question, type, tags.hints);
      const carried = {
        ...(category ? fieldsFromCategoryParts(categoryParts(category)) : {}),
        ...(isItemId(idnumber) ? { id: idnumber } : {}),
        ...tags.fields,
        ...(reference ? { reference: reference.slice(0, 300) } : {}),
      };
      const source = {
        fileName,
        position,
        title: textField(question, 'name') || null,
        category,
        stem: mapping.stem,
        explanation: explanation || answerFeedback(question),
      };
      return buildReadQuestion(source, mapping.result, carried);
    });
  }
  return { format: 'moodle-xml', questions: collector.questions, problems: collector.problems };
}
