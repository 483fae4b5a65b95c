import { Button, Group, Modal, Text } from '@mantine/core';

/**
 * Asks before a candidate leaves an exam by a link or the back button: the answers are saved and
 * the clock keeps running, so the test can be resumed from the Training Center.
 */
export function LeaveExamDialog({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave the exam?" centered>
      <Text size="sm" mb="md">
        Your answers are saved and the clock keeps running. You can come back to this test from the Training Center.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay in the exam
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
