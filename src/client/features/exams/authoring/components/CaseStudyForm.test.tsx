// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, setUpPageTests } from '../../../../testing/page-test-utils';
import type { CaseStudyContent } from '../editors/case-study-editor-props';
import { CaseStudyForm } from './CaseStudyForm';

setUpPageTests();

/** A shipped case study (content/case-studies), as the item page gives it to the form. */
function shippedCaseStudy(): CaseStudyContent {
  const file = JSON.parse(readFileSync(join(process.cwd(), 'content/case-studies/cs-community-01.json'), 'utf8'));
  return { kind: 'case-study', caseStudy: file.caseStudy, questions: file.questions };
}

const titleBox = () => screen.getByRole('textbox', { name: 'Case study title' }) as HTMLInputElement;

describe('CaseStudyForm (issue 28 item 1)', () => {
  it('a new case study is blank: Save is held, saying how many problems to fix', async () => {
    const onSave = vi.fn(async () => {});
    renderAt('/item-bank/new', <CaseStudyForm onSave={onSave} saveLabel="Save draft" />);
    const save = await screen.findByRole('button', { name: /^Fix \d+ problems to save$/ });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a problem holds Save and shows once; fixed, the unit saves as typed', async () => {
    const content = shippedCaseStudy();
    const onSave = vi.fn(async () => {});
    renderAt('/item-bank/items/x', <CaseStudyForm initialContent={content} onSave={onSave} saveLabel="Save changes" />);
    expect(((await screen.findByRole('button', { name: 'Save changes' })) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(titleBox(), { target: { value: '' } });
    const held = await screen.findByRole('button', { name: 'Fix 1 problem to save' });
    expect((held as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(/title must not be empty/)).toHaveLength(1);
    fireEvent.change(titleBox(), { target: { value: 'Tuberculosis contact investigation' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      ...content,
      caseStudy: { ...(content.caseStudy as object), title: 'Tuberculosis contact investigation' },
    });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('a server refusal shows its sentence and keeps what was typed', async () => {
    const { ApiError } = await import('../../../../lib/api-client');
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'item_invalid', 'Item 2: the stem repeats another item.');
    });
    renderAt(
      '/item-bank/items/x',
      <CaseStudyForm initialContent={shippedCaseStudy()} onSave={onSave} saveLabel="Save changes" />,
    );
    fireEvent.change(titleBox(), { target: { value: 'TB contacts' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Item 2: the stem repeats another item.')).toBeTruthy();
    expect(titleBox().value).toBe('TB contacts');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('the preview shows the open item with the chart as the candidate sees it at that item', async () => {
    const content = shippedCaseStudy();
    const questions = content.questions as { stem: string }[];
    renderAt(
      '/item-bank/items/x',
      <CaseStudyForm initialContent={content} onSave={async () => {}} saveLabel="Save changes" />,
    );
    const preview = () => screen.getByRole('region', { name: 'Preview' });
    const chartTabs = () =>
      within(preview())
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    expect(within(preview()).getByTestId('question-stem').textContent).toBe(questions[0]?.stem);
    expect(within(preview()).getByText('Case study · item 1 of 6: Recognize cues')).toBeTruthy();
    expect(chartTabs()).toEqual(['Case Report', 'Contacts', "Nurses' Notes"]);
    fireEvent.click(screen.getByRole('tab', { name: '5. Take action' }));
    expect(within(preview()).getByTestId('question-stem').textContent).toBe(questions[4]?.stem);
    expect(within(preview()).getByText('Case study · item 5 of 6: Take action')).toBeTruthy();
    expect(chartTabs()).toEqual(['Case Report', 'Contacts', "Nurses' NotesNew", 'Screening ResultsNew']);
  });

  it('leaving with unsaved changes asks first; Stay keeps the page', async () => {
    const router = renderAt(
      '/item-bank/items/x',
      <CaseStudyForm initialContent={shippedCaseStudy()} onSave={async () => {}} saveLabel="Save changes" />,
    );
    fireEvent.change(titleBox(), { target: { value: 'TB contacts' } });
    await act(() => router.navigate('/item-bank'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/item-bank/items/x');
  });
});
