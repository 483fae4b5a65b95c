import { schemaResolver, useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { errorMessage } from './api-client';

/**
 * A Mantine form checked by a shared zod schema that saves what it checked: one submit at a time
 * (a second while `pending` or saving does nothing), the first invalid field focused, what was
 * typed kept when `save` fails (its sentence, `failureText(error)`, in `failure` until the next
 * edit), and the form emptied after a save when `resetOnSuccess`. STYLE "Forms".
 */
export function useSavingForm<Values extends Record<string, unknown>, Checked>({
  initialValues,
  schema,
  save,
  pending = false,
  resetOnSuccess = false,
  failureText = errorMessage,
}: {
  initialValues: Values;
  /** The form's schema: what the fields must hold, and what `save` receives once they do. */
  schema: z.ZodMiniType<Checked, Values>;
  save: (checked: Checked) => Promise<unknown>;
  pending?: boolean;
  resetOnSuccess?: boolean;
  failureText?: (error: unknown) => string | null;
}) {
  const formElement = useRef<HTMLFormElement>(null);
  const saving = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    onValuesChange: () => setFailure(null),
  });

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit: (event?: FormEvent<HTMLFormElement>) => void = form.onSubmit(async (values) => {
    if (pending || saving.current) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) return;
    setFailure(null);
    saving.current = true;
    try {
      await save(parsed.data);
    } catch (error) {
      setFailure(failureText(error));
      return;
    } finally {
      saving.current = false;
    }
    if (resetOnSuccess) form.reset();
  }, focusFirstInvalid);

  return { form, formElement, submit, failure };
}
