import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMMENTS_MAX, type Material } from '../../../../shared/materials/materials';
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
  const { t } = useTranslation();
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
          notifications.show({
            title: t('Material Reviewed'),
            message: status === 'approved' ? t('Material has been approved.') : t('Material has been rejected.'),
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
          notifications.show({ title: t('Error'), message: t(REVIEW_FAILED), color: 'red' });
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
      title={current ? t('Review: {{title}}', { title: current.title }) : t('Review')}
    >
      {current && (
        <Stack gap="lg">
          <MaterialDetails material={current} showTrainer />
          {reviewable && (
            <>
              <Textarea
                label={t('Comments')}
                description={t('Optional. The trainer sees them with the decision.')}
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
