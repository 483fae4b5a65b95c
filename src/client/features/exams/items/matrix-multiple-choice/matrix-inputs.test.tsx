// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ViewOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { matrixMultipleResponseRenderer } from '../matrix-multiple-response/renderer';
import { matrixMultipleChoiceRenderer } from './renderer';

setUpPageTests();

const common = {
  id: 'ngn-mmc-900',
  stem: 'For each finding, specify whether it needs follow-up.',
  subject: 'Medical-Surgical Nursing',
  topic: 'Heart failure',
  difficulty: 'medium',
  clientNeeds: 'Physiological Adaptation',
} as const;

const choiceView: ViewOf<'matrix-multiple-choice'> = {
  ...common,
  itemType: 'matrix-multiple-choice',
  columns: ['Needs follow-up', 'Expected'],
  rows: ['Weight up 2 kg', 'Potassium 4.2 mEq/L', 'Crackles', 'Pulse 76/min'],
};

const responseView: ViewOf<'matrix-multiple-response'> = {
  ...common,
  itemType: 'matrix-multiple-response',
  columns: ['Effective', 'Not effective', 'Unrelated'],
  rows: ['SpO2 95%', 'Wheezes', 'Glucose 110 mg/dL'],
};

const stem = <p id="stem">{common.stem}</p>;

describe('matrix multiple choice: a real table of radio groups, one per row', () => {
  it('has column and row headers, names each radio by its row and column, and answers one row at a time', () => {
    const onChange = vi.fn();
    const { Input } = matrixMultipleChoiceRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input view={choiceView} response={null} onChange={onChange} disabled={false} labelledBy="stem" />
      </>,
    );
    const table = screen.getByRole('table', { name: common.stem });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers.slice(1).map((header) => header.textContent)).toEqual(['Needs follow-up', 'Expected']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.getAttribute('scope')),
    ).toEqual(['row', 'row', 'row', 'row']);
    const radio = screen.getByRole('radio', { name: '3. Crackles Needs follow-up' });
    const sameRow = screen.getByRole('radio', { name: '3. Crackles Expected' });
    const otherRow = screen.getByRole('radio', { name: '1. Weight up 2 kg Expected' });
    expect(radio.getAttribute('name')).toBe(sameRow.getAttribute('name'));
    expect(radio.getAttribute('name')).not.toBe(otherRow.getAttribute('name'));
    fireEvent.click(radio);
    expect(onChange).toHaveBeenCalledWith({ choices: [null, null, 0, null] });
  });

  it('marks the key and the answer in words once scored, with the inputs disabled and the box focusable', () => {
    const { Input } = matrixMultipleChoiceRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input
          view={choiceView}
          response={{ choices: [0, 0, 0, 1] }}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={{ itemType: 'matrix-multiple-choice', correctAnswers: [0, 1, 0, 1], explanation: 'Row 1 ...' }}
        />
      </>,
    );
    expect(screen.getAllByText('Correct answer')).toHaveLength(4);
    expect(screen.getAllByText('Your answer')).toHaveLength(4);
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('region', { name: 'Answer grid, scrolls sideways' }).tabIndex).toBe(0);
  });

  it('counts as answered only when every row is, and says which rows earned their point', () => {
    const { isAnswered, ScoreNote } = matrixMultipleChoiceRenderer;
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ choices: [0, 1, null, 1] })).toBe(false);
    expect(isAnswered({ choices: [0, 1, 0, 1] })).toBe(true);
    if (!ScoreNote) throw new Error('matrix multiple choice has a score note');
    renderAt(
      '/',
      <ScoreNote
        response={{ choices: [0, 1, 1, 1] }}
        solution={{ itemType: 'matrix-multiple-choice', correctAnswers: [0, 1, 0, 1], explanation: '' }}
      />,
    );
    expect(screen.getByTestId('score-arithmetic').textContent).toBe(
      'Scoring (0/1, a point per row): Rows 1, 2, 4 right: 3 of 4 points.',
    );
  });
});

describe('matrix multiple response: a real table of checkboxes', () => {
  it('toggles cells, any number in a row, and names each checkbox by its row and column', () => {
    const onChange = vi.fn();
    const { Input } = matrixMultipleResponseRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input
          view={responseView}
          response={{ choices: [[0], [], []] }}
          onChange={onChange}
          disabled={false}
          labelledBy="stem"
        />
      </>,
    );
    expect(screen.getByRole('table', { name: common.stem })).toBeDefined();
    expect((screen.getByRole('checkbox', { name: '1. SpO2 95% Effective' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '1. SpO2 95% Unrelated' }));
    expect(onChange).toHaveBeenLastCalledWith({ choices: [[0, 2], [], []] });
    fireEvent.click(screen.getByRole('checkbox', { name: '1. SpO2 95% Effective' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('counts as answered once a cell is checked, and shows the per-column arithmetic', () => {
    const { isAnswered, ScoreNote } = matrixMultipleResponseRenderer;
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ choices: [[], [1], []] })).toBe(true);
    if (!ScoreNote) throw new Error('matrix multiple response has a score note');
    renderAt(
      '/',
      <ScoreNote
        response={{ choices: [[0, 1], [1], [1]] }}
        solution={{
          itemType: 'matrix-multiple-response',
          columns: responseView.columns,
          correctAnswers: [[0], [1], [2]],
          explanation: '',
        }}
      />,
    );
    expect(screen.getByTestId('score-arithmetic').textContent).toBe(
      "Scoring (+/− per column, each never below 0): Column 'Effective': +1 −0 = 1; Column 'Not effective': +1 −2 = −1, counted as 0; Column 'Unrelated': +0 −0 = 0; 1 + 0 + 0 = 1 of 3 points.",
    );
  });
});
