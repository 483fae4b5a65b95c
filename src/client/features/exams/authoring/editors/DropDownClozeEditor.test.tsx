// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dropDownClozeItemSchema } from '../../../../../shared/items/drop-down-cloze/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { DropDownClozeEditor } from './DropDownClozeEditor';
import { commonFields, EditorHarness } from './parts/h6-editor-harness';

setUpPageTests();

const start: ItemOf<'drop-down-cloze'> = {
  ...commonFields,
  itemType: 'drop-down-cloze',
  text: 'Monitor the serum level of ',
  dropdowns: [],
};

const lastItem = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as ItemOf<'drop-down-cloze'>;

describe('issue 28 drop-down cloze editor', () => {
  it('inserts a blank at the cursor, takes its choices and key, and gives an item the schema accepts', () => {
    const onChange = vi.fn();
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <DropDownClozeEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(lastItem(onChange).text).toBe('Monitor the serum level of {{0}}');
    expect(lastItem(onChange).dropdowns).toHaveLength(1);
    ['potassium', 'calcium', 'magnesium'].forEach((text, index) => {
      fireEvent.change(screen.getByRole('textbox', { name: `Choice ${index + 1} of blank 1` }), {
        target: { value: text },
      });
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Choice 1 of blank 1 is the key' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Choice 3 of blank 1 is the key' }));
    expect(lastItem(onChange).dropdowns[0]).toEqual({
      options: ['potassium', 'calcium', 'magnesium'],
      correctAnswer: 2,
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Sentence with blanks' }), {
      target: { value: 'Monitor the serum level of {{0}} daily.' },
    });
    expect(dropDownClozeItemSchema.safeParse(lastItem(onChange)).success).toBe(true);
  });

  it('moves a choice with its key, adds and removes choices and blanks', () => {
    const onChange = vi.fn();
    const item: ItemOf<'drop-down-cloze'> = {
      ...start,
      text: 'Give {{0}} then {{1}}.',
      dropdowns: [
        { options: ['a', 'b', 'c'], correctAnswer: 0 },
        { options: ['d', 'e', 'f'], correctAnswer: 1 },
      ],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={item}
        onChange={onChange}
        render={(value, change) => <DropDownClozeEditor item={value} onChange={change} problems={[]} />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move choice 1 of blank 1 down' }));
    expect(lastItem(onChange).dropdowns[0]).toEqual({ options: ['b', 'a', 'c'], correctAnswer: 1 });
    expect((screen.getByRole('button', { name: 'Remove choice 1 of blank 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add choice to blank 2' }));
    expect(lastItem(onChange).dropdowns[1]?.options).toEqual(['d', 'e', 'f', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove blank 1' }));
    expect(lastItem(onChange).text).toBe('Give then {{0}}.');
    expect(lastItem(onChange).dropdowns).toEqual([{ options: ['d', 'e', 'f', ''], correctAnswer: 1 }]);
    expect((screen.getByRole('button', { name: 'Remove blank 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a problem under the field it names and the others at the top', () => {
    renderAt(
      '/',
      <DropDownClozeEditor
        item={{ ...start, text: 'Give {{0}}.', dropdowns: [{ options: ['a', 'b', ''], correctAnswer: 0 }] }}
        onChange={() => {}}
        problems={[
          'The item, field dropdowns.0.options.2: each option must not be empty.',
          'The item: the explanation does not discuss option "a" of drop-down 1.',
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Blank 1' }).textContent).toContain('each option must not be empty.');
    expect(screen.getByText('The item: the explanation does not discuss option "a" of drop-down 1.')).toBeTruthy();
  });
});
