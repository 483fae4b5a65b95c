import { Alert, Blockquote, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  type CourseReview,
  REVIEW_HIDE_REASON_MAX,
  type ReviewHideBody,
  reviewHideBodySchema,
} from '../../../../shared/marketplace/reviews';
import { DialogFrame } from '../../../components/DialogFrame';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';
import { useLastShown } from '../../../lib/use-last-shown';
import { useHideReview } from '../api/hide-review';

/** The first 200 characters of a review, for the dialog's quote. */
function excerpt(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * An admin hides a review (issue 27 item 7), open while `review` is set: it quotes the review, says
 * what hiding does, and asks for the reason (required, up to 300 characters; `reviewHideBodySchema`),
 * which the author reads and the audit log keeps. Hidden: a toast and the dialog closes; refused:
 * the server's sentence here, the reason kept.
 */
export function CourseReviewsHideDialog({
  courseId,
  review,
  onClose,
}: {
  courseId: string;
  review: CourseReview | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = useLastShown(review);
  return (
    <DialogFrame opened={review !== null} onClose={onClose} title={t('Hide this review?')}>
      {current && <HideForm key={current.id} courseId={courseId} review={current} onClose={onClose} />}
    </DialogFrame>
  );
}

function HideForm({ courseId, review, onClose }: { courseId: string; review: CourseReview; onClose: () => void }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  const form = useForm<ReviewHideBody>({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: translatedResolver(reviewHideBodySchema),
  });
  const submit = form.onSubmit((values) =>
    hide.mutate(
      { courseId, reviewId: review.id, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifications.show({
            title: t('Review hidden'),
            message: t('The review by {{name}} is off the course page.', { name: review.reviewerName }),
          });
          onClose();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('{{name}} wrote ({{count}} stars):', { name: review.reviewerName, count: review.stars })}</Text>
        <Blockquote color="gray" p="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
          {t('“{{text}}”', { text: excerpt(review.text) })}
        </Blockquote>
        <Text size="sm">
          {t(
            'The review leaves the course page and its stars leave the course’s average. Its author sees it is hidden, with your reason. The audit log records it, and you can show it again later.',
          )}
        </Text>
        <Textarea
          label={t('Reason for hiding it')}
          description={t('The author reads it. At most {{max}} characters.', { max: REVIEW_HIDE_REASON_MAX })}
          required
          autosize
          minRows={2}
          maxLength={REVIEW_HIDE_REASON_MAX}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {hide.isError && (
          <Alert color="red" role="alert" title={t('The review was not hidden')}>
            {errorMessage(hide.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" color="red" loading={hide.isPending}>
            {t('Hide review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
