// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import { bankItem } from '../authoring-test-items';
import { ItemForm } from './ItemForm';

setUpPageTests();

describe('ItemForm (issue 28 item 1)', () => {
  it('a select-all-that-apply item with every key unticked is not saved: the button says what to fix and the sentence shows', async () => {
    const item = bankItem('community-health-sata-01.json', 'select-all-that-apply');
    const onSave = vi.fn(async () => {});
    renderAt('/item-bank/new', <ItemForm initialItem={item} onSave={onSave} saveLabel="Save draft" />);
    expect(((await screen.findByRole('button', { name: 'Save draft' })) as HTMLButtonElement).disabled).toBe(false);
    for (const letter of ['B', 'D', 'F'])
      fireEvent.click(screen.getByRole('checkbox', { name: `Option ${letter} is a key` }));
    const save = await screen.findByRole('button', { name: 'Fix 1 problem to save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // Beside the options, and in the list of problems above Save.
    expect(screen.getAllByText(/correctAnswers must hold at least 1 key\./)).toHaveLength(2);
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a valid item saves its content; a server refusal shows its sentence and keeps what was typed', async () => {
    const item = bankItem('community-health-sata-01.json', 'select-all-that-apply');
    const { ApiError } = await import('../../../../lib/api-client');
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'http_error', 'The item: the stem repeats another item.');
    });
    renderAt('/item-bank/new', <ItemForm initialItem={item} onSave={onSave} saveLabel="Save draft" />);
    fireEvent.change(screen.getByRole('textbox', { name: /Topic/ }), { target: { value: 'Case management' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The item: the stem repeats another item.')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({ kind: 'item', item: { ...item, topic: 'Case management' } });
    expect((screen.getByRole('textbox', { name: /Topic/ }) as HTMLInputElement).value).toBe('Case management');
  });

  it('the preview shows the item as the candidate sees it, and Show answer the points the key earns', async () => {
    const item = bankItem('community-health-sata-01.json', 'select-all-that-apply');
    renderAt('/item-bank/new', <ItemForm initialItem={item} onSave={async () => {}} saveLabel="Save draft" />);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain(item.options[0]);
    fireEvent.click(screen.getByRole('switch', { name: 'Show answer' }));
    expect(await screen.findByText('3 points possible')).toBeTruthy();
  });

  it('leaving with unsaved changes asks first; Stay keeps the page', async () => {
    const item = bankItem('community-health-sata-01.json', 'select-all-that-apply');
    const router = renderAt(
      '/item-bank/new',
      <ItemForm initialItem={item} onSave={async () => {}} saveLabel="Save draft" />,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Topic/ }), { target: { value: 'Readmissions' } });
    await act(() => router.navigate('/item-bank'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/item-bank/new');
  });

  it('choosing another type keeps the common fields and starts the type’s own fields blank', async () => {
    const item = bankItem('community-health-sata-01.json', 'select-all-that-apply');
    renderAt(
      '/item-bank/new',
      <ItemForm initialItem={item} onSave={async () => {}} saveLabel="Save draft" typeSelectable />,
    );
    await screen.findByRole('region', { name: 'Preview' });
    const type = screen.getAllByLabelText(/^Item type/).find((element) => element.tagName === 'INPUT');
    fireEvent.click(type as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Bow-tie', hidden: true }));
    expect(await screen.findByRole('radio', { name: 'Condition 1 is the key' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Stem/ }) as HTMLTextAreaElement).value).toBe(item.stem);
    expect((screen.getByRole('textbox', { name: 'Condition 1' }) as HTMLTextAreaElement).value).toBe('');
  });
});
