import { describe, expect, it } from 'vitest';
import { statusAfterEdit, statusOnUpload } from './video-review-policy';

const url = 'https://videos.example.org/a.mp4';
const other = 'https://videos.example.org/b.mp4';

describe('decision 017: paid videos are reviewed before they are sold, free ones are published', () => {
  it('on upload: free is published, paid waits for review', () => {
    expect(statusOnUpload({ priceCents: 0, videoUrl: url })).toBe('published');
    expect(statusOnUpload({ priceCents: 1, videoUrl: url })).toBe('pending');
  });

  it('an approved paid video stays on sale when only its words or price change', () => {
    expect(
      statusAfterEdit({ status: 'published', priceCents: 1000, videoUrl: url }, { priceCents: 2000, videoUrl: url }),
    ).toBe('published');
  });

  it('a new URL, a price on a free video, or a pending or rejected paid video waits for review', () => {
    expect(
      statusAfterEdit({ status: 'published', priceCents: 1000, videoUrl: url }, { priceCents: 1000, videoUrl: other }),
    ).toBe('pending');
    expect(
      statusAfterEdit({ status: 'published', priceCents: 0, videoUrl: url }, { priceCents: 500, videoUrl: url }),
    ).toBe('pending');
    expect(
      statusAfterEdit({ status: 'rejected', priceCents: 1000, videoUrl: url }, { priceCents: 1000, videoUrl: url }),
    ).toBe('pending');
    expect(
      statusAfterEdit({ status: 'pending', priceCents: 1000, videoUrl: url }, { priceCents: 1000, videoUrl: url }),
    ).toBe('pending');
  });

  it('a video made free is published without review', () => {
    expect(
      statusAfterEdit({ status: 'rejected', priceCents: 1000, videoUrl: url }, { priceCents: 0, videoUrl: other }),
    ).toBe('published');
  });
});
