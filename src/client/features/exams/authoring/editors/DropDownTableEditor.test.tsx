// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dropDownTableItemSchema } from '../../../../../shared/items/drop-down-table/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { DropDownTableEditor } from './DropDownTableEditor';
import { commonFields, EditorHarness } from './parts/h6-editor-harness';

setUpPageTests();

const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as ItemOf<'drop-down-table'>;
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('issue 28 drop-down table editor', () => {
  it('adds a row and a column, sets a key, and gives an item the schema accepts', () => {
    const onChange = vi.fn();
    const start: ItemOf<'drop-down-table'> = {
      ...commonFields,
      itemType: 'drop-down-table',
      columns: ['Finding', 'Interpretation'],
      rows: [
        {
          label: 'Temperature 38.9 C',
          dropdowns: [{ options: ['infection', 'expected', 'overload'], correctAnswer: 0 }],
        },
      ],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <DropDownTableEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    type('Label of row 2', 'Absent bowel sounds');
    ['paralytic ileus', 'normal', 'obstruction resolved'].forEach((text, index) => {
      type(`Choice ${index + 1} of row 2's drop-down`, text);
    });
    fireEvent.click(screen.getByRole('radio', { name: "Choice 2 of row 2's drop-down is the key" }));
    expect(last(onChange).rows[1]?.dropdowns[0]?.correctAnswer).toBe(1);
    expect(dropDownTableItemSchema.safeParse(last(onChange)).success).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add drop-down column' }));
    expect(last(onChange).columns).toEqual(['Finding', 'Interpretation', '']);
    expect(last(onChange).rows.every((row) => row.dropdowns.length === 2)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove column 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    expect(last(onChange).rows.map((row) => row.label)).toEqual(['Absent bowel sounds', 'Temperature 38.9 C']);
    expect(dropDownTableItemSchema.safeParse(last(onChange)).success).toBe(true);
  });
});
