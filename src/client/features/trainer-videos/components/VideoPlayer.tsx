import { Alert, AspectRatio, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import { videoSource } from './video-source';

/** What the player says when a video file cannot be played (issue 27 item 4). */
export const VIDEO_FAILED_TITLE = msg('This video cannot be played here');
export const VIDEO_FAILED_TEXT = msg(
  'The file could not be loaded, or your browser cannot play its format. Open it at its source instead; if it does not open there either, tell its trainer through Support.',
);

/**
 * Plays a video URL (see `videoSource`): a `<video controls>` for a .mp4 or .webm file (https, or
 * a file kept in the file store on this site), the YouTube or Vimeo embed player in an `<iframe>`
 * named by the title, otherwise a link 'Open video' to the page in a new tab. An address that is
 * not http(s) is not linked. Issue 27 item 4: when the file cannot play (the video's `error`
 * event: unreachable, missing, an unsupported format), the player gives way to a message with
 * the link to open the video at its source; it loads the file's metadata at once, so a broken
 * address says so before anyone presses play. `onEnded` runs when the file is watched to the end.
 */
export function VideoPlayer({ url, title, onEnded }: { url: string; title: string; onEnded?: () => void }) {
  const { t } = useTranslation();
  const source = videoSource(url);
  switch (source.kind) {
    case 'file':
      return <VideoFile key={source.src} src={source.src} title={title} onEnded={onEnded} />;
    case 'embed':
      return (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={source.src}
            title={t('{{title}} ({{provider}} video)', { title, provider: source.provider })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0 }}
          />
        </AspectRatio>
      );
    case 'link':
      return (
        <Button component="a" href={source.href} target="_blank" rel="noopener noreferrer" variant="light">
          {t('Open video')}
        </Button>
      );
    default:
      return (
        <Alert color="yellow" variant="light">
          {t('This video’s address cannot be opened. Please tell its trainer through Support.')}
        </Alert>
      );
  }
}

/** A video file in the page's own player, or the message with its source's link once it fails to play. */
function VideoFile({ src, title, onEnded }: { src: string; title: string; onEnded?: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert" title={t(VIDEO_FAILED_TITLE)}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(VIDEO_FAILED_TEXT)}</Text>
          <Button component="a" href={src} target="_blank" rel="noopener noreferrer" variant="default" size="sm">
            {t('Open the video at its source (new tab)')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      {/* biome-ignore lint/a11y/useMediaCaption: trainers give only a video URL; there is no caption file to offer. */}
      <video
        controls
        preload="metadata"
        src={src}
        aria-label={title}
        style={{ background: 'black' }}
        onError={() => setFailed(true)}
        onEnded={onEnded}
      >
        <a href={src} target="_blank" rel="noopener noreferrer">
          {t('Open video')}
        </a>
      </video>
    </AspectRatio>
  );
}
