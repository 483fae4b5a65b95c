import { notifications } from '@mantine/notifications';
import type { TrainerVideo, VideoBody } from '../../../../shared/trainer-videos/videos';
import { DialogFrame } from '../../../components/DialogFrame';
import { useLastShown } from '../../../lib/use-last-shown';
import { useUpdateVideo } from '../api/update-video';
import { VideoForm } from './VideoForm';
import { toVideoFormValues } from './video-form';

/**
 * The "Edit Video" dialog of My Videos: the video form filled from `video` (open while it is not
 * null), saved with PUT /api/trainer/videos/:videoId. A save closes it with the toast "Video
 * updated"; a refusal shows the server's message inside the dialog and keeps what was typed.
 */
export function EditVideoDialog({ video, onClose }: { video: TrainerVideo | null; onClose: () => void }) {
  const update = useUpdateVideo();
  const current = useLastShown(video);

  const save = async (body: VideoBody) => {
    if (!current) return;
    await update.mutateAsync({ videoId: current.id, body });
    notifications.show({
      title: 'Video updated',
      message: `Your changes to “${body.title}” are saved.`,
      color: 'green',
    });
    onClose();
  };

  return (
    <DialogFrame opened={video !== null} onClose={onClose} size="lg" title="Edit Video">
      {current && (
        <VideoForm
          key={current.id}
          initialValues={toVideoFormValues(current)}
          submitLabel="Save Changes"
          onSubmit={save}
          pending={update.isPending}
          secondaryAction={{ label: 'Cancel', onClick: onClose }}
        />
      )}
    </DialogFrame>
  );
}
