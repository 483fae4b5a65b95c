import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import type { Course } from '../../../../shared/marketplace/courses';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLastShown } from '../../../lib/use-last-shown';

/** Publishing lists a course in the Course Marketplace; unpublishing makes it a draft again. */
export type PublicationChange = 'publish' | 'unpublish';

interface PublicationDialogProps {
  /** The course to publish or unpublish; the dialog is open while it is set. */
  course: Course | null;
  change: PublicationChange;
  onCancel: () => void;
  onConfirm: (course: Course) => void;
  pending: boolean;
  /** Why the last attempt failed (for a publish, a course without lessons: issue 27 item 1), if it did. */
  error: string | null;
}

const TEXTS: Record<PublicationChange, { title: string; effect: string; failed: string; button: string }> = {
  publish: {
    title: msg('Publish this course?'),
    effect: msg('<1>{{title}}</1> will be listed in the Course Marketplace: students can find it and buy it.'),
    failed: msg('The course was not published'),
    button: msg('Publish'),
  },
  unpublish: {
    title: msg('Unpublish this course?'),
    effect: msg(
      '<1>{{title}}</1> will become a draft: buyers can no longer find it or buy it in the Course Marketplace until you publish it again.',
    ),
    failed: msg('The course was not unpublished'),
    button: msg('Unpublish'),
  },
};

/**
 * Asks before a course is published (issue 27 item 1: it is then listed and sold; the server refuses
 * a course without lessons, and its sentence shows here) or unpublished (it leaves the marketplace
 * until published again; buyers keep it).
 */
export function PublicationDialog({ course, change, onCancel, onConfirm, pending, error }: PublicationDialogProps) {
  // While the dialog fades out (course back to null) it keeps the words it was opened with.
  const { t } = useTranslation();
  const shown = useLastShown(course === null ? null : change) ?? change;
  const texts = TEXTS[shown];
  return (
    <ConfirmDialog
      target={course}
      title={() => t(texts.title)}
      confirmLabel={t(texts.button)}
      danger={shown === 'unpublish'}
      pending={pending}
      failure={error}
      failureTitle={t(texts.failed)}
      onClose={onCancel}
      onConfirm={onConfirm}
    >
      {(target) => (
        <Text>
          <Trans i18nKey={texts.effect} values={{ title: target.title }} components={{ 1: <strong /> }} />
        </Text>
      )}
    </ConfirmDialog>
  );
}
