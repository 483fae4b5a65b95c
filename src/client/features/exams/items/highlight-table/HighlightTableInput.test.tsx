// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { highlightTable } from '../../../../../shared/items/highlight-table/module';
import type { HighlightTableItem } from '../../../../../shared/items/highlight-table/schemas';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { HighlightTableInput } from './HighlightTableInput';
import { HighlightTableScoreNote } from './HighlightTableScoreNote';

beforeAll(polyfillMantine);
afterEach(cleanup);

const item: HighlightTableItem = {
  id: 'ngn-hltable-900',
  itemType: 'highlight-table',
  stem: 'Highlight the results that require follow-up.',
  columns: ['Laboratory test', 'Result', 'Reference range'],
  rows: [
    ['Potassium', '5.9 mEq/L', '3.5-5.0 mEq/L'],
    ['Sodium', '138 mEq/L', '135-145 mEq/L'],
    ['Hemoglobin', '8.1 g/dL', '12-16 g/dL'],
  ],
  correctAnswers: [0, 2],
  explanation: '"Potassium" is correct ... "Sodium" is wrong ... "Hemoglobin" is correct ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Chronic kidney disease',
  difficulty: 'medium',
  clientNeeds: 'Reduction of Risk Potential',
  reference: 'KDIGO',
};
const view = highlightTable.toView(item);

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('highlight table: the table on screen', () => {
  it('has column and row headers and a labelled checkbox per row, inside a focusable scrolling region', () => {
    wrap(
      <>
        <p id="stem">{item.stem}</p>
        <HighlightTableInput
          view={view}
          response={{ choices: [2] }}
          onChange={() => {}}
          disabled={false}
          labelledBy="stem"
        />
      </>,
    );
    const region = screen.getByRole('region', { name: item.stem });
    expect(region.tabIndex).toBe(0);
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Highlight', 'Laboratory test', 'Result', 'Reference range']);
    expect(
      within(region)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Potassium', 'Sodium', 'Hemoglobin']);
    const boxes = within(region).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.getAttribute('aria-label'), box.checked])).toEqual([
      ['Highlight row: Potassium, 5.9 mEq/L, 3.5-5.0 mEq/L', false],
      ['Highlight row: Sodium, 138 mEq/L, 135-145 mEq/L', false],
      ['Highlight row: Hemoglobin, 8.1 g/dL, 12-16 g/dL', true],
    ]);
  });

  it('toggles a row by its checkbox or a click anywhere on the row, once per click', () => {
    const onChange = vi.fn();
    wrap(
      <HighlightTableInput
        view={view}
        response={{ choices: [2] }}
        onChange={onChange}
        disabled={false}
        labelledBy="stem"
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Potassium/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ choices: [0, 2] });
    fireEvent.click(screen.getByText('138 mEq/L'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({ choices: [1, 2] });
    fireEvent.click(screen.getByRole('rowheader', { name: 'Hemoglobin' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does nothing when disabled', () => {
    const onChange = vi.fn();
    wrap(<HighlightTableInput view={view} response={null} onChange={onChange} disabled labelledBy="stem" />);
    fireEvent.click(screen.getByText('138 mEq/L'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((box) => box.disabled)).toBe(true);
  });

  it('once scored, says in words which rows are keys and which the candidate chose', () => {
    wrap(
      <HighlightTableInput
        view={view}
        response={{ choices: [1, 2] }}
        onChange={() => {}}
        disabled
        labelledBy="stem"
        solution={highlightTable.toSolution(item)}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Correct answer',
      'Your answer',
      'Correct answerYour answer',
    ]);
  });
});

describe('highlight table: the score note', () => {
  it('shows the +/- arithmetic, naming each row by its first cell', () => {
    wrap(<HighlightTableScoreNote response={{ choices: [0, 1, 2] }} solution={highlightTable.toSolution(item)} />);
    const note = screen.getByTestId('score-arithmetic');
    expect(note.textContent).toContain('Scoring (+/−): +1 −1 +1 = 1 of 2 points.');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '+1 “Potassium”: keyed, highlighted',
      '−1 “Sodium”: not keyed, highlighted',
      '+1 “Hemoglobin”: keyed, highlighted',
    ]);
  });
});
