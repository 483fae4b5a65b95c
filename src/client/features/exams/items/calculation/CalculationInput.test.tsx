// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calculation } from '../../../../../shared/items/calculation/module';
import type { CalculationItem, CalculationResponse } from '../../../../../shared/items/calculation/schemas';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { CalculationInput } from './CalculationInput';
import { CalculationScoreNote } from './CalculationScoreNote';
import { calculationRenderer } from './renderer';

beforeAll(polyfillMantine);
afterEach(cleanup);

const item: CalculationItem = {
  id: 'ngn-calc-900',
  itemType: 'calculation',
  stem: 'Infuse 250 mL over 20 hours. How many mL/hr? Round to the nearest tenth.',
  answer: 12.5,
  unit: 'mL/hr',
  decimals: 1,
  explanation: '250 mL ÷ 20 hr = 12.5 mL/hr.',
  subject: 'Fundamentals of Nursing',
  topic: 'IV flow rates',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  reference: 'Dosage calculation textbook',
};
const view = calculation.toView(item);

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

function Harness() {
  const [response, setResponse] = useState<CalculationResponse | null>(null);
  return (
    <>
      <p id="stem">{item.stem}</p>
      <CalculationInput view={view} response={response} onChange={setResponse} disabled={false} labelledBy="stem" />
      <output data-testid="response">{JSON.stringify(response)}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByTestId('response').textContent ?? 'null');

describe('calculation: typing the answer', () => {
  it('is a decimal text box with the unit and the rounding beside it', () => {
    wrap(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box.getAttribute('inputmode')).toBe('decimal');
    // The exam's shortcuts (1-6, A-F, N, P) skip text inputs; an input without type="text" would lose those keys.
    expect(box.matches('input[type="text"]')).toBe(true);
    expect(screen.getByText('mL/hr')).toBeDefined();
    expect(screen.getByText(/Type the number only/).textContent).toMatch(/^Round to the nearest tenth\./);
    expect(screen.getByRole('group', { name: item.stem })).toBeDefined();
  });

  it('saves a number, and clears the answer and says why for text that is not one', () => {
    wrap(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(box, { target: { value: '12.5' } });
    expect(saved()).toEqual({ value: '12.5' });
    expect(calculationRenderer.isAnswered(saved())).toBe(true);
    fireEvent.change(box, { target: { value: '12,5' } });
    expect(saved()).toBeNull();
    expect(
      screen.getByText(
        'Use a point for decimals and no thousands separator: type 12.5, not 12,5, and 1500, not 1,500.',
      ),
    ).toBeDefined();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calculationRenderer.isAnswered(null)).toBe(false);
  });
});

describe('calculation: after scoring', () => {
  it('shows the answer and the typed value in words, and why it earned nothing', () => {
    const response = { value: '12.46' };
    const solution = calculation.toSolution(item);
    wrap(
      <>
        <p id="stem">{item.stem}</p>
        <CalculationInput
          view={view}
          response={response}
          onChange={() => {}}
          disabled
          labelledBy="stem"
          solution={solution}
        />
        <CalculationScoreNote response={response} solution={solution} />
      </>,
    );
    expect(screen.getByText('Correct answer: 12.5 mL/hr')).toBeDefined();
    expect(screen.getByText('Your answer: 12.46 mL/hr')).toBeDefined();
    expect(screen.getByTestId('score-arithmetic').textContent).toBe(
      'Scoring (0/1): 12.46 mL/hr is not rounded to the nearest tenth as the stem asks; the answer is 12.5 mL/hr = 0 of 1 point.',
    );
  });
});
