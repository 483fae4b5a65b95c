import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource: how a trainer’s video URL is played', () => {
  it('a direct .mp4 or .webm file plays in the page’s own player (query strings allowed)', () => {
    expect(videoSource('https://cdn.example.com/lessons/abg.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/lessons/abg.mp4',
    });
    expect(videoSource('https://cdn.example.com/a.WEBM?token=1').kind).toBe('file');
  });

  it('a plain-http file is a link: the site’s policy plays https video files only', () => {
    expect(videoSource('http://cdn.example.com/lessons/abg.mp4')).toEqual({
      kind: 'link',
      href: 'http://cdn.example.com/lessons/abg.mp4',
    });
  });

  it('YouTube watch, short, shorts and embed URLs become the privacy-enhanced embed', () => {
    const embed = { kind: 'embed', provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(embed);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
  });

  it('Vimeo pages become the Vimeo player, keeping an unlisted video’s hash', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSource('https://vimeo.com/76979871/abc123ef')).toMatchObject({
      src: 'https://player.vimeo.com/video/76979871?h=abc123ef',
    });
  });

  it('anything else over http(s), or a YouTube URL without a video, is only a link; a non-http URL is not even that', () => {
    expect(videoSource('https://example.com/lesson')).toEqual({ kind: 'link', href: 'https://example.com/lesson' });
    expect(videoSource('https://www.youtube.com/@channel').kind).toBe('link');
    expect(videoSource('https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ').kind).toBe('link');
    expect(videoSource('javascript:alert(1)').kind).toBe('unplayable');
    expect(videoSource('not a url').kind).toBe('unplayable');
  });
});

describe('issue 27 item 4: a video kept in the file store', () => {
  it('plays in the page on the site’s own origin, even over http on this computer; another http origin stays a link', () => {
    const stored = 'http://localhost:3000/api/videos/files/0b8f3c1e-2d4a-4f6b-9c1d-7e5a3b2c1d0e/video.mp4';
    expect(videoSource(stored, 'http://localhost:3000')).toEqual({ kind: 'file', src: stored });
    expect(videoSource(stored, 'http://localhost:4000').kind).toBe('link');
    expect(videoSource(stored, null).kind).toBe('link');
  });
});
