// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_FAILED_TITLE, VideoPlayer } from './VideoPlayer';

afterEach(cleanup);

const renderPlayer = (url: string, onEnded?: () => void) =>
  render(
    <MantineProvider>
      <VideoPlayer url={url} title="Digoxin Toxicity" onEnded={onEnded} />
    </MantineProvider>,
  );

describe('issue 27 item 4: a video that cannot play says so', () => {
  it('plays a file in the page, and on its error shows the message with the link to open it at its source', () => {
    const url = 'https://media.nightingale.test/videos/digoxin.mp4';
    const { container } = renderPlayer(url);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe(url);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.error(video as HTMLVideoElement);

    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(VIDEO_FAILED_TITLE);
    const link = screen.getByRole('link', { name: /Open the video at its source/ });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('tells when the file was watched to the end', () => {
    const onEnded = vi.fn();
    const { container } = renderPlayer('https://media.nightingale.test/videos/digoxin.mp4', onEnded);
    fireEvent.ended(container.querySelector('video') as HTMLVideoElement);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
