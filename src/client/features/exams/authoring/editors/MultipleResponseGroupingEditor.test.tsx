// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { multipleResponseGroupingItemSchema } from '../../../../../shared/items/multiple-response-grouping/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { MultipleResponseGroupingEditor } from './MultipleResponseGroupingEditor';
import { commonFields, EditorHarness } from './parts/h6-editor-harness';

setUpPageTests();

const last = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)?.[0] as ItemOf<'multiple-response-grouping'>;
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('issue 28 multiple-response-grouping editor', () => {
  it('adds a group with its options and keys, and gives an item the schema accepts', () => {
    const onChange = vi.fn();
    const start: ItemOf<'multiple-response-grouping'> = {
      ...commonFields,
      itemType: 'multiple-response-grouping',
      groups: [{ label: 'Cardiovascular', options: ['Edema', 'Bradycardia'], correctAnswers: [0] }],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <MultipleResponseGroupingEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    type('Label of group 2', 'Respiratory');
    type('Option 1 of group 2', 'Crackles');
    type('Option 2 of group 2', 'Clear breath sounds');
    fireEvent.click(screen.getByRole('button', { name: 'Add option to group 2' }));
    type('Option 3 of group 2', 'Dyspnea on exertion');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 1 of group 2 is a key' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 3 of group 2 is a key' }));
    expect(last(onChange).groups[1]?.correctAnswers).toEqual([0, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Move option 3 of group 2 up' }));
    expect(last(onChange).groups[1]).toEqual({
      label: 'Respiratory',
      options: ['Crackles', 'Dyspnea on exertion', 'Clear breath sounds'],
      correctAnswers: [0, 1],
    });
    type('Header of the groups column', 'Body system');
    type('Header of the options column', 'Finding');
    expect(last(onChange).columns).toEqual(['Body system', 'Finding']);
    expect(multipleResponseGroupingItemSchema.safeParse(last(onChange)).success).toBe(true);
  });
});
