// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SolutionOf, ViewOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { dropDownRationaleRenderer } from '../drop-down-rationale/renderer';
import { dropDownTableRenderer } from '../drop-down-table/renderer';
import { dropDownClozeRenderer } from './renderer';

setUpPageTests();

const common = {
  id: 'ngn-ddc-900',
  stem: 'A client takes furosemide. Complete the sentence.',
  subject: 'Pharmacology',
  topic: 'Loop diuretics',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
} as const;

const clozeView: ViewOf<'drop-down-cloze'> = {
  ...common,
  itemType: 'drop-down-cloze',
  text: 'Monitor for {{0}}, which can cause {{1}}.',
  dropdowns: [
    { options: ['hypokalemia', 'hyperkalemia', 'hypercalcemia'] },
    { options: ['muscle weakness', 'peaked T waves', 'tetany', 'flushing'] },
  ],
};

const rationaleView: ViewOf<'drop-down-rationale'> = {
  ...common,
  itemType: 'drop-down-rationale',
  text: 'The client has {{0}} as evidenced by {{1}} and {{2}}.',
  dropdowns: [
    { options: ['DKA', 'HHS', 'hypoglycemia'] },
    { options: ['Kussmaul respirations', 'diaphoresis', 'bradycardia'] },
    { options: ['glucose 62 mg/dL', 'osmolality 350', 'pH 7.21'] },
  ],
};

const tableView: ViewOf<'drop-down-table'> = {
  ...common,
  itemType: 'drop-down-table',
  columns: ['Finding', 'Interpretation'],
  rows: [
    { label: 'Temperature 38.9 C', dropdowns: [{ options: ['possible infection', 'expected', 'fluid overload'] }] },
    { label: 'Absent bowel sounds', dropdowns: [{ options: ['paralytic ileus', 'normal', 'obstruction resolved'] }] },
  ],
};

const stem = <p id="stem">{common.stem}</p>;

describe('drop-down cloze: native drop-downs inside the sentence', () => {
  it('names each drop-down "Drop-down i of n", starts on "Select...", and sends one choice per drop-down', () => {
    const onChange = vi.fn();
    const { Input } = dropDownClozeRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input view={clozeView} response={null} onChange={onChange} disabled={false} labelledBy="stem" />
      </>,
    );
    const group = screen.getByRole('group', { name: common.stem });
    expect(group.textContent).toContain('Monitor for');
    const first = within(group).getByRole('combobox', { name: 'Drop-down 1 of 2' }) as HTMLSelectElement;
    const second = within(group).getByRole('combobox', { name: 'Drop-down 2 of 2' }) as HTMLSelectElement;
    expect(first.value).toBe('');
    expect([...first.options].map((option) => option.text)).toEqual([
      'Select...',
      'hypokalemia',
      'hyperkalemia',
      'hypercalcemia',
    ]);
    expect(second.options).toHaveLength(5);
    fireEvent.change(second, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ choices: [null, 2] });
  });

  it('clears the answer when the only choice goes back to "Select...", and keeps the others otherwise', () => {
    const onChange = vi.fn();
    const { Input } = dropDownClozeRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input
          view={clozeView}
          response={{ choices: [0, null] }}
          onChange={onChange}
          disabled={false}
          labelledBy="stem"
        />
      </>,
    );
    const first = screen.getByRole('combobox', { name: 'Drop-down 1 of 2' }) as HTMLSelectElement;
    expect(first.value).toBe('0');
    fireEvent.change(first, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(screen.getByRole('combobox', { name: 'Drop-down 2 of 2' }), { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith({ choices: [0, 1] });
  });

  it('after scoring, says beside each drop-down which answer was right, in words, and shows the 0/1 arithmetic', () => {
    const { Input, ScoreNote } = dropDownClozeRenderer;
    const solution: SolutionOf<'drop-down-cloze'> = {
      itemType: 'drop-down-cloze',
      correctAnswers: [0, 0],
      explanation: 'x',
    };
    renderAt(
      '/',
      <>
        {stem}
        <Input
          view={clozeView}
          response={{ choices: [0, 2] }}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={solution}
        />
        {ScoreNote && <ScoreNote response={{ choices: [0, 2] }} solution={solution} />}
      </>,
    );
    const first = screen.getByRole('combobox', { name: 'Drop-down 1 of 2' });
    expect(first).toHaveProperty('disabled', true);
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    const group = screen.getByRole('group', { name: common.stem });
    expect(within(group).getAllByText('Your answer')).toHaveLength(2);
    expect(within(group).getByText('Correct answer')).toBeDefined();
    expect(within(group).getByText('Correct answer: muscle weakness')).toBeDefined();
    expect(screen.getByTestId('score-arithmetic').textContent).toContain(
      'Drop-down 1 right, drop-down 2 wrong: 1 of 2 points',
    );
  });

  it('is answered only when every drop-down is', () => {
    const { isAnswered } = dropDownClozeRenderer;
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ choices: [0, null] })).toBe(false);
    expect(isAnswered({ choices: [0, 1] })).toBe(true);
  });
});

describe('drop-down rationale: a dyad or triad in the sentence, with the pairs in the result', () => {
  it('shows three named drop-downs and the pair arithmetic of a triad with one pair wrong', () => {
    const { Input, ScoreNote } = dropDownRationaleRenderer;
    const solution: SolutionOf<'drop-down-rationale'> = {
      itemType: 'drop-down-rationale',
      correctAnswers: [0, 0, 2],
      explanation: 'x',
    };
    renderAt(
      '/',
      <>
        {stem}
        <Input
          view={rationaleView}
          response={{ choices: [0, 0, 1] }}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={solution}
        />
        {ScoreNote && <ScoreNote response={{ choices: [0, 0, 1] }} solution={solution} />}
      </>,
    );
    expect(screen.getAllByRole('combobox').map((select) => select.getAttribute('aria-label'))).toEqual([
      'Drop-down 1 of 3',
      'Drop-down 2 of 3',
      'Drop-down 3 of 3',
    ]);
    expect(screen.getByTestId('score-arithmetic').textContent).toBe('Pair 1 right, pair 2 wrong: 1 of 2 points.');
    expect(
      screen.getByText(/Drop-down 1 \(cause\) right, drop-down 2 \(effect\) right, drop-down 3 \(effect\) wrong/),
    ).toBeDefined();
  });

  it('sends the choices of a drop-down rationale item like a cloze', () => {
    const onChange = vi.fn();
    const { Input } = dropDownRationaleRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input
          view={rationaleView}
          response={{ choices: [1, null, null] }}
          onChange={onChange}
          disabled={false}
          labelledBy="stem"
        />
      </>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Drop-down 3 of 3' }), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ choices: [1, null, 2] });
  });
});

describe('drop-down table: a real table with a drop-down per row and column', () => {
  it('has column and row headers, names each drop-down by number, row and column, and answers per row', () => {
    const onChange = vi.fn();
    const { Input } = dropDownTableRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input view={tableView} response={null} onChange={onChange} disabled={false} labelledBy="stem" />
      </>,
    );
    const table = screen.getByRole('table', { name: common.stem });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Finding', 'Interpretation']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['1. Temperature 38.9 C', '2. Absent bowel sounds']);
    const second = within(table).getByRole('combobox', {
      name: 'Drop-down 2 of 2: 2. Absent bowel sounds, Interpretation',
    });
    fireEvent.change(second, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith({ choices: [[null], [0]] });
  });

  it('after scoring, marks each drop-down in words and shows the arithmetic by row', () => {
    const { Input, ScoreNote } = dropDownTableRenderer;
    const solution: SolutionOf<'drop-down-table'> = {
      itemType: 'drop-down-table',
      correctAnswers: [[0], [0]],
      explanation: 'x',
    };
    renderAt(
      '/',
      <>
        {stem}
        <Input
          view={tableView}
          response={{ choices: [[0], [1]] }}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={solution}
        />
        {ScoreNote && <ScoreNote response={{ choices: [[0], [1]] }} solution={solution} />}
      </>,
    );
    expect(screen.getByRole('region', { name: 'Answer table, scrolls sideways' })).toBeDefined();
    expect(screen.getByText('Correct answer: paralytic ileus')).toBeDefined();
    expect(screen.getByTestId('score-arithmetic').textContent).toContain('Row 1 right, row 2 wrong: 1 of 2 points');
  });

  it('is answered only when every drop-down of every row is', () => {
    const { isAnswered } = dropDownTableRenderer;
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ choices: [[0], [null]] })).toBe(false);
    expect(isAnswered({ choices: [[0], [2]] })).toBe(true);
  });
});
