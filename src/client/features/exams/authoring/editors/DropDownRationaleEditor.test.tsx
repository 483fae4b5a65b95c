// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dropDownRationaleItemSchema } from '../../../../../shared/items/drop-down-rationale/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { DropDownRationaleEditor } from './DropDownRationaleEditor';
import { commonFields, EditorHarness } from './parts/h6-editor-harness';

setUpPageTests();

const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as ItemOf<'drop-down-rationale'>;

describe('issue 28 drop-down rationale editor', () => {
  it('makes a dyad a triad with Insert blank, names the cause and effects, and gives an item the schema accepts', () => {
    const onChange = vi.fn();
    const start: ItemOf<'drop-down-rationale'> = {
      ...commonFields,
      itemType: 'drop-down-rationale',
      text: 'The client has {{0}} as evidenced by {{1}}; the potassium shows',
      dropdowns: [
        { options: ['DKA', 'HHS', 'hypoglycemia'], correctAnswer: 0 },
        { options: ['Kussmaul respirations', 'diaphoresis', 'bradycardia'], correctAnswer: 0 },
      ],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <DropDownRationaleEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    expect(screen.getByRole('group', { name: 'Blank 1: the first part' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(last(onChange).text).toBe('The client has {{0}} as evidenced by {{1}}; the potassium shows {{2}}');
    expect(screen.getByRole('group', { name: 'Blank 1: the cause' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Blank 3: effect 2' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Insert blank' }) as HTMLButtonElement).disabled).toBe(true);
    ['hypokalemia', 'hyperkalemia', 'a normal level'].forEach((text, index) => {
      fireEvent.change(screen.getByRole('textbox', { name: `Choice ${index + 1} of blank 3` }), {
        target: { value: text },
      });
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Choice 2 of blank 3 is the key' }));
    const item = last(onChange);
    expect(item.dropdowns[2]?.correctAnswer).toBe(1);
    expect(dropDownRationaleItemSchema.safeParse(item).success).toBe(true);
  });
});
