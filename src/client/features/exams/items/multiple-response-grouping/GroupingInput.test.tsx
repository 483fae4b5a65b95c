// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf, ViewOf } from '../../../../../shared/items/registry';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { GroupingInput } from './GroupingInput';
import { GroupingScoreNote } from './GroupingScoreNote';

beforeAll(polyfillMantine);
afterEach(cleanup);

const view: ViewOf<'multiple-response-grouping'> = {
  itemType: 'multiple-response-grouping',
  id: 'ngn-mrg-001',
  stem: 'For each body system, select the findings that need follow-up.',
  columns: ['Body system', 'Findings'],
  groups: [
    { label: 'Neurological', options: ['New confusion', 'Pupils equal'] },
    { label: 'Renal', options: ['Urine 15 mL/hr', 'Urine clear yellow', 'Creatinine 0.9'] },
  ],
  subject: 'Medical-Surgical Nursing',
  topic: 'Sepsis',
  difficulty: 'hard',
  clientNeeds: 'Physiological Adaptation',
};

function Harness() {
  const [response, setResponse] = useState<ResponseOf<'multiple-response-grouping'> | null>(null);
  return (
    <MantineProvider>
      <p id="stem">{view.stem}</p>
      <GroupingInput view={view} response={response} onChange={setResponse} disabled={false} labelledBy="stem" />
      <pre data-testid="response">{JSON.stringify(response)}</pre>
    </MantineProvider>
  );
}

describe('the grouping input: a table of groups of checkboxes', () => {
  it('names each group by its row header and answers one list per group', () => {
    render(<Harness />);
    expect(screen.getByRole('columnheader', { name: 'Findings' })).toBeDefined();
    const renal = screen.getByRole('group', { name: 'Renal' });
    fireEvent.click(within(renal).getByRole('checkbox', { name: 'Creatinine 0.9' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Neurological' })).getByRole('checkbox', { name: 'New confusion' }),
    );
    expect(screen.getByTestId('response').textContent).toBe('{"choices":[[0],[2]]}');
    fireEvent.click(within(renal).getByRole('checkbox', { name: 'Creatinine 0.9' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'New confusion' }));
    expect(screen.getByTestId('response').textContent).toBe('null');
  });

  it("marks keys and answers in words once scored, and shows each group's arithmetic", () => {
    const solution = {
      itemType: 'multiple-response-grouping' as const,
      groups: [
        { label: 'Neurological', correctAnswers: [0] },
        { label: 'Renal', correctAnswers: [0] },
      ],
      explanation: 'x',
    };
    const response = { choices: [[0], [0, 1, 2]] };
    render(
      <MantineProvider>
        <p id="stem">{view.stem}</p>
        <GroupingInput
          view={view}
          response={response}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={solution}
        />
        <GroupingScoreNote response={response} solution={solution} />
      </MantineProvider>,
    );
    expect(screen.getAllByText('Correct answer')).toHaveLength(2);
    expect(screen.getAllByText('Your answer')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: /Pupils equal/ })).toHaveProperty('disabled', true);
    const note = screen.getByTestId('score-arithmetic').textContent;
    expect(note).toContain('Neurological: +1 = 1 of 1');
    expect(note).toContain('Renal: +1 −1 −1 = −1, never below 0 = 0 of 1');
    expect(note).toContain('Total: 1 + 0 = 1 of 2 points');
  });
});
