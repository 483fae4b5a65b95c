import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';

/** A form's second button beside its submit button (Cancel in an edit dialog). */
export interface SecondaryAction {
  label: string;
  onClick: () => void;
}

/** What the frame takes from `useSavingForm`: the form element, its submit handler and why the last save failed. */
interface SavingFormParts {
  formElement: RefObject<HTMLFormElement | null>;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  failure: string | null;
}

/** The frame's props: the saving form's parts, the footer's texts and state, and the fields. */
export interface FormFrameProps {
  saving: SavingFormParts;
  failureTitle: string;
  submitLabel: string;
  pending: boolean;
  secondaryAction?: SecondaryAction;
  lockSecondary?: boolean;
  gap?: 'sm' | 'md';
  label?: string;
  children: ReactNode;
}

/**
 * The frame of a form saved with `useSavingForm`: the form (the browser's own checks off, the
 * schema's messages show instead, named `label` when given), its fields in a column `gap` apart,
 * then why the last save failed (its sentence under `failureTitle`, while there is one), the
 * secondary action and the submit button, which shows `pending`. With `lockSecondary` the
 * secondary action waits for the save too.
 */
export function FormFrame({
  saving: { formElement, submit, failure },
  failureTitle,
  submitLabel,
  pending,
  secondaryAction,
  lockSecondary = false,
  gap = 'md',
  label,
  children,
}: FormFrameProps) {
  return (
    <form ref={formElement} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {children}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={failureTitle}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {secondaryAction && (
            <Button variant="default" onClick={secondaryAction.onClick} disabled={lockSecondary && pending}>
              {secondaryAction.label}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
