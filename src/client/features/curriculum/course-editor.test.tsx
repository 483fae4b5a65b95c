// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Curriculum, EditorLesson } from '../../../shared/marketplace/curriculum';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as CourseEditorPage } from './CourseEditorPage';

setUpPageTests();

const lesson = (id: string, sectionId: string, title: string): EditorLesson => ({
  id,
  sectionId,
  title,
  kind: 'text',
  bodyHtml: `<p>${title}</p>`,
  materialId: null,
  videoId: null,
  sessionId: null,
  quiz: null,
  isFreePreview: false,
  itemTitle: null,
});

const curriculum = (overrides: Partial<Curriculum> = {}): Curriculum => ({
  courseId: 'c1',
  courseTitle: 'Renal Care',
  isPublished: false,
  outline: '',
  coverUrl: null,
  sections: [
    { id: 's1', title: 'Kidneys', lessons: [lesson('l1', 's1', 'Nephron'), lesson('l2', 's1', 'Filtration')] },
    { id: 's2', title: 'Dialysis', lessons: [lesson('l3', 's2', 'Access')] },
  ],
  ...overrides,
});

describe('the course editor (issue 27 item 1)', () => {
  it('moves a lesson with the keyboard alternative, across a section’s edge, and saves the whole order', async () => {
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'PUT' && url.endsWith('/curriculum/order')) {
        return {
          status: 200,
          body: curriculum({
            sections: [
              { id: 's1', title: 'Kidneys', lessons: [lesson('l1', 's1', 'Nephron')] },
              {
                id: 's2',
                title: 'Dialysis',
                lessons: [lesson('l2', 's2', 'Filtration'), lesson('l3', 's2', 'Access')],
              },
            ],
          }),
        };
      }
      return { status: 200, body: curriculum() };
    });
    renderAt('/courses/c1/edit', <CourseEditorPage />, '/courses/:courseId/edit');
    await screen.findByRole('heading', { level: 1, name: 'Course Editor' });
    expect(screen.getByRole('button', { name: 'Move Nephron up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Access down' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Filtration down' }));
    await screen.findByText('Filtration moved to position 1 of section 2, Dialysis.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sections: [
        { id: 's1', lessonIds: ['l1'] },
        { id: 's2', lessonIds: ['l2', 'l3'] },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Section 2: Dialysis' })).toBeTruthy();
  });

  it('deletes a lesson only after a confirmation, and shows the server’s refusal in it', async () => {
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'DELETE') {
        const message =
          'A published course keeps at least one lesson. Add another lesson first, or unpublish the course.';
        return { status: 400, body: { error: { code: 'course_needs_a_lesson', message } } };
      }
      return { status: 200, body: curriculum() };
    });
    renderAt('/courses/c1/edit', <CourseEditorPage />, '/courses/:courseId/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this lesson?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByText(/keeps at least one lesson/);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/courses/c1/curriculum/lessons/l3',
    ]);
  });

  it('an empty course cannot be published and says how to get there; another trainer reads the refusal', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      return { status: 200, body: curriculum({ sections: [] }) };
    });
    renderAt('/courses/c1/edit', <CourseEditorPage />, '/courses/:courseId/edit');
    await screen.findByText(
      'A course can be published once it has at least one lesson. Add a section, then its lessons.',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Preview as a learner' }).getAttribute('href')).toBe(
      '/courses/c1/learn?preview=1',
    );
  });

  it('another trainer’s course: the server’s sentence, no editor', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      const message = 'Only the course’s trainer or an admin can change its curriculum.';
      return { status: 403, body: { error: { code: 'not_your_course', message } } };
    });
    renderAt('/courses/c1/edit', <CourseEditorPage />, '/courses/:courseId/edit');
    await screen.findByText('Only the course’s trainer or an admin can change its curriculum.');
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Course Editor | Nightingale'));
  });
});
