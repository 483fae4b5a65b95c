import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReviewVideo, VIDEO_COMMENTS_MAX } from '../../../../shared/trainer-videos/video-review';
import { DialogFrame } from '../../../components/DialogFrame';
import { ApiError } from '../../../lib/api-client';
import { useLastShown } from '../../../lib/use-last-shown';
import { useReviewVideo } from '../api/review-video';
import { VideoPlayer } from '../components/VideoPlayer';
import { VIDEO_REVIEW_FAILED } from './review-video-texts';

type Decision = 'approved' | 'rejected';

/**
 * The review of one paid video (decision 017), open while `video` is not null: the player, the
 * description, and for a pending one a Comments box with Approve (publish: it is sold) and Reject.
 * A decision toasts 'Video has been approved.' / 'Video has been rejected.', closes and reloads the
 * list; a 409 (reviewed or changed meanwhile) toasts the server's sentence and closes; other
 * failures toast 'Failed to update video status. Please try again.' and keep the comments.
 */
export function VideoReviewDialog({ video, onClose }: { video: ReviewVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewVideo();
  const deciding = useRef(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [comments, setComments] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const current = useLastShown(video);

  const close = () => {
    setComments('');
    setFailure(null);
    onClose();
  };

  const decide = (status: Decision) => {
    if (!current || deciding.current) return;
    deciding.current = true;
    setDecision(status);
    setFailure(null);
    review.mutate(
      { videoId: current.id, body: { status, adminComments: comments, expectedVersion: current.version } },
      {
        onSuccess: () => {
          notifications.show({
            title: t('Video Reviewed'),
            message: status === 'approved' ? t('Video has been approved.') : t('Video has been rejected.'),
            color: 'green',
          });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notifications.show({ title: t('Error'), message: error.message, color: 'red' });
            close();
            return;
          }
          notifications.show({ title: t('Error'), message: t(VIDEO_REVIEW_FAILED), color: 'red' });
          setFailure(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : null);
        },
        onSettled: () => {
          deciding.current = false;
          setDecision(null);
        },
      },
    );
  };

  return (
    <DialogFrame
      opened={video !== null}
      onClose={close}
      size="lg"
      title={current ? t('Review: {{title}}', { title: current.title }) : t('Review')}
    >
      {current && (
        <Stack gap="lg">
          {current.videoUrl && <VideoPlayer url={current.videoUrl} title={current.title} />}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {current.description || t('No description.')}
          </Text>
          {current.status === 'pending' && (
            <>
              <Textarea
                label={t('Comments')}
                description={t('Optional. The trainer sees them with the decision.')}
                autosize
                minRows={3}
                maxLength={VIDEO_COMMENTS_MAX}
                value={comments}
                onChange={(event) => {
                  setComments(event.currentTarget.value);
                  setFailure(null);
                }}
              />
              {failure && (
                <Alert color="red" variant="light" role="alert" title={t('The review was not saved')}>
                  {failure}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button
                  color="red"
                  variant="outline"
                  onClick={() => decide('rejected')}
                  loading={decision === 'rejected'}
                  disabled={decision === 'approved'}
                >
                  {t('Reject')}
                </Button>
                <Button
                  color="green"
                  onClick={() => decide('approved')}
                  loading={decision === 'approved'}
                  disabled={decision === 'rejected'}
                >
                  {t('Approve')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}
