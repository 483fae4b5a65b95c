import { Alert, Anchor, AspectRatio, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { Video } from '../../../../shared/trainer-videos/videos';

/** True when the browser plays `url` itself: a video file (.mp4, .webm, .ogg, .m4v, .mov) or a file of our file store. */
export function isVideoFile(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    return /\.(mp4|webm|ogg|m4v|mov)$/i.test(parsed.pathname) || parsed.pathname.startsWith('/api/files/');
  } catch {
    return false;
  }
}

/**
 * A video lesson's player (issue 27 item 2): a video file plays here and, watched to the end,
 * calls `onEnded` (the player marks the lesson complete); a video that cannot play says so with a
 * link to open it at its source (issue 27 item 4). Other addresses (YouTube, Vimeo, a page) are
 * shown by `renderOther`, and the learner marks the lesson complete herself.
 */
export function LessonVideo({
  video,
  onEnded,
  renderOther,
}: {
  video: Video & { videoUrl: string };
  onEnded: () => void;
  renderOther: (video: Video & { videoUrl: string }) => ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  if (!isVideoFile(video.videoUrl)) {
    return (
      <Stack gap="xs">
        {renderOther(video)}
        <Text size="sm" c="dimmed">
          When you have watched it, mark the lesson complete.
        </Text>
      </Stack>
    );
  }
  if (failed) {
    return (
      <Alert color="yellow" role="alert" title="This video cannot be played here">
        <Text size="sm">
          Your browser could not play it.{' '}
          <Anchor href={video.videoUrl} target="_blank" rel="noopener noreferrer">
            Open the video at its source
          </Anchor>
          , or tell the trainer through Support.
        </Text>
      </Alert>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      {/* biome-ignore lint/a11y/useMediaCaption: trainers give only a video URL; there is no caption file to offer. */}
      <video
        controls
        preload="metadata"
        src={video.videoUrl}
        aria-label={video.title}
        onEnded={onEnded}
        onError={() => setFailed(true)}
        style={{ background: 'black' }}
      />
    </AspectRatio>
  );
}
