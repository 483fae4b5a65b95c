import { notifications } from '@mantine/notifications';
import type { Course, CourseBody, CourseFormValues } from '../../../../shared/marketplace/courses';
import { DialogFrame } from '../../../components/DialogFrame';
import { useLastShown } from '../../../lib/use-last-shown';
import { useUpdateCourse } from '../api/update-course';
import { CourseForm } from './CourseForm';

/** A course as the form's values: the price back in dollars. */
function toFormValues(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    price: course.priceCents / 100,
    category: course.category,
    duration: course.duration,
    level: course.level,
    isPublished: course.isPublished,
  };
}

/**
 * The "Edit Course" dialog of the course page and the trainer dashboard: the course form filled
 * from `course` (open while it is not null), saved with PUT /api/courses/:courseId. A save closes it
 * with the toast "Course updated"; a refusal shows the server's message inside the dialog and keeps
 * what was typed.
 */
export function EditCourseDialog({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const update = useUpdateCourse();
  const current = useLastShown(course);

  const save = async (body: CourseBody) => {
    if (!current) return;
    await update.mutateAsync({ courseId: current.id, body });
    notifications.show({
      title: 'Course updated',
      message: `Your changes to “${body.title}” are saved.`,
      color: 'green',
    });
    onClose();
  };

  return (
    <DialogFrame opened={course !== null} onClose={onClose} size="lg" title="Edit Course">
      {current && (
        <CourseForm
          key={current.id}
          initialValues={toFormValues(current)}
          submitLabel="Save Changes"
          publishLabel="Published"
          onSubmit={save}
          pending={update.isPending}
          secondaryAction={{ label: 'Cancel', onClick: onClose }}
        />
      )}
    </DialogFrame>
  );
}
