import { Alert, Button, Group } from '@mantine/core';

/** A form's second button beside its submit button (Cancel in an edit dialog). */
export interface SecondaryAction {
  label: string;
  onClick: () => void;
}

/**
 * The end of a trainer's form (course, session, video, material): why the last save failed (the
 * server's sentence under `failureTitle`, while there is one), then the secondary action and the
 * submit button, which shows `pending`. With `lockSecondary` the secondary action waits too.
 */
export function FormFooter({
  failure,
  failureTitle,
  submitLabel,
  pending,
  secondaryAction,
  lockSecondary = false,
}: {
  failure: string | null;
  failureTitle: string;
  submitLabel: string;
  pending: boolean;
  secondaryAction?: SecondaryAction;
  lockSecondary?: boolean;
}) {
  return (
    <>
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
    </>
  );
}
