import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { REVIEW_REPLY_MAX, type ReviewReplyBody, reviewReplyBodySchema } from '../../../../shared/marketplace/reviews';
import { errorMessage } from '../../../lib/api-client';
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
  const reply = useReplyToReview();
  const form = useForm<ReviewReplyBody>({
    mode: 'controlled',
    initialValues: { text: initialText },
    validate: schemaResolver(reviewReplyBodySchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    reply.mutate(
      { courseId, reviewId, body: { text: values.text.trim() } },
      {
        onSuccess: () => {
          notifications.show({ title: 'Reply saved', message: `Your reply to ${reviewerName} is under the review.` });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={`Your reply to ${reviewerName}`}
          description={`Shown under the review. Up to ${REVIEW_REPLY_MAX.toLocaleString('en-US')} characters.`}
          required
          autosize
          minRows={2}
          maxRows={10}
          maxLength={REVIEW_REPLY_MAX}
          autoFocus
          {...form.getInputProps('text')}
        />
        {reply.isError && (
          <Alert color="red" role="alert" title="Your reply was not saved">
            {errorMessage(reply.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" size="sm" loading={reply.isPending}>
            Save reply
          </Button>
          <Button variant="default" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
