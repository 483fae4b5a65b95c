// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { highlightTextItemSchema } from '../../../../../shared/items/highlight-text/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { HighlightTextEditor } from './HighlightTextEditor';
import { commonFields, EditorHarness } from './parts/h6-editor-harness';

setUpPageTests();

const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as ItemOf<'highlight-text'>;

describe('issue 28 highlight-text editor', () => {
  it('marks the selected words as a span, keeps the key on its span, and gives an item the schema accepts', () => {
    const onChange = vi.fn();
    const start: ItemOf<'highlight-text'> = {
      ...commonFields,
      itemType: 'highlight-text',
      passage: 'The client reports chest pressure, [[nausea]] and [[HR 72]].',
      correctAnswers: [0],
    };
    renderAt(
      '/',
      <EditorHarness
        initial={start}
        onChange={onChange}
        render={(item, change) => <HighlightTextEditor item={item} onChange={change} problems={[]} />}
      />,
    );
    const passage = screen.getByRole('textbox', { name: 'Passage' }) as HTMLTextAreaElement;
    const from = start.passage.indexOf('chest pressure');
    passage.setSelectionRange(from, from + 'chest pressure'.length);
    fireEvent.select(passage);
    fireEvent.click(screen.getByRole('button', { name: 'Mark selection as span' }));
    expect(last(onChange).passage).toBe('The client reports [[chest pressure]], [[nausea]] and [[HR 72]].');
    expect(last(onChange).correctAnswers).toEqual([1]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Span 1 is a key' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Span 2 is a key' }));
    expect(last(onChange).correctAnswers).toEqual([0]);
    expect(highlightTextItemSchema.safeParse(last(onChange)).success).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmark span 3' }));
    expect(last(onChange).passage).toBe('The client reports [[chest pressure]], [[nausea]] and HR 72.');
  });

  it('says why when nothing is selected, and why the markup is wrong', () => {
    renderAt(
      '/',
      <HighlightTextEditor
        item={{ ...commonFields, itemType: 'highlight-text', passage: 'Only [[one]] span.', correctAnswers: [0] }}
        onChange={() => {}}
        problems={[]}
      />,
    );
    expect(screen.getByText('passage must mark 2 to 10 spans as [[...]]; it marks 1.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark selection as span' }));
    expect(screen.getByText('Select the words of the passage to mark first.')).toBeTruthy();
  });
});
