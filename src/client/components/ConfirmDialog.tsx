import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastShown } from '../lib/use-last-shown';
import { DialogFrame } from './DialogFrame';

/**
 * The one confirmation dialog of the product, open while `target` is not null (and showing the last
 * target while it fades out): its question (`title`), what will happen (`children`), why the last
 * try failed (`failure` under `failureTitle`, while there is one), then `cancelLabel` (Cancel by
 * default; Escape and the close button do the same, `onClose`) and `confirmLabel`, red unless
 * `danger` is false, which calls `onConfirm` with the target and shows `pending`. With
 * `lockCancel` the cancel button waits for a pending confirmation too.
 */
export function ConfirmDialog<T>({
  target,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  failure = null,
  failureTitle,
  cancelLabel,
  danger = true,
  lockCancel = false,
}: {
  target: T | null;
  title: (shown: T | null) => ReactNode;
  children: (shown: T) => ReactNode;
  confirmLabel: string;
  onConfirm: (shown: T) => void;
  onClose: () => void;
  pending: boolean;
  failure?: string | null;
  failureTitle?: string;
  cancelLabel?: string;
  danger?: boolean;
  lockCancel?: boolean;
}) {
  const { t } = useTranslation();
  const shown = useLastShown(target);
  return (
    <DialogFrame opened={target !== null} onClose={onClose} title={title(shown)}>
      {shown !== null && (
        <Stack gap="md">
          {children(shown)}
          {failure && (
            <Alert color="red" variant="light" role="alert" title={failureTitle}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={lockCancel && pending}>
              {cancelLabel ?? t('Cancel')}
            </Button>
            <Button color={danger ? 'red' : undefined} onClick={() => onConfirm(shown)} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
