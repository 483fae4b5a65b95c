// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bowTie } from '../../../../../shared/items/bow-tie/module';
import type { BowTieItem, BowTieResponse } from '../../../../../shared/items/bow-tie/schemas';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { BowTieInput } from './BowTieInput';
import { BowTieScoreNote } from './BowTieScoreNote';

beforeAll(polyfillMantine);
afterEach(cleanup);

const item: BowTieItem = {
  id: 'ngn-bowtie-900',
  itemType: 'bow-tie',
  stem: 'Complete the bow-tie for this client.',
  conditions: ['Pneumonia', 'Pulmonary embolism', 'Heart failure', 'Anxiety attack'],
  actions: ['Give oxygen', 'Encourage spirometry', 'Massage the calf', 'Prepare anticoagulation', 'Give a sedative'],
  parameters: ['Temperature', 'Bowel sounds', 'Oxygen saturation', 'Urine color', 'Heart rate'],
  correctCondition: 1,
  correctActions: [0, 3],
  correctParameters: [2, 4],
  explanation: 'Condition 2 is correct ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Pulmonary embolism',
  difficulty: 'hard',
  clientNeeds: 'Physiological Adaptation',
  reference: 'Lewis',
};
const view = bowTie.toView(item);

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

/** The input with its response kept as the exam screen keeps it. */
function Harness({ initial = null }: { initial?: BowTieResponse | null }) {
  const [response, setResponse] = useState<BowTieResponse | null>(initial);
  return (
    <>
      <p id="stem">{item.stem}</p>
      <BowTieInput view={view} response={response} onChange={setResponse} disabled={false} labelledBy="stem" />
      <output data-testid="response">{JSON.stringify(response)}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByTestId('response').textContent ?? 'null');
const slots = (name: RegExp) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('bow-tie: placing options by click or keyboard', () => {
  it('places the condition with a radio button and shows it in the centre slot', () => {
    wrap(<Harness />);
    expect(screen.getByRole('group', { name: item.stem })).toBeDefined();
    const conditions = screen.getByRole('group', { name: /Condition the client is most likely experiencing/ });
    expect(within(conditions).getAllByRole('radio')).toHaveLength(4);
    fireEvent.click(within(conditions).getByRole('radio', { name: /Pulmonary embolism/ }));
    expect(saved()).toEqual({ condition: 1, actions: [], parameters: [] });
    expect(slots(/Condition most likely experiencing: 1 of 1 placed/)[0]?.textContent).toContain('Pulmonary embolism');
  });

  it('takes 2 actions and refuses a third with a visible note, leaving the answer as it was', () => {
    wrap(<Harness initial={{ condition: 1, actions: [], parameters: [] }} />);
    const actions = screen.getByRole('group', { name: 'Actions to take: choose 2' });
    fireEvent.click(within(actions).getByRole('checkbox', { name: /Prepare anticoagulation/ }));
    fireEvent.click(within(actions).getByRole('checkbox', { name: /Give oxygen/ }));
    expect(saved()).toEqual({ condition: 1, actions: [0, 3], parameters: [] });
    const third = within(actions).getByRole('checkbox', { name: /Give a sedative/ }) as HTMLInputElement;
    fireEvent.click(third);
    expect(third.checked).toBe(false);
    expect(saved()).toEqual({ condition: 1, actions: [0, 3], parameters: [] });
    expect(
      within(actions).getByText('Only 2 actions to take fit the bow-tie: remove one before placing another.'),
    ).toBeDefined();
    expect(slots(/Actions to take: 2 of 2 placed/).map((slot) => slot.textContent)).toEqual([
      expect.stringContaining('Give oxygen'),
      expect.stringContaining('Prepare anticoagulation'),
    ]);
  });

  it("takes an option out of its slot with the slot's Remove button", () => {
    wrap(<Harness initial={{ condition: 1, actions: [0, 3], parameters: [2] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove action 1 from the bow-tie' }));
    expect(saved()).toEqual({ condition: 1, actions: [3], parameters: [2] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 2 from the bow-tie' }));
    expect(saved()).toEqual({ condition: null, actions: [3], parameters: [2] });
  });
});

describe('bow-tie: after scoring', () => {
  it('marks keys and placed options in words and shows the per-placement arithmetic', () => {
    const response: BowTieResponse = { condition: 2, actions: [0, 3], parameters: [2, 4] };
    const solution = bowTie.toSolution(item);
    wrap(
      <>
        <p id="stem">{item.stem}</p>
        <BowTieInput
          view={view}
          response={response}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={solution}
        />
        <BowTieScoreNote response={response} solution={solution} />
      </>,
    );
    const conditions = screen.getByRole('group', { name: /Condition the client is most likely experiencing/ });
    const pe = within(conditions)
      .getByRole('radio', { name: /Pulmonary embolism/ })
      .closest('label');
    expect(pe?.textContent).toContain('Correct answer');
    const hf = within(conditions)
      .getByRole('radio', { name: /Heart failure/ })
      .closest('label');
    expect(hf?.textContent).toContain('Your answer');
    expect(hf?.textContent).not.toContain('Correct answer');
    expect(slots(/Condition most likely experiencing/)[0]?.textContent).toContain('Wrong');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByTestId('score-arithmetic').textContent).toBe(
      'Scoring (0/1 per placement): Condition wrong (+0), actions 2 of 2 right (+2), parameters 2 of 2 right (+2) = 4 of 5 points.',
    );
  });
});
