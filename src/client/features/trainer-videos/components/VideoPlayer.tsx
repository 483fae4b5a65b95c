import { Alert, AspectRatio, Button } from '@mantine/core';
import { videoSource } from './video-source';

/**
 * Plays a video URL (see `videoSource`): a `<video controls>` for a .mp4 or .webm file, the
 * YouTube or Vimeo embed player in an `<iframe>` named by the title, otherwise a link 'Open video'
 * to the page in a new tab. An address that is not http(s) is not linked.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  switch (source.kind) {
    case 'file':
      return (
        <AspectRatio ratio={16 / 9}>
          {/* biome-ignore lint/a11y/useMediaCaption: trainers give only a video URL; there is no caption file to offer. */}
          <video controls preload="none" src={source.src} aria-label={title} style={{ background: 'black' }}>
            <a href={source.src} target="_blank" rel="noopener noreferrer">
              Open video
            </a>
          </video>
        </AspectRatio>
      );
    case 'embed':
      return (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={source.src}
            title={`${title} (${source.provider} video)`}
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
          Open video
        </Button>
      );
    default:
      return (
        <Alert color="yellow" variant="light">
          This video’s address cannot be opened. Please tell its trainer through Support.
        </Alert>
      );
  }
}
