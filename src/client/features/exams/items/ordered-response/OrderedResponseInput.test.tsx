// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ResponseOf, SolutionOf, ViewOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { orderedResponseRenderer } from './renderer';

setUpPageTests();

const view: ViewOf<'ordered-response'> = {
  id: 'ngn-ord-900',
  itemType: 'ordered-response',
  stem: 'The nurse prepares to give a unit of packed red blood cells. In what order should the nurse act?',
  subject: 'Fundamentals of Nursing',
  topic: 'Blood transfusion',
  difficulty: 'medium',
  clientNeeds: 'Pharmacological and Parenteral Therapies',
  options: [
    'Verify the unit at the bedside',
    'Check the order and consent',
    'Stay for 15 minutes',
    'Start slowly',
    'Warm it in a microwave',
  ],
  steps: 4,
};

const stem = <p id="stem">{view.stem}</p>;

/** The input as the exam screen holds it: the response in state, every change recorded. */
function Ordered({
  onChange,
  initial = null,
}: {
  onChange: (r: unknown) => void;
  initial?: ResponseOf<'ordered-response'> | null;
}) {
  const [response, setResponse] = useState(initial);
  const { Input } = orderedResponseRenderer;
  return (
    <>
      {stem}
      <Input
        view={view}
        response={response}
        onChange={(next) => {
          setResponse(next);
          onChange(next);
        }}
        disabled={false}
        labelledBy="stem"
      />
    </>
  );
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const status = () => screen.getByTestId('ordered-response-status').textContent;

describe('ordered response: the buttons', () => {
  it('shows the numbered empty steps and the lettered options, in a group named by the stem', () => {
    renderAt('/', <Ordered onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: view.stem })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Your order: 0 of 4 steps' })).toBeDefined();
    const options = screen.getByRole('region', { name: 'Options' });
    expect(within(options).getAllByRole('button', { name: /^Add [A-E] as step 1$/ })).toHaveLength(5);
    expect(within(options).getByRole('button', { name: 'Drag B. Check the order and consent' })).toBeDefined();
  });

  it('adds options as the next steps, moves them up and down, and removes them, saying each move', async () => {
    const onChange = vi.fn();
    renderAt('/', <Ordered onChange={onChange} />);
    fireEvent.click(button('Add B as step 1'));
    expect(onChange).toHaveBeenLastCalledWith({ order: [1] });
    expect(status()).toBe('B. Check the order and consent is step 1.');
    fireEvent.click(button('Add D as step 2'));
    fireEvent.click(button('Add A as step 3'));
    expect(onChange).toHaveBeenLastCalledWith({ order: [1, 3, 0] });
    fireEvent.click(button('Move A up to step 2'));
    expect(onChange).toHaveBeenLastCalledWith({ order: [1, 0, 3] });
    expect(status()).toBe('A. Verify the unit at the bedside moved to step 2.');
    // The focus stays on the moved option's button.
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Move A up to step 1')));
    fireEvent.click(button('Move B down to step 2'));
    expect(onChange).toHaveBeenLastCalledWith({ order: [0, 1, 3] });
    fireEvent.click(button('Remove B from the order'));
    expect(onChange).toHaveBeenLastCalledWith({ order: [0, 3] });
    expect(status()).toBe('B. Check the order and consent went back to the options.');
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Add B as step 3')));
  });

  it('refuses a fifth step of four and says how to swap one in; removing the last clears the answer', () => {
    const onChange = vi.fn();
    renderAt('/', <Ordered onChange={onChange} initial={{ order: [1, 0, 3, 2] }} />);
    const add = button('Add E: every step is filled') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText(/All 4 steps are filled: remove a step/)).toBeDefined();
    expect((button('Move B up') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Move C down') as HTMLButtonElement).disabled).toBe(true);
    onChange.mockClear();
    for (const letter of ['B', 'A', 'D']) fireEvent.click(button(`Remove ${letter} from the order`));
    fireEvent.click(button('Remove C from the order'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

/** Lays the input out for dnd-kit's measurements (happy-dom lays nothing out): steps, then options, in a column. */
function layOut() {
  const box = (top: number, height: number) =>
    ({
      x: 0,
      y: top,
      left: 0,
      top,
      width: 400,
      height,
      right: 400,
      bottom: top + height,
      toJSON: () => ({}),
    }) as DOMRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const id = this.getAttribute('data-testid') ?? '';
    const step = /^step-(\d)$/.exec(id);
    if (step) return box(50 * Number(step[1]), 48);
    if (this.getAttribute('aria-label') === 'Options') return box(300, 300);
    const option = /^option-(\d)$/.exec(id);
    if (option) return box(320 + 50 * Number(option[1]), 48);
    // dnd-kit's drag overlay (it measures the overlay's child): fixed over the lifted item, moved by its transform.
    const style = (this.parentElement as HTMLElement | null)?.style;
    if (style?.position === 'fixed') {
      const [, y = '0'] = /translate3d\(-?[\d.]+px, (-?[\d.]+)px/.exec(style.transform) ?? [];
      return box((Number.parseFloat(style.top) || 0) + Number(y), Number.parseFloat(style.height) || 0);
    }
    return box(0, 0);
  });
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const key = async (code: string) => {
  fireEvent.keyDown(document, { code, key: code });
  await tick();
};

describe('ordered response: dragging with the keyboard (dnd-kit)', () => {
  it('lifts an option from its grip, moves it to the next empty step with the arrow keys, and drops it there', async () => {
    layOut();
    const onChange = vi.fn();
    renderAt('/', <Ordered onChange={onChange} initial={{ order: [1] }} />);
    const region = document.querySelector('[id^="DndLiveRegion"]');
    const grip = button('Drag D. Start slowly');
    expect(grip.getAttribute('aria-roledescription')).toBe('draggable');
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    expect(region?.textContent).toBe('Picked up D. Start slowly.');
    await key('ArrowDown');
    // From the options, down wraps round to step 1.
    expect(region?.textContent).toBe('D. Start slowly is over step 1, which holds B. Check the order and consent.');
    await key('ArrowDown');
    expect(region?.textContent).toBe('D. Start slowly is over step 2, empty.');
    await key('Space');
    expect(onChange).toHaveBeenLastCalledWith({ order: [1, 3] });
  });

  it('sorts a step up with the keyboard, and takes one out of the order by dropping it on the options', async () => {
    layOut();
    const onChange = vi.fn();
    renderAt('/', <Ordered onChange={onChange} initial={{ order: [1, 0, 3] }} />);
    const grip = button('Drag step 3: D. Start slowly');
    expect(grip.getAttribute('aria-roledescription')).toBe('sortable');
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Enter', key: 'Enter' });
    await tick();
    await key('ArrowUp');
    await key('ArrowUp');
    await key('Enter');
    expect(onChange).toHaveBeenLastCalledWith({ order: [3, 1, 0] });
    const again = button('Drag step 3: A. Verify the unit at the bedside');
    again.focus();
    fireEvent.keyDown(again, { code: 'Space', key: ' ' });
    await tick();
    // Step 3, then the next empty step, then the options.
    await key('ArrowDown');
    await key('ArrowDown');
    await key('Space');
    expect(onChange).toHaveBeenLastCalledWith({ order: [3, 1] });
  });
});

describe('ordered response: after scoring', () => {
  const solution: SolutionOf<'ordered-response'> = {
    itemType: 'ordered-response',
    correctOrder: [1, 0, 3, 2],
    explanation: 'B is correct as step 1 ...',
  };

  it('marks each step in words, the options left out, and shows the arithmetic of decision 013', () => {
    const { Input, ScoreNote } = orderedResponseRenderer;
    const response = { order: [1, 0, 4] };
    renderAt(
      '/',
      <>
        {stem}
        <Input view={view} response={response} onChange={vi.fn()} disabled labelledBy="stem" solution={solution} />
        {ScoreNote && <ScoreNote response={response} solution={solution} />}
      </>,
    );
    const first = screen.getByTestId('step-0');
    expect(within(first).getByText('Correct answer')).toBeDefined();
    expect(within(first).getByText('Your answer')).toBeDefined();
    expect(within(screen.getByTestId('step-2')).getByText('Correct answer: D. Start slowly')).toBeDefined();
    expect(within(screen.getByTestId('step-3')).getByText('Correct answer: C. Stay for 15 minutes')).toBeDefined();
    expect(within(screen.getByTestId('option-2')).getByText('A step you left out')).toBeDefined();
    expect(within(screen.getByTestId('option-3')).getByText('A step you left out')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^(Drag|Add|Remove|Move) / })).toBeNull();
    expect(screen.getByTestId('score-arithmetic').textContent).toBe(
      'Scoring (a point per step in its place): Steps 1 and 2 in place: 2 of 4 points. The right order: B, A, D, C.',
    );
  });

  it('counts as answered once an option is in the order', () => {
    expect(orderedResponseRenderer.isAnswered(null)).toBe(false);
    expect(orderedResponseRenderer.isAnswered({ order: [2] })).toBe(true);
  });
});
