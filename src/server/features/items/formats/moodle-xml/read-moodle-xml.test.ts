import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceData } from '../testing/reference-data';
import { ItemFileError } from '../types';
import { readMoodleXml } from './read-moodle-xml';

const fixture = (name: string) => readMoodleXml(name, readFileSync(referenceData('moodle-xml', name)));
const xml = (text: string) => readMoodleXml('test.xml', Buffer.from(text, 'utf8'));

/** A Moodle multichoice question with `answers` as [fraction, text]. */
const multichoice = (answers: [number, string][], single = true, extra = '') =>
  `<question type="multichoice"><name><text>Q</text></name><questiontext format="html"><text>Which one?</text></questiontext><single>${single}</single>${extra}${answers
    .map(([fraction, text]) => `<answer fraction="${fraction}" format="html"><text>${text}</text></answer>`)
    .join('')}</question>`;

describe("reading Moodle XML: Moodle's fixtures", () => {
  it('multichoice with <single>false and 50/50/0 fractions is select all that apply, keys London and Paris', () => {
    const result = fixture('qtype_multichoice.testquestion.moodle.xml');
    expect(result.problems).toEqual([]);
    expect(result.questions[0]?.item).toMatchObject({
      itemType: 'select-all-that-apply',
      stem: 'Find the capital cities in Europe.',
      options: ['Tokyo', 'Spain', 'London', 'Barcelona', 'Paris'],
      correctAnswers: [2, 4],
      explanation: 'Berlin, Paris and London',
      topic: 'Default for C1',
    });
  });

  it('matching maps to matrix multiple choice; with three rows it is a problem giving the matrix rule', () => {
    expect(fixture('qtype_match.testquestion.moodle.xml').problems).toEqual([
      {
        question: 'question 1 "matching-001" (category Test questions)',
        reason: 'As matrix-multiple-choice: rows must hold 4 to 10 texts.',
      },
    ]);
  });

  it('gapselect maps to a drop-down cloze: each gap a drop-down of its group, the gap number the key', () => {
    const result = fixture('qtype_gapselect.testquestion.moodle.xml');
    const options = ['cat', 'sat', 'mat', 'dog', 'table'];
    expect(result.questions[0]?.item).toMatchObject({
      itemType: 'drop-down-cloze',
      text: 'The {{0}} {{1}} on the {{2}}.',
      dropdowns: [
        { options, correctAnswer: 0 },
        { options, correctAnswer: 1 },
        { options, correctAnswer: 2 },
      ],
      explanation: 'The cat sat on the mat.',
    });
  });

  it('ordering maps to an ordered response in the order of its fractions, the idnumber the id', () => {
    const result = fixture('qtype_ordering.testquestion.moodle.xml');
    expect(result.questions[0]?.item).toMatchObject({
      id: 'dd1',
      itemType: 'ordered-response',
      options: ['Modular', 'Object', 'Oriented', 'Dynamic', 'Learning', 'Environment'],
      correctOrder: [0, 1, 2, 3, 4, 5],
    });
  });

  it('nested categories: each question is labelled with its category path (true/false and essay have no NCLEX type)', () => {
    const result = fixture('format_xml.nested_categories_with_questions.xml');
    expect(result.problems.map((problem) => problem.question)).toEqual([
      'question 1 "Iota Question" (category Iota)',
      'question 2 "Kappa Essay Question" (category Iota/Kappa)',
      'question 3 "Kappa Question" (category Iota/Kappa)',
      'question 4 "Lambda Question" (category Iota/Kappa/Lambda)',
      'question 5 "Mu Question" (category Iota/Mu)',
    ]);
  });

  it('nested categories give the topic (the last part) and the subject (a part naming one)', () => {
    const options: [number, string][] = [
      [100, 'a'],
      [0, 'b'],
      [0, 'c'],
      [0, 'd'],
    ];
    const result = xml(
      `<quiz><question type="category"><category><text>$course$/Pharmacology/Cardiac//renal</text></category></question>${multichoice(options)}</quiz>`,
    );
    expect(result.questions[0]?.item).toMatchObject({
      subject: 'Pharmacology',
      topic: 'Cardiac/renal',
      correctAnswer: 0,
    });
  });

  it('broken cloze: all five questions Moodle refuses are refused as problems', () => {
    expect(fixture('format_xml.broken_cloze_questions.xml').problems.map((problem) => problem.reason)).toEqual([
      'a cloze question without embedded answers: it has nothing to answer.',
      'part 1 (MULTICHOICE) has no choices.',
      'part 1 (MULTICHOICE) has only one choice.',
      'part 1 (MULTICHOICE) has no completely correct answer (one choice must be worth 100%).',
      'part 1 (NUMERICAL) has the answer "zero", which is not a number.',
    ]);
  });

  it('a cloze with a short-answer part is a problem; one of drop-downs only is a drop-down cloze', () => {
    expect(fixture('format_xml.multianswer.DERIVED-no-base64.xml').problems[0]?.reason).toBe(
      'part 5 (SHORTANSWER): only drop-down (MULTICHOICE) parts map, to a drop-down cloze.',
    );
    const result = xml(
      '<quiz><question type="cloze"><name><text>C</text></name><questiontext format="html"><text>&lt;p&gt;Complete it.&lt;/p&gt;&lt;p&gt;Give {1:MULTICHOICE:=oxygen#yes~water~food} first.&lt;/p&gt;</text></questiontext></question></quiz>',
    );
    expect(result.questions[0]?.item).toMatchObject({
      itemType: 'drop-down-cloze',
      stem: 'Complete it.',
      text: 'Give {{0}} first.',
      dropdowns: [{ options: ['oxygen', 'water', 'food'], correctAnswer: 0 }],
    });
  });

  it('invalid grades: the fraction 33 is refused as a problem, as Moodle refuses it', () => {
    expect(fixture('format_xml.error_invalid_grades.xml').problems).toEqual([
      {
        question: 'question 1 "Question with invalid grades : x > 1 & x < 2"',
        reason:
          'invalid grade 33: Moodle allows only its list of grades (100, 90, 83.33333, ... 5, 0 and their negatives).',
      },
    ]);
  });

  it('short answer and true/false have no NCLEX item type', () => {
    expect(fixture('qtype_shortanswer.testquestion.moodle.xml').problems[0]?.reason).toBe(
      'short answer has no NCLEX item type (only a numeric answer maps, to calculation).',
    );
    expect(fixture('qtype_truefalse.testquestion.moodle.xml').problems[0]?.reason).toBe(
      'true/false has no NCLEX item type (multiple choice needs exactly 4 options).',
    );
  });
});

describe('reading Moodle XML: one bad question, a bad file', () => {
  it('one bad question is a problem; the others are read', () => {
    const good: [number, string][] = [
      [100, 'a'],
      [0, 'b'],
      [0, 'c'],
      [0, 'd'],
    ];
    const result = xml(
      `<quiz>${multichoice([
        [100, 'a'],
        [0, 'b'],
      ])}${multichoice(good)}</quiz>`,
    );
    expect(result.problems).toHaveLength(1);
    expect(result.questions).toHaveLength(1);
    expect(result.questions[0]?.label).toBe('question 2 "Q"');
  });

  it('refuses a DTD and an external entity (XXE) before parsing: nothing is fetched', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><quiz><question type="essay"><name><text>&xxe;</text></name></question></quiz>';
    expect(() => xml(xxe)).toThrow(ItemFileError);
    expect(() => xml(xxe)).toThrow(
      'test.xml declares a DTD or entities (<!DOCTYPE or <!ENTITY), which Nightingale never reads',
    );
    expect(() => xml('<quiz><!ENTITY x "y"></quiz>')).toThrow(ItemFileError);
  });

  it('refuses malformed XML and XML that is not a Moodle quiz', () => {
    expect(() => xml('<quiz><question></quiz>')).toThrow(/^test.xml is not well-formed XML/);
    expect(() => xml('<html></html>')).toThrow('test.xml is not Moodle XML: it has no <quiz> element.');
  });
});
