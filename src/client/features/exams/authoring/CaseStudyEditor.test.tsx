// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CJMM_STEPS } from '../../../../shared/items/cjmm-steps';
import { caseStudySchema } from '../../../../shared/items/item-group';
import type { QuestionContent } from '../../../../shared/items/registry';
import { mockUploads, renderAt, setUpPageTests } from '../../../testing/page-test-utils';
import { blankCaseStudy, type CaseStudyDraft } from './blank-case-study';
import { CaseStudyEditor } from './CaseStudyEditor';
import { EditorHarness } from './editors/parts/h6-editor-harness';

setUpPageTests();

const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as CaseStudyDraft;

/** A stand-in for the page's item editor: shows the item's type and step, and changes its stem (dropping its step). */
const itemEditor = (item: QuestionContent, change: (item: QuestionContent) => void) => (
  <div>
    <p>
      Editing {item.itemType} at {item.cjmmStep}
    </p>
    <button
      type="button"
      onClick={() => change({ ...item, stem: 'Which findings need follow-up?', cjmmStep: undefined })}
    >
      Write the stem
    </button>
  </div>
);

const renderEditor = (onChange: (value: CaseStudyDraft) => void, initial = blankCaseStudy()) =>
  renderAt(
    '/',
    <EditorHarness
      initial={initial}
      onChange={onChange}
      render={(value, change) => (
        <CaseStudyEditor value={value} onChange={change} problems={[]} renderItemEditor={itemEditor} />
      )}
    />,
  );

describe('issue 28 case-study editor', () => {
  it('blankCaseStudy: six items taking the CJMM steps in order and a chart shown from item 1', () => {
    const draft = blankCaseStudy();
    expect(draft.questions.map((item) => item.cjmmStep)).toEqual([...CJMM_STEPS]);
    expect(draft.caseStudy.chart[0]?.entries[0]?.shownFromItem).toBe(0);
  });

  it('sets each item cjmmStep by its place, whatever its editor or a type change sends', () => {
    const onChange = vi.fn();
    renderEditor(onChange);
    const tabs = screen.getByRole('tablist', { name: 'Items by clinical judgment step' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      '1. Recognize cues',
      '2. Analyze cues',
      '3. Prioritize hypotheses',
      '4. Generate solutions',
      '5. Take action',
      '6. Evaluate outcomes',
    ]);
    fireEvent.click(within(tabs).getByRole('tab', { name: '5. Take action' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Item type of item 5 (Take action)' }), {
      target: { value: 'bow-tie' },
    });
    expect(last(onChange).questions[4]).toMatchObject({ itemType: 'bow-tie', cjmmStep: 'take action' });
    expect(screen.getByText('Editing bow-tie at take action')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write the stem' }));
    expect(last(onChange).questions[4]).toMatchObject({
      stem: 'Which findings need follow-up?',
      cjmmStep: 'take action',
      itemType: 'bow-tie',
    });
    expect(last(onChange).questions.map((item) => item.cjmmStep)).toEqual([...CJMM_STEPS]);
  });

  it('edits the title, scenario and chart: a renamed tab, a table, an uploaded image with its alt and when each shows', async () => {
    const uploads = mockUploads({
      id: 'file-123',
      name: 'x-ray.png',
      contentType: 'image/png',
      sizeBytes: 10,
      createdAt: '2026-11-29T10:00:00.000Z',
    });
    const onChange = vi.fn();
    renderEditor(onChange);
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('Case study title', 'Heart failure on a med-surg unit');
    type('Scenario', 'A 72-year-old client is admitted with dyspnea.');
    type('Title of tab 1', "Nurses' Notes");
    type('Text of entry 1 of tab 1', 'Day 1, 0800: crackles in both bases.');
    fireEvent.click(screen.getByRole('button', { name: 'Add chart tab' }));
    type('Title of tab 2', 'Laboratory Results');
    fireEvent.click(screen.getByRole('button', { name: 'Add table to tab 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 1 of tab 2' }));
    type('Heading of column 1 of entry 1 of tab 2', 'Test');
    type('Heading of column 2 of entry 1 of tab 2', 'Result');
    type('Row 1, column 1 of entry 1 of tab 2', 'BNP');
    type('Row 1, column 2 of entry 1 of tab 2', '900 pg/mL');
    fireEvent.change(screen.getByRole('combobox', { name: 'Shown from item (entry 1 of tab 2)' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add image to tab 1' }));
    expect(screen.getByLabelText('Image file of entry 2 of tab 1', { selector: 'button' })).toBeTruthy();
    const input = document.querySelector('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['png'], 'x-ray.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.url).toBe('/api/files?purpose=item-image');
    await waitFor(() =>
      expect(last(onChange).caseStudy.chart[0]?.entries[1]?.block).toMatchObject({
        kind: 'image',
        src: '/api/files/item-images/file-123',
      }),
    );
    type('Text alternative of entry 2 of tab 1', 'Chest X-ray with bilateral infiltrates');
    const draft = last(onChange);
    expect(draft.caseStudy.chart[0]?.entries[1]?.block).toEqual({
      kind: 'image',
      src: '/api/files/item-images/file-123',
      alt: 'Chest X-ray with bilateral infiltrates',
    });
    expect(draft.caseStudy.chart[1]).toEqual({
      title: 'Laboratory Results',
      entries: [
        { shownFromItem: 2, block: { kind: 'table', columns: ['Test', 'Result'], rows: [['BNP', '900 pg/mL']] } },
      ],
    });
    expect(caseStudySchema.safeParse(draft.caseStudy).success).toBe(true);
  });

  it('shows a case-study problem under its field, an item problem in its step and the rest at the top', () => {
    renderAt(
      '/',
      <CaseStudyEditor
        value={blankCaseStudy()}
        onChange={() => {}}
        problems={[
          'The case study, field title: title must not be empty.',
          'Item 1, field passage: passage must not be empty.',
          'The six items must share one subject, not Pharmacology, Fundamentals of Nursing.',
        ]}
        renderItemEditor={itemEditor}
      />,
    );
    expect(screen.getByText('title must not be empty.')).toBeTruthy();
    expect(screen.getByText('Item 1, field passage: passage must not be empty.')).toBeTruthy();
    expect(
      screen.getByText('The six items must share one subject, not Pharmacology, Fundamentals of Nursing.'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: '1. Recognize cues 1 to fix' })).toBeTruthy();
  });
});
