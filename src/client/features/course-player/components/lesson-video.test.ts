// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isVideoFile } from './LessonVideo';

describe('issue 27 item 2: which video lessons the player plays itself (and marks complete when they end)', () => {
  it('plays video files and files of the file store', () => {
    expect(isVideoFile('https://videos.example.org/heart-sounds.mp4')).toBe(true);
    expect(isVideoFile('https://videos.example.org/clip.WEBM?token=1')).toBe(true);
    expect(isVideoFile('/api/files/3f2a/content')).toBe(true);
  });

  it('leaves pages, embeds and other schemes to the library’s player', () => {
    expect(isVideoFile('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isVideoFile('https://vimeo.com/123456')).toBe(false);
    expect(isVideoFile('javascript:alert(1)//.mp4')).toBe(false);
    expect(isVideoFile('ftp://files.example.org/a.mp4')).toBe(false);
  });
});
