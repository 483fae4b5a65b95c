import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  type QuestionContent,
  questionBankFileSchema,
  questionContentSchema,
} from '../../../../shared/exams/question-content';
import { projectRoot as defaultProjectRoot } from '../../../project-paths';

/**
 * A validated item of any type with the content file it came from (relative to the project root)
 * and, for an item of a case study, the case study's id and the item's place in it (0-5).
 */
export type AuthoredQuestion = QuestionContent & {
  sourceFile: string;
  groupId?: string;
  groupPosition?: number;
};

/** Thrown when a content file is unreadable or invalid; the message names file, question and field. */
export class QuestionBankError extends Error {
  override name = 'QuestionBankError';
}

/**
 * Reads every `*.json` file in `folder` (sorted by name) and validates each item with the shared
 * schema. Throws QuestionBankError listing every problem, each line naming the file, the question
 * (by id, or by position when the id is missing) and the field; ids must be unique across files.
 * Each item's `sourceFile` is its file's path relative to `projectRoot` (default: the project root,
 * wherever the process was started).
 */
export async function loadQuestionBank(folder: string, projectRoot = defaultProjectRoot): Promise<AuthoredQuestion[]> {
  const problems: string[] = [];
  const items: AuthoredQuestion[] = [];
  const seen = new Map<string, string>();
  const files = await readContentFiles(folder, projectRoot, problems);

  for (const { file, json } of files) {
    const parsedFile = questionBankFileSchema.safeParse(json);
    if (!parsedFile.success) {
      problems.push(`${file}: ${parsedFile.error.issues.map((issue) => issue.message).join(' ')}`);
      continue;
    }
    parsedFile.data.questions.forEach((raw, position) => {
      const parsed = parseAuthoredItem(raw, position, file, problems);
      if (!parsed) return;
      const label = `question "${parsed.id}"`;
      if (parsed.cjmmStep) {
        problems.push(
          `${file}: ${label}, field cjmmStep: only an item of a case study (content/case-studies) takes a step.`,
        );
        return;
      }
      const earlier = seen.get(parsed.id);
      if (earlier) {
        problems.push(`${file}: ${label}, field id: the id is already used in ${earlier}.`);
        return;
      }
      seen.set(parsed.id, file);
      items.push({ ...parsed, sourceFile: file });
    });
  }

  if (files.length === 0 && problems.length === 0)
    problems.push(`${relative(projectRoot, folder) || folder}: no question files (*.json) found.`);
  if (problems.length > 0) {
    throw new QuestionBankError(`The question bank is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return items;
}

/**
 * Every `*.json` file of `folder`, sorted by name, parsed, each with its path relative to
 * `projectRoot`; a file that is not JSON adds a problem naming it instead. A folder that does not
 * exist holds none when `optional`.
 */
export async function readContentFiles(
  folder: string,
  projectRoot: string,
  problems: string[],
  { optional = false } = {},
): Promise<{ file: string; json: unknown }[]> {
  const listing = optional ? readdir(folder).catch(() => [] as string[]) : readdir(folder);
  const names = (await listing).filter((name) => name.endsWith('.json')).sort();
  const files: { file: string; json: unknown }[] = [];
  for (const name of names) {
    const path = join(folder, name);
    const file = relative(projectRoot, path);
    try {
      files.push({ file, json: JSON.parse(await readFile(path, 'utf8')) });
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message}).`);
    }
  }
  return files;
}

/**
 * One authored item (the `position`-th of `file`) checked by its type's schema; null, with a
 * problem per issue naming the file, the item (by id, or by position) and the field, when it fails.
 */
export function parseAuthoredItem(
  raw: unknown,
  position: number,
  file: string,
  problems: string[],
): QuestionContent | null {
  const parsed = questionContentSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const rawId = (raw as { id?: unknown } | null)?.id;
  const label = typeof rawId === 'string' ? `question "${rawId}"` : `question #${position + 1}`;
  for (const issue of parsed.error.issues) {
    problems.push(`${file}: ${label}, field ${issue.path.join('.') || '(item)'}: ${issue.message}`);
  }
  return null;
}
