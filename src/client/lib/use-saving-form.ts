import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import { translatedResolver } from '../i18n/translated-resolver';
import { errorMessage } from './api-client';

/** The attribute that marks a form's error list (`ErrorList`), which `useSavingForm` focuses as it appears (issue 23). */
export const ERROR_LIST_ATTRIBUTE = 'data-error-list';

/**
 * Where a form shows the rules its values break: `'fields'`, each field's first message under the
 * field (marked invalid, the first one focused); `'list'`, every message once, listed together
 * above the form (spec §5 "all messages collected and listed together") in an ErrorList, which takes
 * the focus (scrolled into view), and each invalid field marked invalid without a message under it
 * (as Create Course marks the fields of its one message at the top).
 */
type ErrorPlacement = 'fields' | 'list';

/**
 * A Mantine form checked by a shared zod schema that saves what it checked: one submit at a time
 * (a second while `pending` or saving does nothing), what was typed kept when `save` fails (its
 * sentence, `failureText(error)`, in `failure` until the next edit), `saved` true from a save until
 * the next edit, a toast of `savedText` after a save when given (a toast shows where the user is,
 * however long the form: issue 23), and the form emptied after a save when `resetOnSuccess`. The broken rules show as
 * `errorPlacement` says; in `'list'` mode `errors` holds what the list shows (every broken rule, in
 * the order of `fieldOrder` when given, else the schema's; or the failed save's sentence), cleared
 * on any edit. docs/architecture.md §10.
 */
export function useSavingForm<Values extends Record<string, unknown>, Checked>({
  initialValues,
  schema,
  save,
  pending = false,
  resetOnSuccess = false,
  savedText,
  failureText = errorMessage,
  errorPlacement = 'fields',
  fieldOrder,
}: {
  initialValues: Values;
  /** The form's schema: what the fields must hold, and what `save` receives once they do. */
  schema: z.ZodMiniType<Checked, Values>;
  save: (checked: Checked) => Promise<unknown>;
  pending?: boolean;
  resetOnSuccess?: boolean;
  /** The toast after a successful save, e.g. 'Your settings have been saved.'; none when not given. */
  savedText?: string;
  failureText?: (error: unknown) => string | null;
  errorPlacement?: ErrorPlacement;
  /** In `'list'` mode, the fields in the order their messages are listed. */
  fieldOrder?: readonly (keyof Values)[];
}) {
  const formElement = useRef<HTMLFormElement>(null);
  const saving = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: errorPlacement === 'fields' ? translatedResolver(schema) : undefined,
    onValuesChange: () => {
      setFailure(null);
      setProblems([]);
      setSaved(false);
      if (errorPlacement === 'list') form.clearErrors();
    },
  });
  /** Counts the failed submits of `'list'` mode; each moves the focus to the error list once rendered. */
  const [listShown, setListShown] = useState(0);
  useEffect(() => {
    if (listShown > 0) focusErrorSummary(formElement.current);
  }, [listShown]);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit: (event?: FormEvent<HTMLFormElement>) => void = form.onSubmit(async (values) => {
    if (pending || saving.current) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setProblems(listedMessages(parsed.error.issues, fieldOrder));
      form.setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), true])));
      setListShown((count) => count + 1);
      return;
    }
    setFailure(null);
    setProblems([]);
    saving.current = true;
    try {
      await save(parsed.data);
    } catch (error) {
      setFailure(failureText(error));
      if (errorPlacement === 'list') setListShown((count) => count + 1);
      return;
    } finally {
      saving.current = false;
    }
    if (resetOnSuccess) form.reset();
    setSaved(true);
    if (savedText) notifications.show({ message: savedText, color: 'green' });
  }, focusFirstInvalid);

  const errors = failure ? [failure] : problems;
  return { form, formElement, submit, failure, saved, errors };
}

/**
 * Focuses the form's error list (an ErrorList marks itself with ERROR_LIST_ATTRIBUTE), else its first
 * invalid field, and scrolls it to the middle of the screen, where a long form on a phone shows it.
 */
function focusErrorSummary(formElement: HTMLFormElement | null): void {
  const target =
    formElement?.querySelector<HTMLElement>(`[${ERROR_LIST_ATTRIBUTE}]`) ??
    formElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus({ preventScroll: true });
  target?.scrollIntoView?.({ block: 'center' });
}

/** The messages of `issues`, each once, ordered by their field's place in `fieldOrder` (the schema's order otherwise). */
function listedMessages(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
  fieldOrder: readonly PropertyKey[] | undefined,
): string[] {
  const rank = (issue: { path: readonly PropertyKey[] }) => fieldOrder?.indexOf(issue.path[0] ?? '') ?? 0;
  return [...new Set([...issues].sort((a, b) => rank(a) - rank(b)).map((issue) => issue.message))];
}
