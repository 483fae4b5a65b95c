import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import type { TrainerVideo, VideoBody } from '../../../../shared/trainer-tools/videos';
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
  // The last video shown, so the form stays in place while the dialog fades out.
  const shown = useRef<TrainerVideo | null>(null);
  if (video) shown.current = video;
  const current = video ?? shown.current;

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
    <Modal.Root opened={video !== null} onClose={onClose} size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's dialog header is a <header>, which axe counts as a second banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title>Edit Video</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
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
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
