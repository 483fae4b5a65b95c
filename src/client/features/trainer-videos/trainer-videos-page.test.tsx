// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrainerVideo, Video } from '../../../shared/trainer-videos/videos';
import { type Call, mockApi, order, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { VideoCard } from './components/VideoCard';
import { Component as TrainerVideosPage } from './TrainerVideosPage';

setUpPageTests();

const video: Video = {
  id: 'v1',
  trainerId: 't1',
  trainerName: 'Tina Trainer',
  title: 'ABG interpretation',
  description: 'Acids and bases.',
  category: 'respiratory',
  videoUrl: 'https://cdn.example.com/abg.mp4',
  priceCents: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
  status: 'published',
  views: 0,
  purchases: 0,
  viewerState: 'free',
};

const mine: TrainerVideo = {
  ...video,
  viewerState: 'own',
  views: 12,
  purchases: 3,
  priceCents: 1500,
  earnedCents: 3600,
  version: 1,
  adminComments: null,
  reviewedAt: null,
  resubmittedAt: null,
  previousAdminComments: null,
};
const library = { videos: [mine], totals: { videos: 1, views: 12, purchases: 3, earningsCents: 3600 } };
const empty = { videos: [], totals: { videos: 0, views: 0, purchases: 0, earningsCents: 0 } };

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('/trainer-videos access (spec §5 "Video", §6)', () => {
  it('§5 video: signed out sees the login sentence with a log-in link', async () => {
    const calls = mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/trainer-videos', <TrainerVideosPage />);
    await screen.findByText('You must be logged in to upload videos.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?from=%2Ftrainer-videos');
    expect(calls.every((call) => call.url.includes('/account/me'))).toBe(true);
  });

  it('§6 a student sees the trainer tools’ Access Restricted text', async () => {
    mockApi(() => ({ status: 200, body: signedIn('student') }));
    renderAt('/trainer-videos', <TrainerVideosPage />);
    await screen.findByText(
      'Access Restricted: You need trainer privileges to use the trainer tools. Please register as a trainer.',
    );
  });
});

describe('/trainer-videos for a trainer (spec §2, §5, §8)', () => {
  it('§5 video: the title is required and blocks the request', async () => {
    const calls = mockApi((url) =>
      url.includes('/account/me') ? { status: 200, body: signedIn('trainer') } : { status: 200, body: empty },
    );
    renderAt('/trainer-videos', <TrainerVideosPage />);
    fireEvent.change(await screen.findByLabelText(/^Video URL/), { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    await screen.findByText('Please enter a video title.');
    expect(posts(calls)).toHaveLength(0);
  });

  it('§8 a failure says the spec’s toast and keeps what was typed; a success empties the form; §5 an empty price is sent as 0', async () => {
    let fail = true;
    const calls = mockApi((url, method, body) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'POST' && fail) {
        return { status: 400, body: { error: { code: 'invalid_request', message: 'The server says no.' } } };
      }
      if (method === 'POST') return { status: 201, body: { video: { ...mine, ...(body as object) } } };
      return { status: 200, body: empty };
    });
    renderAt('/trainer-videos', <TrainerVideosPage />);
    const title = (await screen.findByLabelText(/^Video Title/)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'ABG interpretation' } });
    fireEvent.change(screen.getByLabelText(/^Video URL/), { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    await screen.findByText('Failed to upload video. Please try again.');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('The server says no.')).toBeTruthy();
    expect(title.value).toBe('ABG interpretation');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    await screen.findByText('Your video has been uploaded successfully.');
    expect(posts(calls).at(-1)).toEqual({
      url: '/api/trainer/videos',
      method: 'POST',
      body: {
        title: 'ABG interpretation',
        category: 'nclex-rn',
        description: '',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        priceCents: 0,
      },
    });
    await waitFor(() => expect((screen.getByLabelText(/^Video Title/) as HTMLInputElement).value).toBe(''));
  });

  it('§5 video: a price in dollars is sent in cents', async () => {
    const calls = mockApi((url, method, body) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'POST') return { status: 201, body: { video: { ...mine, ...(body as object) } } };
      return { status: 200, body: empty };
    });
    renderAt('/trainer-videos', <TrainerVideosPage />);
    fireEvent.change(await screen.findByLabelText(/^Video Title/), { target: { value: 'Heart sounds' } });
    fireEvent.change(screen.getByLabelText(/^Video URL/), { target: { value: 'https://cdn.example.com/heart.mp4' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '19.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    await screen.findByText('Your video has been uploaded successfully.');
    expect(posts(calls).at(-1)?.body).toMatchObject({ title: 'Heart sounds', priceCents: 1999 });
  });

  it('§2 My Videos lists the trainer’s own videos; empty, it says so; Analytics shows the real totals', async () => {
    let answer: unknown = empty;
    mockApi((url) =>
      url.includes('/account/me') ? { status: 200, body: signedIn('trainer') } : { status: 200, body: answer },
    );
    renderAt('/trainer-videos?tab=videos', <TrainerVideosPage />);
    await screen.findByText('No videos uploaded yet.');
    cleanup();

    answer = library;
    renderAt('/trainer-videos?tab=videos', <TrainerVideosPage />);
    const item = await screen.findByRole('article', { name: 'ABG interpretation' });
    expect(within(item).getByText('Published')).toBeTruthy();
    expect(within(item).getByText(/Respiratory · \$15\.00/)).toBeTruthy();
    expect(within(item).getByText(/12 views · 3 purchases/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    await screen.findByText('Total Views');
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getAllByText('$36.00').length).toBeGreaterThan(0);
  });
});

describe('VideoCard: watching and buying', () => {
  it('Watch posts a view and plays the URL the server gives', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return { status: 200, body: { video: { ...video, views: 1 } } };
    });
    renderAt('/training-center', <VideoCard video={video} />);
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Respiratory')).toBeTruthy();
    const watch = screen.getByRole('button', { name: 'Watch' });
    await waitFor(() => expect(watch.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(watch);
    const player = await screen.findByLabelText('ABG interpretation', { selector: 'video' });
    expect(player.getAttribute('src')).toBe('https://cdn.example.com/abg.mp4');
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/videos/v1/views']);
  });

  it('a YouTube URL plays in its embed; a 403 is shown in the dialog', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { video: { ...video, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
    };
    mockApi((url) => (url.includes('/account/me') ? { status: 200, body: signedIn('student') } : answer));
    renderAt('/training-center', <VideoCard video={video} />);
    const watch = screen.getByRole('button', { name: 'Watch' });
    await waitFor(() => expect(watch.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(watch);
    const frame = await screen.findByTitle('ABG interpretation (YouTube video)');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTitle('ABG interpretation (YouTube video)')).toBeNull());

    answer = { status: 403, body: { error: { code: 'forbidden', message: 'Buy this video to watch it.' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await screen.findByText('Buy this video to watch it.');
  });

  it('a paid video not bought offers Buy with the price shown, which opens the order’s checkout page (issue 26)', async () => {
    const paid: Video = { ...video, priceCents: 1500, videoUrl: null, viewerState: 'purchasable' };
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return {
        status: 201,
        body: { order: order({ id: 'o9', kind: 'video', itemId: 'v1', priceCents: 1500, amountCents: 1500 }) },
      };
    });
    const router = renderAt('/training-center', <VideoCard video={paid} />);
    expect(screen.getByText('$15.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Watch' })).toBeNull();
    const buy = screen.getByRole('button', { name: 'Buy' });
    await waitFor(() => expect(buy.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(buy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/o9'));
    expect(posts(calls)).toEqual([
      { url: '/api/orders', method: 'POST', body: { kind: 'video', itemId: 'v1', expectedPriceCents: 1500 } },
    ]);
  });

  it('signed out, Watch asks to log in and sends nothing', async () => {
    const calls = mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/training-center', <VideoCard video={video} />);
    const watch = screen.getByRole('button', { name: 'Watch' });
    await waitFor(() => expect(watch.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(watch);
    await screen.findByText('Please log in to watch videos.');
    expect(posts(calls)).toHaveLength(0);
  });
});
