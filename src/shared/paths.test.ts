import { describe, expect, it } from 'vitest';
import { checkoutPath, coursePath, isAppPath, paths } from './paths';

describe('§2 routes', () => {
  it('lists every route of the spec', () => {
    const spec =
      '/, /home, /about, /services, /contact, /faq, /job, /sample-test, /login, /register, /dashboard, /profile, /change-password, /settings, /training-center, /programs, /documents, /tracking, /communication, /payment, /support, /messages, /courses, /create-course, /trainer-dashboard, /trainer-content, /trainer-sessions, /trainer-videos, /user-management, /admin/review';
    // Issue 22's pages beyond the spec, where paths.ts lists them: the adaptive NCLEX after
    // Settings, the admins' item statistics after Content Review; issue 23's admins' All Purchases after them;
    // issue 26's checkout after the Payment Portal.
    const added: Record<string, string[]> = {
      // Issue 29: the glossary after the flashcards.
      '/settings': ['/adaptive-nclex', '/flashcards', '/glossary'],
      '/payment': ['/checkout/:orderId'],
      '/admin/review': ['/item-statistics', '/admin/purchases'],
    };
    expect(Object.values(paths).map((p) => p.path)).toEqual([
      ...spec.split(', ').flatMap((path) => [path, ...(added[path] ?? [])]),
      '/courses/:courseId',
      // Issue 27 item 1: the course editor, after the course's page.
      '/courses/:courseId/edit',
      '/forgot-password',
      '/reset-password',
      '/unsubscribe',
      // Issue 27 item 2: the course player, My courses, a certificate's verification.
      '/courses/:courseId/learn',
      '/my-courses',
      '/certificates/:certificateId',
      // Issue 28: the item bank, classes and joining one.
      '/item-bank',
      '/item-bank/new',
      '/item-bank/import',
      '/item-bank/items/:itemId',
      '/classes',
      '/classes/:classId',
      '/join-class',
    ]);
  });

  it('knows its pages, with or without a trailing slash, and nothing else', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/sample-test')).toBe(true);
    expect(isAppPath('/faq/')).toBe(true);
    expect(isAppPath('/admin/review')).toBe(true);
    expect(isAppPath('/nope')).toBe(false);
    expect(isAppPath('/sample-test/extra')).toBe(false);
    expect(isAppPath('/courses/0b9c3c4e-1d2f-4a8b-9c1d-2e3f4a5b6c7d')).toBe(true);
    expect(isAppPath('/courses/')).toBe(true);
    expect(isAppPath('/courses/a/b')).toBe(false);
  });

  it('builds a course page path from its id', () => {
    expect(coursePath('abc')).toBe('/courses/abc');
    expect(coursePath('a/b')).toBe('/courses/a%2Fb');
  });

  it('builds an order’s checkout path from its id (issue 26)', () => {
    expect(checkoutPath('abc')).toBe('/checkout/abc');
    expect(isAppPath('/checkout/0b9c3c4e-1d2f-4a8b-9c1d-2e3f4a5b6c7d')).toBe(true);
  });
});
