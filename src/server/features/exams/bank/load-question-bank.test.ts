import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_NEEDS, SUBJECTS } from '../../../../shared/exams/question-bank';
import { buildQuestion } from '../../../testing/question-factory';
import { loadQuestionBank, QuestionBankError } from './load-question-bank';

const contentFolder = join(process.cwd(), 'content/questions');

describe('the authored sample bank (§3 "Question")', () => {
  it('keeps its 15 questions covering all six subjects, keys spread over A-D, inside the full bank', async () => {
    const bank = await loadQuestionBank(contentFolder);
    const sample = bank.filter((q) => q.sourceFile === 'content/questions/sample-bank.json');
    expect(sample).toHaveLength(15);
    expect(new Set(sample.map((q) => q.subject))).toEqual(new Set(SUBJECTS));
    for (const letter of [0, 1, 2, 3]) {
      expect(sample.filter((q) => 'correctAnswer' in q && q.correctAnswer === letter).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(sample.map((q) => q.difficulty))).toEqual(new Set(['medium', 'hard']));
    for (const question of sample) expect(CLIENT_NEEDS).toContain(question.clientNeeds);
  });
});

describe('loading content files', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'nightingale-content-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const write = (name: string, content: unknown) =>
    writeFile(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));
  const authored = (n: number, overrides: object = {}) => {
    const { sourceFile: _ignored, ...item } = buildQuestion(n);
    return { ...item, ...overrides };
  };

  it('loads valid files in name order and records where each question came from', async () => {
    await write('b.json', { questions: [authored(2)] });
    await write('a.json', { questions: [authored(1)] });
    const bank = await loadQuestionBank(folder, folder);
    expect(bank.map((q) => [q.id, q.sourceFile])).toEqual([
      ['test-001', 'a.json'],
      ['test-002', 'b.json'],
    ]);
  });

  it('stops with a message naming the file, the question and the field', async () => {
    await write('bank.json', { questions: [authored(1), authored(2, { options: ['only', 'three', 'options'] })] });
    const error = await loadQuestionBank(folder, folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuestionBankError);
    expect((error as Error).message).toContain(
      'bank.json: question "test-002", field options: options must hold exactly 4 texts.',
    );
  });

  it('names a question without an id by its position', async () => {
    const { id: _id, ...noId } = authored(1);
    await write('bank.json', { questions: [noId] });
    await expect(loadQuestionBank(folder, folder)).rejects.toThrow(
      'bank.json: question #1, field id: id must be text.',
    );
  });

  it('reports every problem at once: bad subject, key out of range, duplicate id, broken JSON', async () => {
    await write('one.json', { questions: [authored(1, { subject: 'Astronomy', correctAnswer: 4 })] });
    await write('two.json', { questions: [authored(2), authored(2)] });
    await write('three.json', '{ "questions": [');
    const message = await loadQuestionBank(folder, folder).catch((e: Error) => e.message);
    expect(message).toContain('one.json: question "test-001", field subject: subject must be one of:');
    expect(message).toContain(
      'one.json: question "test-001", field correctAnswer: correctAnswer must be 0 to 3 (the index of the key in options).',
    );
    expect(message).toContain('two.json: question "test-002", field id: the id is already used in two.json.');
    expect(message).toContain('three.json: not valid JSON');
  });

  it('refuses a folder without question files', async () => {
    await expect(loadQuestionBank(folder, folder)).rejects.toThrow('no question files (*.json) found');
  });
});
