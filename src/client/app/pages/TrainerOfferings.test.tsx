// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt, setUpPageTests } from '../../testing/page-test-utils';
import { TrainerOfferings } from './TrainerOfferings';

setUpPageTests();

describe('Training Center: trainers’ sessions and videos', () => {
  it('with none open, each list says so', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: { user: null } };
      if (url.startsWith('/api/sessions')) return { status: 200, body: { sessions: [] } };
      return { status: 200, body: { videos: [] } };
    });
    renderAt('/training-center', <TrainerOfferings />);
    await screen.findByText('No sessions are open for booking right now.');
    await screen.findByText('No videos yet.');
    expect(screen.getByRole('heading', { level: 2, name: 'One-on-One Sessions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Video Lessons' })).toBeTruthy();
  });

  it('on a course page shows only the trainer’s, under headings naming them, and leaves out an empty list', async () => {
    const video = {
      id: 'v1',
      trainerId: 't1',
      trainerName: 'Tina Trainer',
      title: 'Heart sounds',
      description: '',
      category: 'cardiovascular',
      videoUrl: null,
      priceCents: 500,
      createdAt: new Date().toISOString(),
      status: 'published',
      views: 0,
      purchases: 0,
      viewerState: 'purchasable',
    };
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: { user: null } };
      if (url.startsWith('/api/sessions')) return { status: 200, body: { sessions: [] } };
      return { status: 200, body: { videos: [video] } };
    });
    renderAt('/courses/c1', <TrainerOfferings trainer={{ id: 't1', name: 'Tina Trainer' }} />);
    expect(await screen.findByRole('heading', { name: 'Video Lessons by Tina Trainer' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining(['/api/sessions?trainerId=t1', '/api/videos?trainerId=t1']),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'One-on-One Sessions with Tina Trainer' })).toBeNull(),
    );
    expect(screen.queryByText('No sessions are open for booking right now.')).toBeNull();
  });

  it('lists each session with Book and each video with Watch; a failed list says why', async () => {
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: { user: null } };
      if (url.startsWith('/api/sessions')) {
        return { status: 503, body: { error: { code: 'unavailable', message: 'Sessions are resting.' } } };
      }
      const video = {
        id: 'v1',
        trainerId: 't1',
        trainerName: 'Tina Trainer',
        title: 'Heart sounds',
        description: '',
        category: 'cardiovascular',
        videoUrl: 'https://cdn.example.com/heart.mp4',
        priceCents: 0,
        createdAt: startsAt,
        status: 'published',
        views: 0,
        purchases: 0,
        viewerState: 'free',
      };
      return { status: 200, body: { videos: [video] } };
    });
    renderAt('/training-center', <TrainerOfferings />);
    const card = await screen.findByRole('article', { name: 'Heart sounds' });
    expect(within(card).getByRole('button', { name: 'Watch' })).toBeTruthy();
    await screen.findByText('Sessions are resting.');
    expect(screen.getByText('One-on-One Sessions could not be loaded')).toBeTruthy();
  });
});
