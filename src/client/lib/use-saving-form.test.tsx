// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from './api-client';
import { useSavingForm } from './use-saving-form';

/** Two fields, each with its own rule, and a rule across both (reported on the second field). */
const schema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
    code: z.string().check(z.minLength(1, 'Code is required'), z.maxLength(3, 'Code is too long')),
  })
  .check(
    z.refine((values) => values.name === '' || values.name !== values.code, {
      error: 'Name and code must differ',
      path: ['name'],
    }),
  );

const empty = { name: '', code: '' };

function render(options: Partial<Parameters<typeof useSavingForm<typeof empty, z.output<typeof schema>>>[0]> = {}) {
  const save = vi.fn(async (_checked: z.output<typeof schema>) => {});
  const hook = renderHook(() => useSavingForm({ initialValues: empty, schema, save, ...options }));
  const submit = () => act(async () => hook.result.current.submit());
  const type = (field: 'name' | 'code', value: string) =>
    act(() => hook.result.current.form.setFieldValue(field, value));
  return { hook, save, submit, type };
}

describe('useSavingForm', () => {
  it("'list' placement: every broken rule once, in the fields' order, each field marked without a message under it; nothing is saved", async () => {
    const { hook, save, submit, type } = render({ errorPlacement: 'list', fieldOrder: ['code', 'name'] });
    await type('name', 'x');
    await type('code', 'x');
    await submit();
    expect(hook.result.current.errors).toEqual(['Name and code must differ']);
    await type('name', '');
    await type('code', '');
    await submit();
    expect(hook.result.current.errors).toEqual(['Code is required', 'Name is required']);
    expect(hook.result.current.form.errors).toEqual({ name: true, code: true });
    expect(save).not.toHaveBeenCalled();
  });

  it("'list' placement: the list empties on the next edit", async () => {
    const { hook, submit, type } = render({ errorPlacement: 'list' });
    await submit();
    expect(hook.result.current.errors).toEqual(['Name is required', 'Code is required']);
    await type('name', 'Ann');
    expect(hook.result.current.errors).toEqual([]);
    expect(hook.result.current.form.errors).toEqual({});
  });

  it("'fields' placement: each field's first message under it, and the list stays empty", async () => {
    const { hook, save, submit, type } = render();
    await type('code', 'abcd');
    await submit();
    expect(hook.result.current.form.errors).toEqual({ name: 'Name is required', code: 'Code is too long' });
    expect(hook.result.current.errors).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the checked values; a failure keeps what was typed and says why until the next edit', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError(409, 'email_taken', 'Already taken.'));
    const { hook, submit, type } = render({ save, errorPlacement: 'list' });
    await type('name', '  Ann ');
    await type('code', 'A1');
    await submit();
    expect(save).toHaveBeenCalledWith({ name: 'Ann', code: 'A1' });
    expect(hook.result.current.failure).toBe('Already taken.');
    expect(hook.result.current.errors).toEqual(['Already taken.']);
    expect(hook.result.current.form.values).toEqual({ name: '  Ann ', code: 'A1' });
    expect(hook.result.current.saved).toBe(false);
    await type('code', 'A2');
    expect(hook.result.current.failure).toBeNull();
  });

  it('after a save: `saved` until the next edit, and the form empty again with resetOnSuccess', async () => {
    const { hook, submit, type } = render({ resetOnSuccess: true });
    await type('name', 'Ann');
    await type('code', 'A1');
    await submit();
    expect(hook.result.current.saved).toBe(true);
    expect(hook.result.current.form.values).toEqual(empty);
    await type('name', 'B');
    expect(hook.result.current.saved).toBe(false);
  });

  it('a submit while `pending` sends nothing', async () => {
    const { save, submit, type } = render({ pending: true });
    await type('name', 'Ann');
    await type('code', 'A1');
    await submit();
    expect(save).not.toHaveBeenCalled();
  });
});
