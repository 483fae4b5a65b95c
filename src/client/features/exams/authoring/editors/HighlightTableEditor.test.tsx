// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { highlightTableItemSchema } from '../../../../../shared/items/highlight-table/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { HighlightTableEditor } from './HighlightTableEditor';
import { commonFields, EditorHarness } from './parts/h6-editor-harness';

setUpPageTests();

const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as ItemOf<'highlight-table'>;
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('issue 28 highlight-table editor', () => {
  it('adds a row, sets its cells, keys rows (the key follows a moved row) and gives an item the schema accepts', () => {
    const onChange = vi.fn();
    const start: ItemOf<'highlight-table'> = {
      ...commonFields,
      itemType: 'highlight-table',
      columns: ['Test', 'Result'],
      rows: [
        ['Potassium', '2.9 mEq/L'],
        ['Sodium', '140 mEq/L'],
      ],
      correctAnswers: [],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <HighlightTableEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    type('Test, row 3', 'Glucose');
    type('Result, row 3', '98 mg/dL');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Row 1 is a key' }));
    expect(last(onChange).correctAnswers).toEqual([0]);
    fireEvent.click(screen.getByRole('button', { name: 'Move row 1 down' }));
    expect(last(onChange).rows[1]).toEqual(['Potassium', '2.9 mEq/L']);
    expect(last(onChange).correctAnswers).toEqual([1]);
    expect(highlightTableItemSchema.safeParse(last(onChange)).success).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(last(onChange).rows.every((row) => row.length === 3)).toBe(true);
  });
});
