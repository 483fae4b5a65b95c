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
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const problems: string[] = [];
  const items: AuthoredQuestion[] = [];
  const seen = new Map<string, string>();

  for (const name of names) {
    const path = join(folder, name);
    const file = relative(projectRoot, path);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message}).`);
      continue;
    }
    const parsedFile = questionBankFileSchema.safeParse(json);
    if (!parsedFile.success) {
      problems.push(`${file}: ${parsedFile.error.issues.map((issue) => issue.message).join(' ')}`);
      continue;
    }
    parsedFile.data.questions.forEach((raw, position) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const label = typeof rawId === 'string' ? `question "${rawId}"` : `question #${position + 1}`;
      const parsed = questionContentSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path.join('.') || '(item)';
          problems.push(`${file}: ${label}, field ${field}: ${issue.message}`);
        }
        return;
      }
      if (parsed.data.cjmmStep) {
        problems.push(
          `${file}: ${label}, field cjmmStep: only an item of a case study (content/case-studies) takes a step.`,
        );
        return;
      }
      const earlier = seen.get(parsed.data.id);
      if (earlier) {
        problems.push(`${file}: ${label}, field id: the id is already used in ${earlier}.`);
        return;
      }
      seen.set(parsed.data.id, file);
      items.push({ ...parsed.data, sourceFile: file });
    });
  }

  if (names.length === 0)
    problems.push(`${relative(projectRoot, folder) || folder}: no question files (*.json) found.`);
  if (problems.length > 0) {
    throw new QuestionBankError(`The question bank is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return items;
}
