import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Video } from '../../../../shared/trainer-videos/videos';
import { DialogFrame } from '../../../components/DialogFrame';
import { errorMessage } from '../../../lib/api-client';
import { VideoPlayer } from './VideoPlayer';

interface WatchVideoDialogProps {
  /** The video being opened; the dialog is open while it is not null. */
  video: Video | null;
  /** The video as POST /api/videos/:videoId/views answered (with its URL); null while on its way. */
  watched: Video | undefined;
  pending: boolean;
  error: unknown;
  onClose: () => void;
}

/**
 * The Watch dialog of a video card: its title and trainer, a loader while the view is counted,
 * then the player for the URL the server gave (or its refusal, e.g. 'Buy this video to watch it.').
 */
export function WatchVideoDialog({ video, watched, pending, error, onClose }: WatchVideoDialogProps) {
  const { t } = useTranslation();
  const url = watched?.videoUrl ?? null;
  return (
    <DialogFrame opened={video !== null} onClose={onClose} size="xl" title={video?.title}>
      {video && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('by {{name}}', { name: video.trainerName })}
          </Text>
          {pending && (
            <Center py="xl">
              <Loader aria-label={t('Opening the video')} />
            </Center>
          )}
          {!pending && error !== null && error !== undefined && (
            <Alert color="red" variant="light" role="alert" title={t('The video could not be opened')}>
              {errorMessage(error)}
            </Alert>
          )}
          {!pending && url && <VideoPlayer url={url} title={video.title} />}
          {!pending && watched && !url && (
            <Alert color="yellow" variant="light">
              {t('This video has no address to play yet.')}
            </Alert>
          )}
          {video.description && <Text size="sm">{video.description}</Text>}
        </Stack>
      )}
    </DialogFrame>
  );
}
