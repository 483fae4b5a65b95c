// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CourseContents, CourseOutline } from '../../../../shared/marketplace/course-contents';
import { mockApi, polyfillMantine, renderAt } from '../../../testing/page-test-utils';
import { CourseContentsSection } from './CourseContentsSection';
import { ManageContentsButton } from './ManageContentsDialog';

beforeAll(polyfillMantine);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const outline = (overrides: Partial<CourseOutline> = {}): CourseOutline => ({
  items: [
    { kind: 'material', id: 'm1', title: 'ECG basics', detail: 'Document' },
    { kind: 'video', id: 'v1', title: 'Heart sounds', detail: 'Video · NCLEX-RN' },
  ],
  canOpen: false,
  canEdit: false,
  ...overrides,
});
const contents: CourseContents = {
  items: [
    {
      kind: 'material',
      id: 'm1',
      title: 'ECG basics',
      description: 'Reading a rhythm strip',
      content: null,
      materialType: 'document',
      fileUrl: null,
      fileHref: '/api/courses/c1/contents/materials/m1/file',
      fileName: 'ecg.pdf',
    },
    {
      kind: 'video',
      id: 'v1',
      title: 'Heart sounds',
      video: {
        id: 'v1',
        trainerId: 't1',
        trainerName: 'Maria Santos',
        title: 'Heart sounds',
        description: '',
        category: 'nclex-rn',
        videoUrl: 'https://videos.example.org/heart.mp4',
        priceCents: 1500,
        createdAt: '2026-03-02T09:00:00.000Z',
        status: 'published',
        views: 3,
        purchases: 1,
        viewerState: 'included',
      },
    },
  ],
};

const section = (
  <CourseContentsSection
    courseId="c1"
    renderSession={(session) => <p>session {session.title}</p>}
    renderVideo={(video) => (
      <p>
        player {video.videoUrl} ({video.viewerState})
      </p>
    )}
  />
);

describe('what a course contains (issue 11)', () => {
  it('shows a visitor the outline only, and never asks for the contents', async () => {
    const calls = mockApi((url) =>
      url.endsWith('/outline') ? { status: 200, body: outline() } : { status: 500, body: null },
    );
    renderAt('/courses/c1', section);
    expect(await screen.findByText('ECG basics')).toBeTruthy();
    expect(screen.getByText('Heart sounds')).toBeTruthy();
    expect(screen.getByText('Buy this course to open its materials, videos and sessions.')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/contents'))).toBe(false);
    expect(screen.queryByRole('link', { name: /Open/ })).toBeNull();
  });

  it('gives a buyer every material with its file and every video through the player', async () => {
    mockApi((url) => {
      if (url.endsWith('/outline')) return { status: 200, body: outline({ canOpen: true }) };
      if (url.endsWith('/contents')) return { status: 200, body: contents };
      return { status: 500, body: null };
    });
    renderAt('/courses/c1', section);
    const file = await screen.findByRole('link', { name: /Open ecg\.pdf/ });
    expect(file.getAttribute('href')).toBe('/api/courses/c1/contents/materials/m1/file');
    expect(file.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Reading a rhythm strip')).toBeTruthy();
    expect(screen.getByText('player https://videos.example.org/heart.mp4 (included)')).toBeTruthy();
  });

  it('lets the trainer choose and order the contents, and saves them in that order', async () => {
    const calls = mockApi((url, method) => {
      if (url.endsWith('/outline')) {
        return { status: 200, body: outline({ items: [outline().items[0] as never], canOpen: true, canEdit: true }) };
      }
      if (url.endsWith('/attachable')) {
        return {
          status: 200,
          body: {
            items: [
              { kind: 'material', id: 'm1', title: 'ECG basics', detail: 'Document' },
              { kind: 'session', id: 's1', title: 'Ask me anything', detail: '60-minute session' },
            ],
          },
        };
      }
      if (url.endsWith('/contents') && method === 'PUT') return { status: 200, body: outline() };
      return { status: 200, body: { items: [] } };
    });
    renderAt('/courses/c1', <ManageContentsButton courseId="c1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Manage contents' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Ask me anything/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Ask me anything up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save contents' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      items: [
        { kind: 'session', id: 's1' },
        { kind: 'material', id: 'm1' },
      ],
    });
    expect(await screen.findByText('Course contents saved')).toBeTruthy();
  });
});
