// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_CHECKLIST } from '../../../../../shared/item-bank/review-workflow';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { ReviewForm } from './ReviewForm';

beforeAll(polyfillMantine);
afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ReviewForm (issue 28 item 2)', () => {
  it('Approve waits for every point of the checklist, then sends the ticked checklist', async () => {
    const onAct = vi.fn(async () => {});
    render(
      <MantineProvider>
        <ReviewForm mayApprove mayReturn onAct={onAct} busy={false} />
      </MantineProvider>,
    );
    expect(button('Approve').disabled).toBe(true);
    for (const check of REVIEW_CHECKLIST.slice(0, -1))
      fireEvent.click(screen.getByRole('checkbox', { name: check.label }));
    expect(button('Approve').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: REVIEW_CHECKLIST.at(-1)?.label }));
    expect(button('Approve').disabled).toBe(false);
    fireEvent.click(button('Approve'));
    await waitFor(() => expect(onAct).toHaveBeenCalledTimes(1));
    expect(onAct).toHaveBeenCalledWith({
      action: 'approve',
      checklist: Object.fromEntries(REVIEW_CHECKLIST.map((check) => [check.key, true])),
    });
  });

  it('Return to draft waits for comments', async () => {
    const onAct = vi.fn(async () => {});
    render(
      <MantineProvider>
        <ReviewForm mayApprove mayReturn onAct={onAct} busy={false} />
      </MantineProvider>,
    );
    expect(button('Return to draft').disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Comments/ }), {
      target: { value: 'Option C is a second defensible answer.' },
    });
    fireEvent.click(button('Return to draft'));
    await waitFor(() =>
      expect(onAct).toHaveBeenCalledWith({ action: 'return', comments: 'Option C is a second defensible answer.' }),
    );
  });
});
