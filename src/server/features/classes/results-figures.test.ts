import { describe, expect, it } from 'vitest';
import { assignmentWindow, missedDueDate, myAssignmentState } from './assignment-window';
import { assignmentFigures, needsHelpFirst, type TakerItem, type TakerRecord } from './results-figures';

const item = (itemId: string, earned: number, overrides: Partial<TakerItem> = {}): TakerItem => ({
  itemId,
  itemType: 'multiple-choice',
  stem: `Stem ${itemId}`,
  clientNeed: 'Management of Care',
  cjmmStep: null,
  earned,
  possible: 1,
  ...overrides,
});
const taker = (
  userId: string,
  percent: number | null,
  items: TakerItem[],
  overrides: Partial<TakerRecord> = {},
): TakerRecord => ({
  userId,
  name: userId,
  status: percent === null ? 'not_started' : 'submitted',
  percent,
  submittedAt: percent === null ? null : new Date('2027-01-02T00:00:00Z'),
  missedDue: false,
  items,
  ...overrides,
});

describe('issue 28 item 5: a class’s figures for one assignment', () => {
  it('sums points by client need in the test plan’s order and by CJMM step in the model’s order', () => {
    const figures = assignmentFigures([
      taker('a', 75, [
        item('cs-1', 1, { cjmmStep: 'analyze cues', clientNeed: 'Physiological Adaptation' }),
        item('cs-2', 0, { cjmmStep: 'recognize cues' }),
        item('m-1', 2, { possible: 2 }),
      ]),
      taker('b', 50, [item('cs-1', 0, { cjmmStep: 'analyze cues', clientNeed: 'Physiological Adaptation' })]),
      taker('c', null, [item('ignored', 1)]),
    ]);
    expect(figures.byClientNeed).toEqual([
      { label: 'Management of Care', percent: 67, earned: 2, possible: 3 },
      { label: 'Physiological Adaptation', percent: 50, earned: 1, possible: 2 },
    ]);
    expect(figures.byCjmmStep.map((bar) => [bar.label, bar.percent])).toEqual([
      ['Recognize cues', 0],
      ['Analyze cues', 50],
    ]);
    expect(figures.items.map((row) => [row.itemId, row.takers, row.percentCorrect, row.pointBiserial])).toEqual([
      ['cs-2', 1, 0, null],
      ['cs-1', 2, 50, 1],
      ['m-1', 1, 100, null],
    ]);
  });

  it('needs help first: nothing submitted first, then the lowest mean, more missed due dates first on a tie', () => {
    const members = ['ana', 'ben', 'cy', 'dee'].map((userId) => ({ userId, name: userId }));
    const rows = needsHelpFirst(members, [
      taker('ana', 90, []),
      taker('ben', 40, []),
      taker('ben', 60, [], { missedDue: true }),
      taker('cy', 50, []),
      taker('dee', null, [], { missedDue: true }),
    ]);
    expect(rows.map((row) => [row.name, row.meanPercent, row.submitted, row.missedDue])).toEqual([
      ['dee', null, 0, 1],
      ['ben', 50, 2, 1],
      ['cy', 50, 1, 0],
      ['ana', 90, 1, 0],
    ]);
  });
});

describe('issue 28 item 5: an assignment’s window', () => {
  const window = { opensAt: new Date('2027-01-10T00:00:00Z'), dueAt: new Date('2027-01-17T00:00:00Z') };
  it('is upcoming before it opens, open to its due time inclusive, closed after', () => {
    expect(assignmentWindow(window, new Date('2027-01-09T23:59:59Z'))).toBe('upcoming');
    expect(assignmentWindow(window, window.dueAt)).toBe('open');
    expect(assignmentWindow(window, new Date('2027-01-17T00:00:01Z'))).toBe('closed');
  });
  it('a student’s state: done once submitted, overdue once closed without a submission', () => {
    expect(myAssignmentState(window, true, new Date('2027-02-01T00:00:00Z'))).toBe('done');
    expect(myAssignmentState(window, false, new Date('2027-02-01T00:00:00Z'))).toBe('overdue');
  });
  it('a missed due date: submitted late, or not submitted once it passed', () => {
    expect(missedDueDate(window.dueAt, new Date('2027-01-18T00:00:00Z'), new Date('2027-02-01T00:00:00Z'))).toBe(true);
    expect(missedDueDate(window.dueAt, new Date('2027-01-16T00:00:00Z'), new Date('2027-02-01T00:00:00Z'))).toBe(false);
    expect(missedDueDate(window.dueAt, null, new Date('2027-01-16T00:00:00Z'))).toBe(false);
    expect(missedDueDate(window.dueAt, null, new Date('2027-01-18T00:00:00Z'))).toBe(true);
  });
});
