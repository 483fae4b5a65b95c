import { describe, expect, it } from 'vitest';
import { questionContentSchema } from '../registry';
import { highlightArithmetic, highlightSum, highlightTermLines } from './highlight-arithmetic';
import { highlightTextKeyboard } from './keyboard';
import { highlightText } from './module';
import { parsePassage } from './passage';
import type { HighlightTextItem } from './schemas';

const passage =
  "Nurse's note, 0800: The client reports [[chest pressure]] radiating to the left arm. Skin is [[cool and clammy]]. " +
  '[[BP 88/50]], [[HR 72]] and regular, [[SpO2 97%]] on room air. The client [[ate all of breakfast]].';

const item = (overrides: Partial<HighlightTextItem> = {}): HighlightTextItem => ({
  id: 'ngn-hltext-900',
  itemType: 'highlight-text',
  stem: 'Highlight the findings that require immediate follow-up.',
  passage,
  correctAnswers: [0, 1, 2],
  explanation:
    '"Chest pressure" is correct because ... "Cool and clammy" is correct because ... "BP 88/50" is correct because ... ' +
    '"HR 72" is wrong because ... "SpO2 97%" is wrong because ... "Ate all of breakfast" is wrong because ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Acute coronary syndrome',
  difficulty: 'medium',
  clientNeeds: 'Physiological Adaptation',
  reference: 'AHA/ACC guideline for acute coronary syndromes 2025',
  ...overrides,
});

describe('highlight text: NCSBN +/- scoring', () => {
  it('the worked example: 3 keys, 2 keyed spans and 1 other highlighted = +1 +1 −1 = 1 of 3 points', () => {
    expect(highlightText.score(item(), { choices: [0, 2, 3] })).toEqual({ earned: 1, possible: 3 });
    const arithmetic = highlightArithmetic([0, 1, 2], [0, 2, 3]);
    expect(arithmetic).toEqual({
      terms: [
        { index: 0, points: 1 },
        { index: 2, points: 1 },
        { index: 3, points: -1 },
      ],
      missed: [1],
      earned: 1,
      possible: 3,
      floored: false,
    });
    expect(highlightSum(arithmetic)).toBe('+1 +1 −1 = 1 of 3 points');
  });

  it('earns every keyed span highlighted without others in full, in any order', () => {
    expect(highlightText.score(item(), { choices: [2, 0, 1] })).toEqual({ earned: 3, possible: 3 });
  });

  it('floors the item at 0 when more other spans than keys are highlighted', () => {
    expect(highlightText.score(item(), { choices: [0, 3, 4] })).toEqual({ earned: 0, possible: 3 });
    expect(highlightText.score(item(), { choices: [3, 4, 5] })).toEqual({ earned: 0, possible: 3 });
    expect(highlightSum(highlightArithmetic([0, 1, 2], [0, 3, 4]))).toBe('+1 −1 −1 = 0 of 3 points (never below 0)');
  });

  it('earns partial credit for some keys, and nothing for no answer', () => {
    expect(highlightText.score(item(), { choices: [1] })).toEqual({ earned: 1, possible: 3 });
    expect(highlightText.score(item(), null)).toEqual({ earned: 0, possible: 3 });
  });

  it('highlighting every span earns keys minus the others', () => {
    expect(highlightText.score(item(), { choices: [0, 1, 2, 3, 4, 5] })).toEqual({ earned: 0, possible: 3 });
    expect(highlightText.score(item({ correctAnswers: [0, 1, 2, 3] }), { choices: [0, 1, 2, 3, 4, 5] })).toEqual({
      earned: 2,
      possible: 4,
    });
  });
});

describe('highlight text: the arithmetic the result shows', () => {
  it('names each highlighted span and each missed key with what it added', () => {
    const names = ['chest pressure', 'cool and clammy', 'BP 88/50', 'HR 72'];
    expect(highlightTermLines(highlightArithmetic([0, 1, 2], [3, 0]), names)).toEqual([
      '+1 “chest pressure”: keyed, highlighted',
      '−1 “HR 72”: not keyed, highlighted',
      '0 “cool and clammy”: keyed, not highlighted',
      '0 “BP 88/50”: keyed, not highlighted',
    ]);
  });

  it('says nothing highlighted, and "point" for a single key', () => {
    expect(highlightSum(highlightArithmetic([1], []))).toBe('Nothing highlighted = 0 of 1 point');
    expect(highlightSum(highlightArithmetic([1], [1]))).toBe('+1 = 1 of 1 point');
  });
});

describe('highlight text: the passage markup', () => {
  it('splits the passage into text runs and spans numbered in order, brackets removed', () => {
    expect(parsePassage('A [[b]] c [[ d ]]')).toEqual({
      runs: [
        { kind: 'text', text: 'A ' },
        { kind: 'span', index: 0, text: 'b' },
        { kind: 'text', text: ' c ' },
        { kind: 'span', index: 1, text: 'd' },
      ],
    });
  });

  it('refuses broken markup with a sentence naming it', () => {
    expect(parsePassage('A [[b]] c [[d')).toEqual({ error: 'passage has a "[[" without its "]]".' });
    expect(parsePassage('A [[b]] c d]] [[e]]')).toEqual({ error: 'passage has a "]]" without a "[[" before it.' });
    expect(parsePassage('A [[b [[c]] d]] [[e]]')).toEqual({
      error: 'passage has a "[[" inside span 0 or a "[[" without its "]]".',
    });
    expect(parsePassage('A [[ ]] [[e]]')).toEqual({
      error: 'span 0 of the passage is empty: write the words to highlight inside [[...]].',
    });
    expect(parsePassage('Only [[one]] span.')).toEqual({
      error: 'passage must mark 2 to 10 spans as [[...]]; it marks 1.',
    });
    expect(parsePassage(Array.from({ length: 11 }, (_, i) => `[[s${i}]]`).join(' '))).toEqual({
      error: 'passage must mark 2 to 10 spans as [[...]]; it marks 11.',
    });
  });
});

describe('highlight text: what the browser sees and sends', () => {
  it('shows the passage as runs and spans, no keys, rationale or reference', () => {
    const view = highlightText.toView(item());
    expect(JSON.stringify(view)).not.toMatch(/correctAnswers|explanation|reference|\[\[/);
    expect(view.passage.filter((run) => run.kind === 'span').map((run) => run.text)).toEqual([
      'chest pressure',
      'cool and clammy',
      'BP 88/50',
      'HR 72',
      'SpO2 97%',
      'ate all of breakfast',
    ]);
    expect(view.passage.map((run) => run.text).join('')).toBe(passage.replace(/\[\[|\]\]/g, ''));
  });

  it('the solution lists the keys in order and every span by its text', () => {
    expect(highlightText.toSolution(item({ correctAnswers: [2, 0] }))).toMatchObject({
      correctAnswers: [0, 2],
      spans: ['chest pressure', 'cool and clammy', 'BP 88/50', 'HR 72', 'SpO2 97%', 'ate all of breakfast'],
    });
  });

  it('refuses a span the passage does not have, and answers of the wrong shape', () => {
    const view = highlightText.toView(item());
    expect(highlightText.checkResponse(view, { choices: [0, 6] })).toBe(
      'Span 6 does not exist: this passage has 6 spans to highlight, numbered 0 to 5.',
    );
    expect(highlightText.checkResponse(view, { choices: [5] })).toBeNull();
    const problem = (raw: unknown) => {
      const parsed = highlightText.responseSchema.safeParse(raw);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(problem({ choices: [] })).toBe('choices must hold at least one span; send null to clear the answer.');
    expect(problem({ choices: [1, 1] })).toBe('choices must not repeat a span.');
    expect(problem({ choices: [-1] })).toBe(
      'choices must list the zero-based indexes of the highlighted spans, like [0, 3].',
    );
    expect(problem([0, 1])).toBe('A highlight-text answer is {"choices": [span indexes]}.');
    expect(problem({ choices: [0], extra: 1 })).not.toBeNull();
  });
});

describe('highlight text: the content rules', () => {
  const problems = (raw: unknown) => {
    const parsed = questionContentSchema.safeParse(raw);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts 1 key or more among 2-10 spans, never every span, none that does not exist', () => {
    expect(problems(item())).toEqual([]);
    expect(problems(item({ correctAnswers: [4] }))).toEqual([]);
    expect(problems(item({ correctAnswers: [] }))).toEqual(['correctAnswers must hold at least 1 keyed span.']);
    expect(problems(item({ correctAnswers: [0, 1, 2, 3, 4, 5] }))).toEqual([
      'correctAnswers must leave at least one span that is not a key.',
    ]);
    expect(problems(item({ correctAnswers: [0, 6] }))).toEqual([
      'correctAnswers names a span the passage does not mark (spans are numbered from 0 in order).',
    ]);
    expect(problems(item({ passage: 'Only [[one]] span.', correctAnswers: [0] }))).toEqual([
      'passage must mark 2 to 10 spans as [[...]]; it marks 1.',
    ]);
  });

  it('requires a rationale for every span by its text, correct for keys and wrong for the others', () => {
    expect(highlightText.contentFlaws(item())).toEqual([]);
    expect(
      highlightText.contentFlaws(
        item({
          explanation:
            '“Chest pressure” is correct ... "cool and clammy" is correct ... "BP 88/50" is wrong ... "HR 72" is correct ... "SpO2 97%" is wrong ...',
        }),
      ),
    ).toEqual([
      'the explanation says “BP 88/50” is wrong, but span 2 is a key in correctAnswers.',
      'the explanation says “HR 72” is correct, but span 3 is not a key in correctAnswers.',
      'the explanation does not discuss span 5 (as in "“ate all of breakfast” is wrong because ...").',
    ]);
  });

  it('flags two spans with the same text and an absolute word only in spans that are not keys', () => {
    const twice = item({
      passage: 'Note: [[pain 8/10]] at 0800 and [[pain 8/10]] at 1000; the client [[never smoked]].',
      correctAnswers: [0],
      explanation: '"pain 8/10" is correct ... "never smoked" is wrong ...',
    });
    expect(highlightText.contentFlaws(twice)).toEqual([
      'spans 0 and 1 are both named "pain 8/10": the rationale names each span by its text, so make them different.',
      'the explanation says “pain 8/10” is correct, but span 1 is not a key in correctAnswers.',
      'span 2 (“never smoked”) uses the absolute word "never" and no key does: it cues the answer.',
    ]);
  });
});

describe('highlight text: what demos, tests, benchmarks and the keyboard rely on', () => {
  it('gives samples worth all the points, none and some, and a valid answer from the view alone', () => {
    const { samples } = highlightText;
    for (const highlight of [item(), item({ correctAnswers: [1, 4] }), item({ correctAnswers: [0, 1, 2, 3, 4] })]) {
      const possible = highlight.correctAnswers.length;
      expect(highlightText.score(highlight, samples.right(highlight))).toEqual({ earned: possible, possible });
      expect(highlightText.score(highlight, samples.wrong(highlight))).toEqual({ earned: 0, possible });
      const partly = samples.partlyRight ? highlightText.score(highlight, samples.partlyRight(highlight)).earned : 0;
      expect(partly).toBeGreaterThan(0);
      expect(partly).toBeLessThan(possible);
      const view = highlightText.toView(highlight);
      expect(highlightText.checkResponse(view, samples.any(view))).toBeNull();
    }
  });

  it('leaves the letter keys alone (spans have no letters) and toggles a clicked span in order', () => {
    expect(highlightTextKeyboard.parts(highlightText.toView(item()))).toBe(0);
    expect(highlightTextKeyboard.choose(null, 3)).toEqual({ choices: [3] });
    expect(highlightTextKeyboard.choose({ choices: [3] }, 0)).toEqual({ choices: [0, 3] });
    expect(highlightTextKeyboard.choose({ choices: [0, 3] }, 3)).toEqual({ choices: [0] });
    expect(highlightTextKeyboard.choose({ choices: [0] }, 0)).toBeNull();
  });
});
