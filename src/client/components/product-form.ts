import type { z } from 'zod/mini';
import { errorMessage } from '../lib/api-client';
import { useSavingForm } from '../lib/use-saving-form';
import type { FormFrameProps, SecondaryAction } from './FormFrame';

/** What a trainer's product form (course, session, video) takes from the page or dialog that shows it. */
export interface ProductFormProps<Values, Body> {
  /** The values to start from (a saved product when editing); an empty form otherwise. */
  initialValues?: Values;
  submitLabel: string;
  /** Saves the checked product; a rejection keeps the form as typed and shows `failureText(error)`. */
  onSubmit: (body: Body) => Promise<unknown>;
  /** True while the save is on its way: the submit button shows it and a second submit does nothing. */
  pending: boolean;
  /** Empty the form after a successful save (spec §8 "Forms reset on success"). */
  resetOnSuccess?: boolean;
  /** What to say in the form when a save fails (null: nothing; a toast says it). The server's message by default. */
  failureText?: (error: unknown) => string | null;
  /** A button beside the submit button, e.g. Cancel in a dialog. */
  secondaryAction?: SecondaryAction;
}

/**
 * The form of a trainer's product: `useSavingForm` over `schema`, starting from `empty` unless the
 * props give values, saving `onSubmit(toBody(checked))`. Returns the Mantine form and `frame`, the
 * props of its `FormFrame` (all but `failureTitle`).
 */
export function useProductForm<Values extends Record<string, unknown>, Checked, Body>(
  {
    initialValues,
    submitLabel,
    onSubmit,
    pending,
    resetOnSuccess = false,
    failureText = errorMessage,
    secondaryAction,
  }: ProductFormProps<Values, Body>,
  {
    empty,
    schema,
    toBody,
  }: { empty: Values; schema: z.ZodMiniType<Checked, Values>; toBody: (checked: Checked) => Body },
) {
  const { form, formElement, submit, failure } = useSavingForm({
    initialValues: initialValues ?? empty,
    schema,
    save: (checked) => onSubmit(toBody(checked)),
    pending,
    resetOnSuccess,
    failureText,
  });
  const frame: Omit<FormFrameProps, 'failureTitle' | 'children'> = {
    saving: { formElement, submit, failure },
    submitLabel,
    pending,
    secondaryAction,
  };
  return { form, frame };
}
