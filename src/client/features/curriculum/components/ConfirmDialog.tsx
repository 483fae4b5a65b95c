import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  pending: boolean;
  /** Why the last attempt failed, if it did. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the course editor deletes a section or a lesson, or publishes or unpublishes the course. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  pending,
  error,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="md">{children}</Text>
      {error && (
        <Alert color="red" mb="md" role="alert" title="Nothing was changed">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
