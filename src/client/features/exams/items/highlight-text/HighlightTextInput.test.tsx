// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { highlightText } from '../../../../../shared/items/highlight-text/module';
import type { HighlightTextItem } from '../../../../../shared/items/highlight-text/schemas';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { HighlightTextScoreNote } from './HighlightScoreNote';
import { HighlightTextInput } from './HighlightTextInput';

beforeAll(polyfillMantine);
afterEach(cleanup);

const item: HighlightTextItem = {
  id: 'ngn-hltext-900',
  itemType: 'highlight-text',
  stem: 'Highlight the findings that require follow-up.',
  passage: 'At 0800 the client reports [[chest pressure]]; [[BP 88/50]], [[HR 72]], [[SpO2 97%]].',
  correctAnswers: [0, 1],
  explanation: '"chest pressure" is correct ... "BP 88/50" is correct ... "HR 72" is wrong ... "SpO2 97%" is wrong ...',
  subject: 'Medical-Surgical Nursing',
  topic: 'Acute coronary syndrome',
  difficulty: 'medium',
  clientNeeds: 'Physiological Adaptation',
  reference: 'AHA/ACC guideline',
};
const view = highlightText.toView(item);

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('highlight text: the passage on screen', () => {
  it('shows the text with each span a toggle button inside it, named by its text', () => {
    wrap(
      <>
        <p id="stem">{item.stem}</p>
        <HighlightTextInput
          view={view}
          response={{ choices: [1] }}
          onChange={() => {}}
          disabled={false}
          labelledBy="stem"
        />
      </>,
    );
    const group = screen.getByRole('group', { name: item.stem });
    expect(group.textContent).toBe('At 0800 the client reports chest pressure; BP 88/50, HR 72, SpO2 97%.');
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['chest pressure', 'false'],
      ['BP 88/50', 'true'],
      ['HR 72', 'false'],
      ['SpO2 97%', 'false'],
    ]);
    expect(buttons.every((button) => button.tabIndex === 0)).toBe(true);
  });

  it('toggles a span by click, Space or Enter, keeping the choices in order', () => {
    const onChange = vi.fn();
    wrap(
      <HighlightTextInput
        view={view}
        response={{ choices: [1] }}
        onChange={onChange}
        disabled={false}
        labelledBy="stem"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'HR 72' }));
    expect(onChange).toHaveBeenLastCalledWith({ choices: [1, 2] });
    fireEvent.keyDown(screen.getByRole('button', { name: 'chest pressure' }), { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith({ choices: [0, 1] });
    fireEvent.keyDown(screen.getByRole('button', { name: 'BP 88/50' }), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.keyDown(screen.getByRole('button', { name: 'BP 88/50' }), { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled, and the spans leave the tab order', () => {
    const onChange = vi.fn();
    wrap(<HighlightTextInput view={view} response={null} onChange={onChange} disabled labelledBy="stem" />);
    const span = screen.getByRole('button', { name: 'HR 72' });
    fireEvent.click(span);
    fireEvent.keyDown(span, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(span.getAttribute('aria-disabled')).toBe('true');
    expect(span.tabIndex).toBe(-1);
  });

  it('once scored, says in words which spans are keys and which the candidate chose', () => {
    const solution = highlightText.toSolution(item);
    wrap(
      <HighlightTextInput
        view={view}
        response={{ choices: [1, 2] }}
        onChange={() => {}}
        disabled
        labelledBy="stem"
        solution={solution}
      />,
    );
    const group = screen.getByRole('group');
    expect(group.textContent).toBe(
      'At 0800 the client reports chest pressureCorrect answer; BP 88/50Correct answerYour answer, HR 72Your answer, SpO2 97%.',
    );
  });
});

describe('highlight text: the score note', () => {
  it('shows the +/- arithmetic, naming each span', () => {
    wrap(<HighlightTextScoreNote response={{ choices: [1, 2] }} solution={highlightText.toSolution(item)} />);
    const note = screen.getByTestId('score-arithmetic');
    expect(note.textContent).toContain('Scoring (+/−): +1 −1 = 0 of 2 points.');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '+1 “BP 88/50”: keyed, highlighted',
      '−1 “HR 72”: not keyed, highlighted',
      '0 “chest pressure”: keyed, not highlighted',
    ]);
  });
});
