// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ResponseOf, SolutionOf, ViewOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { dragAndDropRationaleRenderer } from '../drag-and-drop-rationale/renderer';
import { dragAndDropClozeRenderer } from './renderer';

setUpPageTests();

const common = {
  id: 'ngn-dndc-900',
  stem: 'A client with type 1 diabetes has a capillary glucose of 48 mg/dL. Complete the sentence.',
  subject: 'Medical-Surgical Nursing',
  topic: 'Hypoglycemia',
  difficulty: 'medium',
  clientNeeds: 'Physiological Adaptation',
} as const;

const view: ViewOf<'drag-and-drop-cloze'> = {
  ...common,
  itemType: 'drag-and-drop-cloze',
  text: 'Give {{0}}, recheck the glucose in {{1}}, then give {{2}}.',
  tokens: ['15 g of juice', '1 hour', '15 minutes', 'a snack with protein', 'insulin'],
};

const stem = <p id="stem">{common.stem}</p>;

/** The cloze input as the exam screen holds it: the response in state, every change recorded. */
function Cloze({
  onChange,
  initial = null,
}: {
  onChange: (r: unknown) => void;
  initial?: ResponseOf<'drag-and-drop-cloze'> | null;
}) {
  const [response, setResponse] = useState(initial);
  const { Input } = dragAndDropClozeRenderer;
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

describe('drag-and-drop cloze: pick a token, then a target', () => {
  it('shows the sentence with numbered empty targets and the lettered token bank, in a group named by the stem', () => {
    renderAt('/', <Cloze onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: common.stem });
    expect(within(group).getByTestId('drag-and-drop-sentence').textContent).toContain('recheck the glucose in');
    expect(button('Target 1 of 3, empty')).toBeDefined();
    const bank = screen.getByRole('region', { name: 'Token bank' });
    expect(
      within(bank)
        .getAllByRole('button', { name: /^[A-E]\. / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['A. 15 g of juice', 'B. 1 hour', 'C. 15 minutes', 'D. a snack with protein', 'E. insulin']);
    // Each token also has a grip, dnd-kit's drag handle for the keyboard and a finger.
    expect(within(bank).getByRole('button', { name: 'Drag A. 15 g of juice' })).toBeDefined();
  });

  it('places a picked token in the target chosen next, says so, and keeps the focus on the target', async () => {
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} />);
    fireEvent.click(button('C. 15 minutes'));
    expect(button('C. 15 minutes').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('drag-and-drop-status').textContent).toMatch(
      /^Picked C\. 15 minutes\. Now choose a target/,
    );
    fireEvent.click(button('Target 2 of 3, empty: place C. 15 minutes here'));
    expect(onChange).toHaveBeenLastCalledWith({ placements: [null, 2, null] });
    expect(screen.getByTestId('drag-and-drop-status').textContent).toBe('C. 15 minutes placed in target 2.');
    const placed = await screen.findByRole('button', { name: 'Target 2 of 3: C. 15 minutes' });
    expect(document.activeElement).toBe(placed);
    // The token left the bank.
    expect(
      within(screen.getByRole('region', { name: 'Token bank' })).queryByRole('button', { name: 'C. 15 minutes' }),
    ).toBeNull();
  });

  it('asks for a token first when an empty target is chosen with none picked', () => {
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} />);
    fireEvent.click(button('Target 1 of 3, empty'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('drag-and-drop-status').textContent).toBe('Pick a token first, then choose target 1.');
  });

  it('sends the token of a filled target back to the bank when another is put there', () => {
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} initial={{ placements: [0, 1, null] }} />);
    fireEvent.click(button('C. 15 minutes'));
    fireEvent.click(button('Target 2 of 3: B. 1 hour; place C. 15 minutes here instead'));
    expect(onChange).toHaveBeenLastCalledWith({ placements: [0, 2, null] });
    expect(screen.getByTestId('drag-and-drop-status').textContent).toBe(
      'C. 15 minutes placed in target 2; B. 1 hour went back to the token bank.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Token bank' })).getByRole('button', { name: 'B. 1 hour' }),
    ).toBeDefined();
  });

  it('moves a placed token to another target, and puts it back in the bank on request', () => {
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} initial={{ placements: [0, 1, null] }} />);
    fireEvent.click(button('Target 2 of 3: B. 1 hour'));
    fireEvent.click(button('Target 3 of 3, empty: place B. 1 hour here'));
    expect(onChange).toHaveBeenLastCalledWith({ placements: [0, null, 1] });
    fireEvent.click(button('Target 3 of 3: B. 1 hour'));
    fireEvent.click(button('Put B back in the token bank'));
    expect(onChange).toHaveBeenLastCalledWith({ placements: [0, null, null] });
  });

  it('removes a placed token with its × button; the last one removed clears the answer', () => {
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} initial={{ placements: [null, 1, null] }} />);
    fireEvent.click(button('Remove B. 1 hour from target 2'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(button('Target 2 of 3, empty')).toBeDefined();
  });

  it('lifts a token from its grip with the keyboard and announces it through dnd-kit, Escape cancelling', async () => {
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} />);
    const grip = button('Drag A. 15 g of juice');
    expect(grip.getAttribute('aria-roledescription')).toBe('draggable');
    const instructions = document.getElementById(grip.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toMatch(/^Press Space or Enter to lift the token/);
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    // dnd-kit's live region says what happens ("Picked up A. ...", or the place it is over).
    const region = document.querySelector('[id^="DndLiveRegion"]');
    await vi.waitFor(() =>
      expect(region?.textContent).toMatch(/^(Picked up A\. 15 g of juice\.|A\. 15 g of juice is over )/),
    );
    expect(grip.getAttribute('aria-pressed')).toBe('true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await vi.waitFor(() => expect(region?.textContent).toBe('Moving A. 15 g of juice was cancelled; nothing changed.'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

/**
 * Lays the input out as a browser would, for dnd-kit's measurements: the three targets in a row,
 * the token bank under them, its tokens side by side (happy-dom lays nothing out).
 */
function layOut() {
  const box = (left: number, top: number, width: number, height: number) =>
    ({
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    }) as DOMRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const target = /^target-(\d)$/.exec(this.getAttribute('data-testid') ?? '');
    if (target) return box(120 * Number(target[1]), 0, 100, 40);
    if (this.getAttribute('aria-label') === 'Token bank') return box(0, 100, 500, 100);
    const token = /^(token|target)-(\d)$/.exec(this.firstElementChild?.getAttribute('data-focus-key') ?? '');
    // A token in the bank, side by side; a placed token inside its target.
    if (token?.[1] === 'token') return box(10 + 95 * Number(token[2]), 120, 90, 30);
    if (token?.[1] === 'target') return box(120 * Number(token[2]) + 5, 5, 90, 30);
    // dnd-kit's drag overlay (it measures the overlay's child): fixed over the lifted token, moved by its transform.
    const style = (this.parentElement as HTMLElement | null)?.style;
    if (style?.position === 'fixed') {
      const [, x = '0', y = '0'] = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(style.transform) ?? [];
      const px = (value: string) => Number.parseFloat(value) || 0;
      return box(px(style.left) + Number(x), px(style.top) + Number(y), px(style.width), px(style.height));
    }
    return box(0, 0, 0, 0);
  });
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('drag-and-drop cloze: dragging with the keyboard (dnd-kit)', () => {
  it('lifts a token with Space, moves it from target to target with the arrow keys, drops it with Space', async () => {
    layOut();
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} />);
    const grip = button('Drag C. 15 minutes');
    const region = document.querySelector('[id^="DndLiveRegion"]');
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    // Lifted in the bank, where it already is: Space now would change nothing.
    expect(region?.textContent).toBe('Picked up C. 15 minutes.');
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    expect(region?.textContent).toBe('C. 15 minutes is over target 1, empty.');
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    expect(region?.textContent).toBe('C. 15 minutes is over target 2, empty.');
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await tick();
    expect(onChange).toHaveBeenLastCalledWith({ placements: [null, 2, null] });
    expect(region?.textContent).toBe('C. 15 minutes dropped in target 2.');
  });

  it('changes nothing when a lifted token is dropped straight back where it was', async () => {
    layOut();
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} initial={{ placements: [null, 1, null] }} />);
    const grip = button('Drag Target 2 of 3: B. 1 hour');
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await tick();
    expect(onChange).not.toHaveBeenCalled();
    expect(button('Target 2 of 3: B. 1 hour')).toBeDefined();
  });

  it('takes a placed token back to the bank when it is dropped there', async () => {
    layOut();
    const onChange = vi.fn();
    renderAt('/', <Cloze onChange={onChange} initial={{ placements: [null, 1, null] }} />);
    const grip = button('Drag Target 2 of 3: B. 1 hour');
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    // From target 2: right goes to target 3, then on to the bank.
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'Enter', key: 'Enter' });
    await tick();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('drag-and-drop cloze: after scoring', () => {
  const solution: SolutionOf<'drag-and-drop-cloze'> = {
    itemType: 'drag-and-drop-cloze',
    correctAnswers: [0, 2, 3],
    explanation: 'A is correct ...',
  };

  it('marks each target in words, locks the input, and shows the 0/1 arithmetic', () => {
    const { Input, ScoreNote } = dragAndDropClozeRenderer;
    const response = { placements: [0, 1, null] };
    renderAt(
      '/',
      <>
        {stem}
        <Input view={view} response={response} onChange={vi.fn()} disabled labelledBy="stem" solution={solution} />
        {ScoreNote && <ScoreNote response={response} solution={solution} />}
      </>,
    );
    const first = screen.getByTestId('target-0');
    expect(within(first).getByText('Correct answer')).toBeDefined();
    expect(within(first).getByText('Your answer')).toBeDefined();
    const second = screen.getByTestId('target-1');
    expect(within(second).getByText('Your answer')).toBeDefined();
    expect(within(second).getByText('Correct answer: C. 15 minutes')).toBeDefined();
    expect(within(screen.getByTestId('target-2')).getByText('Correct answer: D. a snack with protein')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Drag / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByTestId('score-arithmetic').textContent).toBe(
      'Scoring (0/1, a point per target): Target 1 right, target 2 wrong, target 3 not answered: 1 of 3 points.',
    );
  });

  it('waits for every target before the item counts as answered', () => {
    expect(dragAndDropClozeRenderer.isAnswered(null)).toBe(false);
    expect(dragAndDropClozeRenderer.isAnswered({ placements: [0, null, 3] })).toBe(false);
    expect(dragAndDropClozeRenderer.isAnswered({ placements: [0, 2, 3] })).toBe(true);
  });
});

describe('drag-and-drop rationale: the same input, the rationale arithmetic', () => {
  const rationaleView: ViewOf<'drag-and-drop-rationale'> = {
    ...common,
    itemType: 'drag-and-drop-rationale',
    text: 'The client has {{0}}, which explains the sodium of {{1}} and urine with {{2}}.',
    tokens: ['SIADH', 'diabetes insipidus', '121 mEq/L', '150 mEq/L', 'a high specific gravity'],
  };
  const solution: SolutionOf<'drag-and-drop-rationale'> = {
    itemType: 'drag-and-drop-rationale',
    correctAnswers: [0, 2, 4],
    explanation: 'A is correct ...',
  };

  it('places by pick and target, and shows each target and the pairs after scoring', () => {
    const onChange = vi.fn();
    const { Input, ScoreNote } = dragAndDropRationaleRenderer;
    renderAt(
      '/',
      <>
        {stem}
        <Input view={rationaleView} response={null} onChange={onChange} disabled={false} labelledBy="stem" />
      </>,
    );
    fireEvent.click(button('A. SIADH'));
    fireEvent.click(button('Target 1 of 3, empty: place A. SIADH here'));
    expect(onChange).toHaveBeenLastCalledWith({ placements: [0, null, null] });
    cleanup();
    const response = { placements: [0, 2, 3] };
    renderAt('/', ScoreNote ? <ScoreNote response={response} solution={solution} /> : null);
    expect(screen.getByTestId('score-arithmetic').textContent).toBe('Pair 1 right, pair 2 wrong: 1 of 2 points.');
    expect(
      screen.getByText(/Target 1 \(cause\) right, target 2 \(effect\) right, target 3 \(effect\) wrong\./),
    ).toBeDefined();
  });
});
