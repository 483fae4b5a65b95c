import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes (issue 28 item 1): shown while the leave guard
 * holds a navigation (`blocker.state` "blocked"); Stay keeps the page, Leave without saving goes.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Text size="sm" mb="md">
        Your changes to this item are not saved. If you leave now, they are lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
