import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX, type ReviewReplyBody, reviewReplyBodySchema } from '../../../../shared/marketplace/reviews';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useReplyToReview } from '../api/reply-to-review';

/**
 * The trainer's reply to one review (issue 27 item 7), new or edited: text up to 2,000 characters,
 * checked with the shared `reviewReplyBodySchema`, saved with PUT
 * /api/courses/:courseId/reviews/:reviewId/reply. Saved: a toast and `onDone`; refused: the server's
 * sentence here, the text kept. The reply box takes the focus when the form opens.
 */
export function CourseReviewsReplyForm({
  courseId,
  reviewId,
  reviewerName,
  initialText,
  onDone,
}: {
  courseId: string;
  reviewId: string;
  reviewerName: string;
  initialText: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reply = useReplyToReview();
  const form = useForm<ReviewReplyBody>({
    mode: 'controlled',
    initialValues: { text: initialText },
    validate: translatedResolver(reviewReplyBodySchema),
  });
  const submit = form.onSubmit((values) =>
    reply.mutate(
      { courseId, reviewId, body: { text: values.text.trim() } },
      {
        onSuccess: () => {
          notifications.show({
            title: t('Reply saved'),
            message: t('Your reply to {{name}} is under the review.', { name: reviewerName }),
          });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('Your reply to {{name}}', { name: reviewerName })}
          description={t('Shown under the review. Up to {{max}} characters.', { max: formatNumber(REVIEW_REPLY_MAX) })}
          required
          autosize
          minRows={2}
          maxRows={10}
          maxLength={REVIEW_REPLY_MAX}
          autoFocus
          {...form.getInputProps('text')}
        />
        {reply.isError && (
          <Alert color="red" role="alert" title={t('Your reply was not saved')}>
            {errorMessage(reply.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" size="sm" loading={reply.isPending}>
            {t('Save reply')}
          </Button>
          <Button variant="default" size="sm" onClick={onDone}>
            {t('Cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
