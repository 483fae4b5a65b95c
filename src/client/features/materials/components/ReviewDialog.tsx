import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { ADMIN_COMMENTS_MAX, type Material, materialReviewedMessage } from '../../../../shared/materials/materials';
import { DialogFrame } from '../../../components/DialogFrame';
import { ApiError } from '../../../lib/api-client';
import { useLastShown } from '../../../lib/use-last-shown';
import { useReviewMaterial } from '../api/review-material';
import { MaterialDetails } from './MaterialDetails';
import { REVIEW_FAILED } from './review-texts';

type Decision = 'approved' | 'rejected';

/**
 * The review of one material (spec §4 "the admin opens the review, may add comments, approves or
 * rejects"), open while `material` is not null: its details (description, content, the file or
 * URL), and for a pending one a Comments box with Approve and Reject. A decision toasts 'Material
 * has been approved.' / 'Material has been rejected.', closes the dialog and reloads the list. When
 * another admin decided first (409) the toast says the server's sentence, the dialog closes and
 * the list reloads. Other failures: the toast 'Failed to update material status. Please try
 * again.', the server's reason in the dialog, the comments kept. A material no longer pending is
 * only shown.
 */
export function ReviewDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const review = useReviewMaterial();
  const deciding = useRef(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [comments, setComments] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const current = useLastShown(material);

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
      { materialId: current.id, body: { status, adminComments: comments, expectedVersion: current.version } },
      {
        onSuccess: () => {
          notifications.show({ title: 'Material Reviewed', message: materialReviewedMessage(status), color: 'green' });
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notifications.show({ title: 'Error', message: error.message, color: 'red' });
            close();
            return;
          }
          notifications.show({ title: 'Error', message: REVIEW_FAILED, color: 'red' });
          setFailure(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : null);
        },
        onSettled: () => {
          deciding.current = false;
          setDecision(null);
        },
      },
    );
  };

  const reviewable = current?.status === 'pending';

  return (
    <DialogFrame
      opened={material !== null}
      onClose={close}
      size="lg"
      title={current ? `Review: ${current.title}` : 'Review'}
    >
      {current && (
        <Stack gap="lg">
          <MaterialDetails material={current} showTrainer />
          {reviewable && (
            <>
              <Textarea
                label="Comments"
                description="Optional. The trainer sees them with the decision."
                autosize
                minRows={3}
                maxLength={ADMIN_COMMENTS_MAX}
                value={comments}
                onChange={(event) => {
                  setComments(event.currentTarget.value);
                  setFailure(null);
                }}
              />
              {failure && (
                <Alert color="red" variant="light" role="alert" title="The review was not saved">
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
                  Reject
                </Button>
                <Button
                  color="green"
                  onClick={() => decide('approved')}
                  loading={decision === 'approved'}
                  disabled={decision === 'rejected'}
                >
                  Approve
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}
