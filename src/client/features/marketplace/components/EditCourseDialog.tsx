import { useTranslation } from 'react-i18next';
import type { Course, CourseFormValues } from '../../../../shared/marketplace/courses';
import { EditDialog } from '../../../components/EditDialog';
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
  const { t } = useTranslation();
  const update = useUpdateCourse();
  return (
    <EditDialog item={course} title={t('Edit Course')} savedTitle={t('Course updated')} onClose={onClose}>
      {(shown, saved) => (
        <CourseForm
          key={shown.id}
          initialValues={toFormValues(shown)}
          submitLabel={t('Save Changes')}
          publishLabel={t('Published')}
          onSubmit={async (body) => {
            await update.mutateAsync({ courseId: shown.id, body });
            saved(body.title);
          }}
          pending={update.isPending}
          secondaryAction={{ label: t('Cancel'), onClick: onClose }}
        />
      )}
    </EditDialog>
  );
}
