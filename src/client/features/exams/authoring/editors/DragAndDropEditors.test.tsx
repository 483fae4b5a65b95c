// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dragAndDropClozeItemSchema } from '../../../../../shared/items/drag-and-drop-cloze/schemas';
import { dragAndDropRationaleItemSchema } from '../../../../../shared/items/drag-and-drop-rationale/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { DragAndDropClozeEditor } from './DragAndDropClozeEditor';
import { DragAndDropRationaleEditor } from './DragAndDropRationaleEditor';
import { commonFields, EditorHarness } from './parts/h6-editor-harness';

setUpPageTests();

const last = <T,>(onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as T;

const typeTokens = (texts: string[]) =>
  texts.forEach((text, index) => {
    fireEvent.change(screen.getByRole('textbox', { name: `Token ${'ABCDEFGHIJ'[index]}` }), {
      target: { value: text },
    });
  });

describe('issue 28 drag-and-drop editors', () => {
  it('cloze: inserts a blank, fills the pool, sets the token of the blank and gives an item the schema accepts', () => {
    const onChange = vi.fn();
    const start: ItemOf<'drag-and-drop-cloze'> = {
      ...commonFields,
      itemType: 'drag-and-drop-cloze',
      text: 'Before giving digoxin, check the',
      tokens: ['', '', '', ''],
      correctAnswers: [],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <DragAndDropClozeEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(last<ItemOf<'drag-and-drop-cloze'>>(onChange).text).toBe('Before giving digoxin, check the {{0}}');
    typeTokens(['apical pulse', 'blood glucose', 'temperature', 'weight']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Token for blank 1' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Token for blank 1' }), { target: { value: '0' } });
    const item = last<ItemOf<'drag-and-drop-cloze'>>(onChange);
    expect(item.correctAnswers).toEqual([0]);
    expect(dragAndDropClozeItemSchema.safeParse(item).success).toBe(true);
  });

  it('rationale: names the triad blanks by role and moves a token with its key', () => {
    const onChange = vi.fn();
    const start: ItemOf<'drag-and-drop-rationale'> = {
      ...commonFields,
      itemType: 'drag-and-drop-rationale',
      text: 'The client has {{0}}, shown by a pH of {{1}}, and the sodium shows {{2}}.',
      tokens: ['DKA', 'HHS', '7.21', '150 mEq/L'],
      correctAnswers: [0, 2, 3],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <DragAndDropRationaleEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Token for blank 1: the cause' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Token for blank 3: effect 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move token A down' }));
    const moved = last<ItemOf<'drag-and-drop-rationale'>>(onChange);
    expect(moved.tokens).toEqual(['HHS', 'DKA', '7.21', '150 mEq/L']);
    expect(moved.correctAnswers).toEqual([1, 2, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Add token' }));
    typeTokens(['HHS', 'DKA', '7.21', '150 mEq/L', 'hypoglycemia']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Token for blank 1: the cause' }), {
      target: { value: '0' },
    });
    const item = last<ItemOf<'drag-and-drop-rationale'>>(onChange);
    expect(item.correctAnswers).toEqual([0, 2, 3]);
    expect(dragAndDropRationaleItemSchema.safeParse(item).success).toBe(true);
  });
});
