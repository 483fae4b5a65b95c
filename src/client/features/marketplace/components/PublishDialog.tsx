import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { Course } from '../../../../shared/marketplace/courses';

interface PublishDialogProps {
  /** The course to publish; the dialog is open while it is set. */
  course: Course | null;
  onCancel: () => void;
  onConfirm: (course: Course) => void;
  pending: boolean;
  /** Why the last attempt failed (a course without lessons, issue 27 item 1), if it did. */
  error: string | null;
}

/**
 * Asks before a course is published (issue 27 item 1): it is then listed in the Course Marketplace
 * and students can buy it. The server refuses a course without lessons; its sentence shows here.
 */
export function PublishDialog({ course, onCancel, onConfirm, pending, error }: PublishDialogProps) {
  return (
    <Modal opened={course !== null} onClose={onCancel} title="Publish this course?" centered>
      {course && (
        <>
          <Text mb="md">
            <strong>{course.title}</strong> will be listed in the Course Marketplace: students can find it and buy it.
          </Text>
          {error && (
            <Alert color="red" mb="md" role="alert" title="The course was not published">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(course)} loading={pending}>
              Publish
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
