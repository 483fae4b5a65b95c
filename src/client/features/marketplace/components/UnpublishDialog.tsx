import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { Course } from '../../../../shared/marketplace/courses';

interface UnpublishDialogProps {
  /** The course to unpublish; the dialog is open while it is set. */
  course: Course | null;
  onCancel: () => void;
  onConfirm: (course: Course) => void;
  pending: boolean;
  /** Why the last attempt failed, if it did. */
  error: string | null;
}

/** Asks before a course leaves the marketplace: buyers can no longer find or buy it until it is published again. */
export function UnpublishDialog({ course, onCancel, onConfirm, pending, error }: UnpublishDialogProps) {
  return (
    <Modal opened={course !== null} onClose={onCancel} title="Unpublish this course?" centered>
      {course && (
        <>
          <Text mb="md">
            <strong>{course.title}</strong> will become a draft: buyers can no longer find it or buy it in the Course
            Marketplace until you publish it again.
          </Text>
          {error && (
            <Alert color="red" mb="md" role="alert" title="The course was not unpublished">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button color="red" onClick={() => onConfirm(course)} loading={pending}>
              Unpublish
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
