import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../testing/reference-data';
import { readGift } from './read-gift';

const golden = (name: string) => readFileSync(referenceData('gift/gift-pegjs', name));
const moodle = (name: string) => readFileSync(referenceData('gift/moodle', name));
const gift = (text: string) => readGift('test.gift', Buffer.from(text, 'utf8'));
const reasons = (result: ReturnType<typeof readGift>) => result.problems.map((problem) => problem.reason);

describe('reading GIFT: gift-pegjs golden files', () => {
  const files = readdirSync(referenceData('gift/gift-pegjs')).filter((name) => name.endsWith('.gift'));

  it('reads all 51 golden files without a crash, accounting for every question as an item or a problem', () => {
    expect(files).toHaveLength(51);
    for (const file of files) {
      const expected = JSON.parse(
        readFileSync(referenceData('gift/gift-pegjs', file.replace(/\.gift$/, '.json')), 'utf8'),
      );
      const questions = (expected as { type: string }[]).filter((question) => question.type !== 'Category');
      const result = readGift(file, golden(file));
      expect(result.questions.length + result.problems.length, file).toBe(questions.length);
    }
  });

  it('multipleAnswersFloat.gift: +33.33333% keys and -100% distractors follow the +/- rule: select all that apply, keys A, B, D', () => {
    const result = readGift('multipleAnswersFloat.gift', golden('multipleAnswersFloat.gift'));
    expect(result.problems).toEqual([]);
    expect(result.questions[0]?.item).toMatchObject({
      itemType: 'select-all-that-apply',
      stem: 'Select all of the options below which name a continent:',
      options: ['Africa', 'Asia', 'China', 'Antarctica', 'America'],
      correctAnswers: [0, 1, 3],
      subject: 'Fundamentals of Nursing',
      topic: 'Imported',
      difficulty: 'medium',
      clientNeeds: 'Safety and Infection Prevention and Control',
      exams: ['rn'],
      reference: 'Imported from multipleAnswersFloat.gift',
      explanation: 'Rationale to be written.',
    });
  });

  it('mc1.gift: multiple choice with three options is a problem naming the four Nightingale needs', () => {
    const result = readGift('mc1.gift', golden('mc1.gift'));
    expect(result.questions).toEqual([]);
    expect(result.problems).toEqual([
      {
        question: 'question 1 "Who\'s buried in Grant\'s tomb?"',
        reason: "multiple choice with 3 options: Nightingale's multiple-choice items have exactly 4 options.",
      },
    ]);
  });

  it('numerical1.gift: a whole-number answer is a calculation; a negative, a range or three decimals are problems', () => {
    const result = readGift('numerical1.gift', golden('numerical1.gift'));
    expect(result.questions[0]?.item).toMatchObject({
      itemType: 'calculation',
      stem: 'When was Ulysses S. Grant born?',
      answer: 1822,
      decimals: 0,
      unit: 'unit to be set',
    });
    expect(reasons(result)).toContain(
      'As calculation: answer must be greater than 0: a dose, a rate or a volume is not negative.',
    );
    expect(reasons(result)).toContain('the answer 3.1415 has more than 2 decimals: a calculation rounds to 0, 1 or 2.');
    expect(reasons(result)).toContain('a range low..high has no single answer: write the answer with a tolerance.');
  });

  it('matching1.gift: matching maps to matrix multiple choice, and a matrix too small or too wide is a problem saying why', () => {
    expect(reasons(readGift('matching1.gift', golden('matching1.gift')))).toEqual([
      'As matrix-multiple-choice: rows must hold 4 to 10 texts.',
      'As matrix-multiple-choice: columns must hold 2 to 3 texts.',
    ]);
  });

  it('category1.gift: a category alone adds nothing and reports nothing', () => {
    expect(readGift('category1.gift', golden('category1.gift'))).toEqual({
      format: 'gift',
      questions: [],
      problems: [],
    });
  });

  it('true/false, essay and description have no NCLEX item type', () => {
    expect(reasons(readGift('tf1.gift', golden('tf1.gift')))).toEqual([
      'true/false has no NCLEX item type (multiple choice needs exactly 4 options).',
    ]);
    expect(reasons(readGift('essay1.gift', golden('essay1.gift')))).toEqual([
      'essay has no NCLEX item type (Nightingale scores every item automatically).',
    ]);
    expect(reasons(readGift('description1.gift', golden('description1.gift')))[0]).toBe(
      'a description is not a question: nothing to import.',
    );
  });
});

describe("reading GIFT: Moodle's fixtures", () => {
  it('questions.gift.txt: every question is reported by name; the one gift-pegjs cannot parse does not stop the rest', () => {
    const result = readGift('questions.gift.txt', moodle('questions.gift.txt'));
    expect(result.questions).toEqual([]);
    expect(result.problems.map((problem) => problem.question)).toEqual([
      'question 1 "Q8"',
      'question 2 "Moodle activities"',
      'question 3 "Q2"',
      'question 4 "colours"',
      'question 5',
      'question 6 "Shortanswer"',
      'question 7 "Q1"',
      'question 8 "2-08 TSL"',
      'question 9 "2-08 TSL"',
    ]);
    expect(result.problems[3]?.reason).toBe('As select-all-that-apply: options must hold 5 to 10 texts.');
    expect(result.problems[4]?.reason).toMatch(/^GIFT syntax error \(line 31\): /);
  });

  it('questions_in_category.gift.txt: $CATEGORY sets the topic; the four-option question maps to multiple choice', () => {
    const result = readGift('questions_in_category.gift.txt', moodle('questions_in_category.gift.txt'));
    expect(result.questions).toHaveLength(1);
    expect(result.questions[0]?.label).toBe('question 2 "Greeting" (category Default for New Features)');
    expect(result.questions[0]?.item).toMatchObject({ itemType: 'multiple-choice', topic: 'Default for New Features' });
  });

  it("qtype_ordering's GIFT extension {>...} is reported, not crashed on", () => {
    const result = readGift('testexport.gift.txt', moodle('qtype_ordering.testexport.gift.txt'));
    expect(result.questions).toEqual([]);
    expect(result.problems).toEqual([
      {
        question: 'question 1 "Moodle"',
        reason:
          "Moodle's ordering extension {>...} is not GIFT that Nightingale reads: export the question as Moodle XML, where ordering maps to ordered response.",
      },
    ]);
  });
});

describe('reading GIFT: mapping rules', () => {
  const fiveOptions = (weights: string[]) =>
    `::Q:: Which apply? {\n${weights.map((w, i) => `~${w}option ${i}`).join('\n')}\n}`;

  it('weights other than the +/- rule are a problem that says so', () => {
    const result = gift(fiveOptions(['%50%', '%25%', '%25%', '%0%', '%0%']));
    expect(reasons(result)[0]).toMatch(
      /^weights other than the \+\/- rule: each of the 3 right answers must be worth 33.33333%/,
    );
  });

  it('keys at +100/N and distractors at 0 are select N when the stem says "Select N."', () => {
    const result = gift(
      '::Q:: Which two actions should the nurse take? Select 2. {\n~%50%a\n~%50%b\n~%0%c\n~%0%d\n~%0%e\n}',
    );
    expect(result.questions[0]?.item).toMatchObject({ itemType: 'select-n', n: 2, correctAnswers: [0, 1] });
  });

  it('a category naming a subject sets the subject, its last part the topic; a valid ::title:: is the id', () => {
    const result = gift(
      '$CATEGORY: $course$/pharmacology/Heart failure\n\n::pharm-hf-001:: Which drug? {\n=a\n~b\n~c\n~d\n####Because a.\n}',
    );
    expect(result.questions[0]?.item).toMatchObject({
      id: 'pharm-hf-001',
      subject: 'Pharmacology',
      topic: 'Heart failure',
      explanation: 'Because a.',
      correctAnswer: 0,
    });
    expect(result.questions[0]?.label).toBe('question 1 "pharm-hf-001" (category pharmacology/Heart failure)');
  });

  it('the per-answer feedback, joined, is the rationale when there is no general feedback', () => {
    const result = gift('::Q:: Which? {\n=a#Right, a.\n~b#Wrong, b.\n~c\n~d\n}');
    expect(result.questions[0]?.item.explanation).toBe('Right, a.\nWrong, b.');
  });

  it('decodes escapes in a matching answer, which gift-pegjs leaves encoded', () => {
    const result = gift(
      '::Q:: Classify. {\n=a -> Expected\\: monitor\n=b -> Act\n=c -> Act\n=d -> Expected\\: monitor\n}',
    );
    expect(result.questions[0]?.item).toMatchObject({
      columns: ['Expected: monitor', 'Act'],
      correctAnswers: [0, 1, 1, 0],
    });
  });

  it('a blank line inside an open {...} keeps the question whole (gift-pegjs refuses it: one problem, at its line)', () => {
    const result = gift('// a note\n\n::Q:: Which? {\n=a\n\n~b\n~c\n~d\n}\n\n::R:: Which? {=a ~b ~c ~d}');
    expect(result.problems).toEqual([
      { question: 'question 1', reason: expect.stringMatching(/^GIFT syntax error \(line 4\): Expected "}"/) },
    ]);
    expect(result.questions.map((question) => question.label)).toEqual(['question 2 "R"']);
  });

  it('refuses a file that is not UTF-8', () => {
    expect(() => readGift('latin1.gift', Buffer.from([0x51, 0xe9, 0x3f]))).toThrow('latin1.gift is not UTF-8 text');
  });
});
