// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LessonContent, CoursePlayer as Player } from '../../../shared/marketplace/course-player';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as CertificatePage } from './CertificatePage';
import { CoursePlayer } from './components/CoursePlayer';

setUpPageTests();

const lesson = (id: string, title: string, overrides: Partial<Player['sections'][number]['lessons'][number]> = {}) => ({
  id,
  title,
  kind: 'text' as const,
  isFreePreview: false,
  isComplete: false,
  isLocked: false,
  ...overrides,
});

const player = (overrides: Partial<Player> = {}): Player => ({
  courseId: 'c1',
  title: 'Cardiac nursing',
  trainerName: 'Maria Santos',
  priceCents: 3000,
  access: 'buyer',
  tracksProgress: true,
  sections: [
    {
      id: 's1',
      title: 'Getting started',
      lessons: [lesson('l1', 'Welcome', { isComplete: true }), lesson('l2', 'Heart sounds', { kind: 'video' })],
    },
    { id: 's2', title: 'Check yourself', lessons: [lesson('l3', 'Dosing quiz', { kind: 'quiz' })] },
  ],
  lessonCount: 3,
  completedCount: 1,
  percent: 33,
  continueLessonId: 'l2',
  hasStarted: true,
  certificate: null,
  ...overrides,
});

const videoLesson: LessonContent = {
  id: 'l2',
  title: 'Heart sounds',
  kind: 'video',
  sectionTitle: 'Getting started',
  isComplete: false,
  previousLessonId: 'l1',
  nextLessonId: 'l3',
  body: {
    kind: 'video',
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
};

/** The player as the page mounts it, the lesson read from the address. */
function Harness() {
  const [params] = useSearchParams();
  return (
    <CoursePlayer
      courseId="c1"
      lessonId={params.get('lesson')}
      preview={false}
      hrefOf={(id) => `/courses/c1/learn?lesson=${id}`}
      onOpenQuiz={() => {}}
      renderSession={(session) => <p>session {session.title}</p>}
      renderVideo={(video, onEnded) => (
        <button type="button" onClick={onEnded}>
          {video.title} watched to the end
        </button>
      )}
    />
  );
}

describe('the course player (issue 27 item 2)', () => {
  it('greets a returning learner with "Continue where you left off", shows her completion, and marks a video complete when it ends', async () => {
    let current = player();
    const calls = mockApi((url, method) => {
      if (url.endsWith('/account/me')) return { status: 200, body: signedIn('student') };
      if (url.endsWith('/courses/c1/player')) return { status: 200, body: current };
      if (url.endsWith('/lessons/l2') && method === 'GET') return { status: 200, body: videoLesson };
      if (url.endsWith('/lessons/l2/completion') && method === 'PUT') {
        current = player({ completedCount: 2, percent: 66 });
        current.sections[0]?.lessons.forEach((row) => {
          row.isComplete = true;
        });
        return { status: 200, body: current };
      }
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    const router = renderAt('/courses/c1/learn', <Harness />);

    expect(await screen.findByRole('heading', { name: 'Cardiac nursing' })).toBeTruthy();
    expect(screen.getByText('1 of 3 lessons complete')).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Completion of Cardiac nursing' }).getAttribute('aria-valuenow'),
    ).toBe('33');
    expect(screen.getByText('You were working on “Heart sounds”.')).toBeTruthy();
    // Nothing is opened (and no place is moved) until she chooses to continue.
    expect(calls.some((call) => call.url.includes('/lessons/'))).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Continue where you left off' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lesson=l2'));
    expect(await screen.findByRole('heading', { name: 'Heart sounds' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Heart sounds/ })[0]?.getAttribute('aria-current')).toBe('page');
    // The curriculum's tick is read out as "Complete" (an image named in words, not a bare glyph).
    const welcome = screen.getAllByRole('link', { name: /Welcome/ })[0] as HTMLElement;
    expect(within(welcome).getByRole('img', { name: 'Complete' })).toBeTruthy();

    // The video library's player (the page's renderVideo) calls onEnded when the file ends.
    fireEvent.click(screen.getByRole('button', { name: 'Heart sounds watched to the end' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.url.endsWith('/lessons/l2/completion'))).toBe(true),
    );
    expect(await screen.findByText('2 of 3 lessons complete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark incomplete' })).toBeTruthy();
  });

  it('marks locked lessons for a reader who has not bought the course, with a link to buy it, and never asks for them', async () => {
    const visitor = player({
      access: 'visitor',
      tracksProgress: false,
      completedCount: 0,
      percent: 0,
      hasStarted: false,
      continueLessonId: 'l1',
      sections: [
        {
          id: 's1',
          title: 'Getting started',
          lessons: [lesson('l1', 'Welcome', { isFreePreview: true }), lesson('l2', 'Heart sounds', { isLocked: true })],
        },
      ],
    });
    const calls = mockApi((url) => {
      if (url.endsWith('/account/me')) return { status: 200, body: { user: null } };
      if (url.endsWith('/courses/c1/player')) return { status: 200, body: visitor };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderAt('/courses/c1/learn?lesson=l2', <Harness />);

    expect(await screen.findByText('This lesson is locked')).toBeTruthy();
    expect(screen.getByText(/Buy the course to open this lesson/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Buy the course' })[0]?.getAttribute('href')).toBe('/courses/c1');
    expect(screen.getAllByRole('img', { name: 'Locked' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Free preview').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
    expect(calls.some((call) => call.url.includes('/lessons/'))).toBe(false);
  });

  it('says when the course does not exist, with the ways back to a course', async () => {
    mockApi((url) => {
      if (url.endsWith('/account/me')) return { status: 200, body: signedIn('student') };
      return { status: 404, body: { error: { code: 'course_not_found', message: 'Course not found.' } } };
    });
    renderAt('/courses/c1/learn', <Harness />);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My courses' }).getAttribute('href')).toBe('/my-courses');
    expect(screen.getByRole('link', { name: 'Browse the Course Marketplace' }).getAttribute('href')).toBe('/courses');
  });

  it('folds the phone’s curriculum again once a lesson is chosen from it', async () => {
    mockApi((url) => {
      if (url.endsWith('/account/me')) return { status: 200, body: signedIn('student') };
      if (url.endsWith('/courses/c1/player')) return { status: 200, body: player() };
      if (url.includes('/courses/c1/lessons/')) return { status: 200, body: videoLesson };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderAt('/courses/c1/learn?lesson=l1', <Harness />);
    await screen.findByRole('heading', { name: 'Cardiac nursing' });
    // The folded curriculum is the phone's: hidden at the test's desktop width, so queried with `hidden`.
    const toggle = screen.getByRole('button', { name: 'Curriculum (3 lessons)', hidden: true });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const folded = screen.getByRole('navigation', { name: 'Curriculum (folded)', hidden: true });
    fireEvent.click(within(folded).getByRole('link', { name: /Heart sounds/, hidden: true }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('asks a signed-out visitor to sign in to watch a free-preview video, with a link back to the lesson', async () => {
    const visitor = player({
      access: 'visitor',
      tracksProgress: false,
      completedCount: 0,
      percent: 0,
      hasStarted: false,
      continueLessonId: 'l2',
      sections: [
        {
          id: 's1',
          title: 'Getting started',
          lessons: [lesson('l2', 'Heart sounds', { kind: 'video', isFreePreview: true })],
        },
      ],
    });
    const preview: LessonContent = {
      ...videoLesson,
      previousLessonId: null,
      nextLessonId: null,
      body: {
        kind: 'video',
        video: { ...(videoLesson.body as { video: NonNullable<unknown> }).video, videoUrl: null },
      },
    } as LessonContent;
    mockApi((url) => {
      if (url.endsWith('/account/me')) return { status: 200, body: { user: null } };
      if (url.endsWith('/courses/c1/player')) return { status: 200, body: visitor };
      if (url.endsWith('/courses/c1/lessons/l2')) return { status: 200, body: preview };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderAt('/courses/c1/learn?lesson=l2', <Harness />);

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/login?from=${encodeURIComponent('/courses/c1/learn?lesson=l2')}`);
    expect(signIn.parentElement?.textContent).toBe('Sign in to watch this video.');
  });

  it('offers the certificate and its verification address once every lesson is complete', async () => {
    const done = player({
      completedCount: 3,
      percent: 100,
      certificate: {
        id: 'cert-1',
        issuedAt: '2026-03-02T09:00:00.000Z',
        pdfHref: '/api/courses/c1/certificate.pdf',
        verifyPath: '/certificates/cert-1',
      },
    });
    mockApi((url) => {
      if (url.endsWith('/account/me')) return { status: 200, body: signedIn('student') };
      if (url.endsWith('/courses/c1/player')) return { status: 200, body: done };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderAt('/courses/c1/learn', <Harness />);

    const download = await screen.findByRole('link', { name: 'Download certificate (PDF)' });
    expect(download.getAttribute('href')).toBe('/api/courses/c1/certificate.pdf');
    expect(screen.getByRole('link', { name: /\/certificates\/cert-1$/ }).getAttribute('href')).toBe(
      '/certificates/cert-1',
    );
  });
});

describe('certificate verification (issue 27 item 2)', () => {
  it('names the learner, the course and the trainer, and the date as the certificate prints it', async () => {
    mockApi((url) =>
      url.endsWith('/certificates/cert-1')
        ? {
            status: 200,
            body: {
              id: 'cert-1',
              learnerName: 'Amara Okafor',
              courseTitle: 'Cardiac nursing',
              trainerName: 'Maria Santos',
              // Issued late on March 1 in the learner's Honolulu: the page says March 1 wherever it is read.
              issuedAt: '2026-03-02T09:00:00.000Z',
              issuedOn: 'March 1, 2026',
            },
          }
        : { status: 200, body: { user: null } },
    );
    renderAt('/certificates/cert-1', <CertificatePage />, '/certificates/:certificateId');
    expect(await screen.findByText('Amara Okafor')).toBeTruthy();
    expect(screen.getByText('Cardiac nursing')).toBeTruthy();
    expect(screen.getByText(/taught by Maria Santos, on March 1, 2026\./)).toBeTruthy();
  });

  it('says when no certificate has the code', async () => {
    mockApi(() => ({
      status: 404,
      body: { error: { code: 'certificate_not_found', message: 'No certificate has this verification code.' } },
    }));
    renderAt('/certificates/nope', <CertificatePage />, '/certificates/:certificateId');
    expect(await screen.findByText('Certificate not found')).toBeTruthy();
    expect(screen.getByText('No certificate has this verification code.')).toBeTruthy();
  });
});
