import { Alert, Button, Group, Input, Rating, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CourseReview,
  REVIEW_TEXT_MAX,
  type ReviewBody,
  reviewBodySchema,
} from '../../../../shared/marketplace/reviews';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useWriteReview } from '../api/write-review';

/**
 * A buyer's review of a course (issue 27 item 7): stars (1-5, a radio group usable with the arrow
 * keys) and text up to 2,000 characters, checked with the shared `reviewBodySchema`; saved with PUT
 * /api/courses/:courseId/review. With a review already written (`mine`) it shows an "Edit your
 * review" button first, then the form filled with it, its text focused (Save or Cancel give the
 * focus back to the button, also after a first review is posted). Saved: a toast (an edited hidden
 * review is said to stay hidden); refused: the server's sentence here, the text kept as typed.
 */
export function CourseReviewsForm({
  courseId,
  mine,
  myRating,
}: {
  courseId: string;
  mine: CourseReview | null;
  myRating: number | null;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(mine === null);
  const editButton = useRef<HTMLButtonElement>(null);
  const done = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (!editing) {
    return (
      <Group>
        <Button ref={editButton} variant="default" onClick={() => setEditing(true)}>
          {t('Edit your review')}
        </Button>
      </Group>
    );
  }
  return (
    <ReviewForm
      courseId={courseId}
      initial={{ stars: mine?.stars ?? myRating ?? 0, text: mine?.text ?? '' }}
      isEdit={mine !== null}
      onDone={done}
    />
  );
}

function ReviewForm({
  courseId,
  initial,
  isEdit,
  onDone,
}: {
  courseId: string;
  initial: ReviewBody;
  isEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const write = useWriteReview();
  const headingId = useId();
  const starsLabelId = useId();
  const starsErrorId = useId();
  const form = useForm<ReviewBody>({
    mode: 'controlled',
    initialValues: initial,
    validate: translatedResolver(reviewBodySchema),
  });
  const submit = form.onSubmit((values) =>
    write.mutate(
      { courseId, body: { stars: values.stars, text: values.text.trim() } },
      {
        onSuccess: (saved) => {
          notifications.show({
            title: t('Review saved'),
            // An edit keeps a hidden review hidden: do not tell its author it is on the page.
            message: saved.hidden
              ? t('Your changes are saved. The review stays hidden from other people, as an administrator decided.')
              : t('Thank you! Your review is on the course page.'),
            color: 'green',
          });
          onDone();
        },
      },
    ),
  );
  const starsError = form.errors.stars;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {isEdit ? t('Edit your review') : t('Write a review')}
        </Title>
        <Stack gap={4}>
          <Input.Label id={starsLabelId} required>
            {t('Your stars')}
          </Input.Label>
          <Rating
            role="radiogroup"
            aria-labelledby={starsLabelId}
            aria-describedby={starsError ? starsErrorId : undefined}
            value={form.values.stars}
            onChange={(stars) => form.setFieldValue('stars', stars)}
            getSymbolLabel={(stars) => t('{{count}} stars', { count: stars })}
            size="lg"
          />
          {starsError && <Input.Error id={starsErrorId}>{starsError}</Input.Error>}
        </Stack>
        <Textarea
          label={t('Your review')}
          description={t(
            'What did the course do for you? Up to {{max}} characters. Other learners see it with your first name and initial.',
            { max: formatNumber(REVIEW_TEXT_MAX) },
          )}
          required
          autosize
          minRows={3}
          maxRows={12}
          maxLength={REVIEW_TEXT_MAX}
          // Opened by "Edit your review": the text takes the focus (a new review's form does not take it on load).
          autoFocus={isEdit}
          {...form.getInputProps('text')}
        />
        {write.isError && (
          <Alert color="red" role="alert" title={t('Your review was not saved')}>
            {errorMessage(write.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={write.isPending}>
            {isEdit ? t('Save review') : t('Post review')}
          </Button>
          {isEdit && (
            <Button variant="default" onClick={onDone}>
              {t('Cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
