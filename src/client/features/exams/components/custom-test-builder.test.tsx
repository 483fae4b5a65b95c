// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt, setUpPageTests } from '../../../testing/page-test-utils';
import { choose } from '../../../testing/user-data';
import { CustomTestBuilder } from './CustomTestBuilder';

setUpPageTests();

describe('Create Custom Test: Draw from (issue 28)', () => {
  it('draws from the shared bank unless "My items" or "Both" is chosen, and sends the choice', async () => {
    const calls = mockApi(() => ({ status: 201, body: { id: 'custom-1' } }));
    const onSaved = vi.fn();
    renderAt('/', <CustomTestBuilder opened onClose={() => {}} maxQuestions={150} onSaved={onSaved} mode="timed" />);
    const drawFrom = await screen.findByRole('combobox', { name: 'Draw from' });
    expect((drawFrom as HTMLInputElement).value).toBe('Shared bank');
    await choose(drawFrom, 'My items');
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Week 3 review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Test' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('custom-1', false));
    const saved = calls.find((call) => call.method === 'POST');
    expect(saved?.url).toContain('/api/exams/custom-tests');
    expect(saved?.body).toMatchObject({ title: 'Week 3 review', bank: 'own' });
  });
});
