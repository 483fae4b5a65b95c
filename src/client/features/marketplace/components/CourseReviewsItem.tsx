import { Alert, Badge, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseReview } from '../../../../shared/marketplace/reviews';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useShowReview } from '../api/hide-review';
import { CourseReviewsReplyForm } from './CourseReviewsReplyForm';

/**
 * One review on the course page (issue 27 item 7): its stars (a picture named "Rated 4 out of 5"),
 * the reviewer's first name and initial, the date in the reader's time zone, the text as plain
 * text, and the trainer's reply under it. The course's trainer (`canReply`) writes or edits the
 * reply; an admin (`canModerate`) hides it (`onHide` opens the dialog) or shows a hidden one again.
 * A hidden review (only its author and admins get one) says so with the reason. The reply form
 * takes the focus when it opens and gives it back to Reply when it closes.
 */
export function CourseReviewsItem({
  courseId,
  review,
  canReply,
  canModerate,
  onHide,
}: {
  courseId: string;
  review: CourseReview;
  canReply: boolean;
  canModerate: boolean;
  onHide: (review: CourseReview) => void;
}) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // The form replaces the Reply button: when it closes, the focus goes back to the button.
  const closeReply = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  const show = useShowReview();
  const showAgain = () => {
    if (show.isPending) return;
    show.mutate(
      { courseId, reviewId: review.id },
      {
        onSuccess: () =>
          notifications.show({
            title: t('Review shown again'),
            message: t('The review by {{name}} is back on the course page.', { name: review.reviewerName }),
          }),
        onError: (error) => notifications.show({ title: t('Error'), message: errorMessage(error), color: 'red' }),
      },
    );
  };

  return (
    <Paper
      component="article"
      withBorder
      p="md"
      radius="md"
      aria-label={t('Review by {{name}}', { name: review.reviewerName })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{review.reviewerName}</Text>
              {review.isMine && (
                <Badge variant="light" color="blue">
                  {t('Your review')}
                </Badge>
              )}
              {review.hidden && (
                <Badge variant="light" color="gray">
                  {t('Hidden')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {formatDateTime(review.reviewedAt)}
            </Text>
          </Stack>
          <div role="img" aria-label={t('Rated {{rating}} out of 5', { rating: review.stars })}>
            <Rating value={review.stars} readOnly size="sm" />
          </div>
        </Group>
        {review.hidden && (
          <Alert color="gray" variant="light" title={t('Hidden by an administrator')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('Reason: {{reason}}', { reason: review.hidden.reason })}
            </Text>
            <Text size="sm">
              {review.isMine
                ? t('Other people no longer see this review, and its stars do not count in the course’s average.')
                : t('Hidden {{date}}.', { date: formatDateTime(review.hidden.at) })}
            </Text>
          </Alert>
        )}
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Text>
        {review.reply && !replying && (
          <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm" ml={{ base: 0, xs: 'md' }}>
            <Text size="sm" fw={600}>
              {t('Reply from {{name}}', { name: review.reply.authorName })}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {formatDateTime(review.reply.repliedAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply.text}
            </Text>
          </Paper>
        )}
        {replying && (
          <CourseReviewsReplyForm
            courseId={courseId}
            reviewId={review.id}
            reviewerName={review.reviewerName}
            initialText={review.reply?.text ?? ''}
            onDone={closeReply}
          />
        )}
        {(canReply || canModerate) && !replying && (
          <Group gap="xs">
            {canReply && !review.hidden && (
              <Button ref={replyButton} size="xs" variant="light" onClick={() => setReplying(true)}>
                {review.reply ? t('Edit reply') : t('Reply', { context: 'verb' })}
              </Button>
            )}
            {canModerate &&
              (review.hidden ? (
                <Button size="xs" variant="default" onClick={showAgain} loading={show.isPending}>
                  {t('Show again')}
                </Button>
              ) : (
                <Button size="xs" variant="outline" color="red" onClick={() => onHide(review)}>
                  {t('Hide')}
                </Button>
              ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
