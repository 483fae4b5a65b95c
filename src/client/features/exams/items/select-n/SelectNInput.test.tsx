// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf, ViewOf } from '../../../../../shared/items/registry';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { SelectNInput, selectNStatus } from './SelectNInput';
import { SelectNScoreNote } from './SelectNScoreNote';

beforeAll(polyfillMantine);
afterEach(cleanup);

const view: ViewOf<'select-n'> = {
  itemType: 'select-n',
  id: 'ngn-sn-001',
  stem: 'Which findings should the nurse report? Select 2.',
  options: ['Potassium 3.1 mEq/L', 'Weight down 0.5 kg', 'BP 128/76', 'Urine 60 mL/hr', 'Muscle cramps'],
  n: 2,
  subject: 'Pharmacology',
  topic: 'Loop diuretics',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
};

function Harness() {
  const [response, setResponse] = useState<ResponseOf<'select-n'> | null>(null);
  return (
    <MantineProvider>
      <p id="stem">{view.stem}</p>
      <SelectNInput view={view} response={response} onChange={setResponse} disabled={false} labelledBy="stem" />
      <pre data-testid="response">{JSON.stringify(response)}</pre>
    </MantineProvider>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;

describe('the select-N input: the screen refuses an N+1th choice', () => {
  it('locks the other checkboxes once N are chosen, says so, and frees them when one is cleared', () => {
    render(<Harness />);
    expect(screen.getByRole('status').textContent).toBe('0 of 2 chosen.');
    fireEvent.click(box('Potassium'));
    fireEvent.click(box('Muscle cramps'));
    expect(screen.getByTestId('response').textContent).toBe('{"choices":[0,4]}');
    expect(box('Weight').disabled).toBe(true);
    expect(box('BP').disabled).toBe(true);
    expect(box('Potassium').disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(selectNStatus(2, 2));
    expect(screen.getByRole('status').textContent).toContain('the other options are locked');
    fireEvent.click(box('Weight'));
    expect(screen.getByTestId('response').textContent).toBe('{"choices":[0,4]}');
    fireEvent.click(box('Potassium'));
    expect(box('Weight').disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 chosen.');
  });

  it('marks the keys and the answer in words once scored, and shows the arithmetic', () => {
    const solution = { itemType: 'select-n' as const, correctAnswers: [0, 4], explanation: 'A is correct.' };
    render(
      <MantineProvider>
        <p id="stem">{view.stem}</p>
        <SelectNInput
          view={view}
          response={{ choices: [0, 2] }}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={solution}
        />
        <SelectNScoreNote response={{ choices: [0, 2] }} solution={solution} />
      </MantineProvider>,
    );
    expect(screen.getAllByText('Correct answer')).toHaveLength(2);
    expect(screen.getAllByText('Your answer')).toHaveLength(2);
    expect(screen.getByTestId('score-arithmetic').textContent).toBe(
      'Scoring (0/1): +1 for A (a key) +0 for C (not a key, no penalty) = 1 of 2 points.',
    );
  });
});
