// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { blankItem } from './blank-items';
import { FieldsJsonEditor } from './FieldsJsonEditor';

beforeAll(polyfillMantine);
afterEach(cleanup);

describe('FieldsJsonEditor (issue 28 item 1)', () => {
  it('shows the type’s own fields as JSON, applies them once they parse and says why they do not', () => {
    const item = { ...blankItem('drop-down-cloze'), stem: 'Complete the sentence.' };
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <FieldsJsonEditor item={item} onChange={onChange} problems={[]} />
      </MantineProvider>,
    );
    const box = screen.getByRole('textbox', { name: /The type's fields/ }) as HTMLTextAreaElement;
    expect(JSON.parse(box.value)).toEqual({ text: '{{0}}', dropdowns: item.dropdowns });
    fireEvent.change(box, { target: { value: '{"text": "The client {{0}}."' } });
    expect(screen.getByText(/This is not valid JSON yet/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    const dropdowns = [{ options: ['is septic', 'is dehydrated', 'is anxious'], correctAnswer: 1 }];
    fireEvent.change(box, {
      target: { value: JSON.stringify({ text: 'The client {{0}}.', dropdowns, stem: 'ignored' }) },
    });
    expect(screen.queryByText(/This is not valid JSON yet/)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ ...item, text: 'The client {{0}}.', dropdowns });
  });
});
