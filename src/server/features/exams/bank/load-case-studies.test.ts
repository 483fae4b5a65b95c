import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartAtItem } from '../../../../shared/items/case-study-chart';
import { unfoldChart } from '../../../../shared/items/item-group';
import { buildCaseStudy, buildQuestion } from '../../../testing/question-factory';
import { loadAuthoredBank, loadCaseStudies } from './load-case-studies';

/** A case-study file as authored: the group without its file, six items without their place. */
function authoredFile(n: number) {
  const { group, items } = buildCaseStudy(n);
  const { sourceFile: _file, kind: _kind, ...caseStudy } = group;
  return {
    caseStudy,
    questions: items.map(({ sourceFile: _s, groupId: _g, groupPosition: _p, ...item }) => item),
  };
}

describe('loading case studies (docs/item-types.md, "Case studies")', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'nightingale-cases-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const write = (name: string, content: unknown) => writeFile(join(folder, name), JSON.stringify(content));

  it('reads each case study with its six items in place order, each knowing its case study', async () => {
    await write('a.json', authoredFile(1));
    const { groups, items } = await loadCaseStudies(folder, folder);
    expect(groups.map((group) => [group.id, group.kind, group.sourceFile])).toEqual([
      ['cs-test-1', 'case-study', 'a.json'],
    ]);
    expect(items.map((item) => [item.groupId, item.groupPosition, item.cjmmStep])).toEqual([
      ['cs-test-1', 0, 'recognize cues'],
      ['cs-test-1', 1, 'analyze cues'],
      ['cs-test-1', 2, 'prioritize hypotheses'],
      ['cs-test-1', 3, 'generate solutions'],
      ['cs-test-1', 4, 'take action'],
      ['cs-test-1', 5, 'evaluate outcomes'],
    ]);
  });

  it('refuses a case-study item whose id a stand-alone item already has', async () => {
    await write('a.json', authoredFile(1));
    const questions = join(folder, 'questions');
    await mkdir(questions);
    const { sourceFile: _file, ...item } = buildQuestion(1);
    await writeFile(join(questions, 'q.json'), JSON.stringify({ questions: [{ ...item, id: 'cs-test-1-2' }] }));
    const refusal = await loadAuthoredBank(questions, folder).catch((error: Error) => error.message);
    expect(refusal).toContain('question "cs-test-1-2", field id: the id is already used in');
  });

  it('holds no case studies when the folder does not exist', async () => {
    expect(await loadCaseStudies(join(folder, 'missing'), folder)).toEqual({ groups: [], items: [] });
  });

  it('refuses steps out of order, five items, two subjects and a repeated id, naming file, item and field', async () => {
    const swapped = authoredFile(1);
    const [first, second] = swapped.questions;
    if (!first || !second) throw new Error('no items');
    swapped.questions[0] = { ...first, cjmmStep: 'analyze cues' };
    await write('a.json', swapped);
    const short = authoredFile(2);
    await write('b.json', { ...short, questions: short.questions.slice(0, 5) });
    const mixed = authoredFile(3);
    await write('c.json', {
      ...mixed,
      questions: mixed.questions.map((q, i) => (i === 5 ? { ...q, subject: 'Pharmacology' } : q)),
    });
    await write('d.json', authoredFile(4));
    await write('e.json', authoredFile(4));
    const refusal = await loadCaseStudies(folder, folder).catch((error: Error) => error.message);
    expect(refusal).toContain(
      'a.json: question "cs-test-1-1", field cjmmStep: item 1 of a case study takes the step "recognize cues" (the CJMM order).',
    );
    expect(refusal).toContain('b.json: a case study must hold exactly 6 questions, one per step.');
    expect(refusal).toContain(
      'c.json: the six items must share one subject, not Medical-Surgical Nursing, Pharmacology.',
    );
    expect(refusal).toContain('e.json: case study "cs-test-4": the id is already used in d.json.');
  });
});

describe('the chart unfolds (docs/nclex.md §3)', () => {
  const { group } = buildCaseStudy(1);

  it('sends only entries due by the place reached, and a tab only once it has one', () => {
    expect(unfoldChart(group, 0).map((tab) => tab.title)).toEqual(["Nurses' Notes"]);
    expect(unfoldChart(group, 2).map((tab) => tab.title)).toEqual(["Nurses' Notes"]);
    expect(unfoldChart(group, 3).map((tab) => tab.title)).toEqual(["Nurses' Notes", 'Vital Signs']);
  });

  it('shows each item the chart as it stood at that item, even after later ones were reached', () => {
    const chart = unfoldChart(group, 5);
    expect(chartAtItem(chart, 2).map((tab) => tab.title)).toEqual(["Nurses' Notes"]);
    expect(chartAtItem(chart, 3)[1]).toEqual({
      title: 'Vital Signs',
      blocks: [{ kind: 'table', columns: ['Time', '1000'], rows: [['HR', '112']] }],
    });
  });
});
