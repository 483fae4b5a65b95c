import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { type TrainerVideo, VIDEO_PENDING_REVIEW } from '../../../../shared/trainer-videos/videos';
import { EditDialog } from '../../../components/EditDialog';
import { useUpdateVideo } from '../api/update-video';
import { VideoForm } from './VideoForm';
import { toVideoFormValues } from './video-form';

/**
 * The "Edit Video" dialog of My Videos: the video form filled from `video` (open while it is not
 * null), saved with PUT /api/trainer/videos/:videoId. A save closes it with the toast "Video
 * updated"; a refusal shows the server's message inside the dialog and keeps what was typed. When
 * the save sends a paid video to review (decision 017), a second toast says it is sold once approved.
 */
export function EditVideoDialog({ video, onClose }: { video: TrainerVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateVideo();
  return (
    <EditDialog item={video} title={t('Edit Video')} savedTitle={t('Video updated')} onClose={onClose}>
      {(shown, saved) => (
        <VideoForm
          key={shown.id}
          initialValues={toVideoFormValues(shown)}
          submitLabel={t('Save Changes')}
          onSubmit={async (body) => {
            const video = await update.mutateAsync({ videoId: shown.id, body });
            saved(body.title);
            if (video.status === 'pending') {
              notifications.show({ title: t('Waiting for review'), message: t(VIDEO_PENDING_REVIEW), color: 'blue' });
            }
          }}
          pending={update.isPending}
          secondaryAction={{ label: t('Cancel'), onClick: onClose }}
        />
      )}
    </EditDialog>
  );
}
