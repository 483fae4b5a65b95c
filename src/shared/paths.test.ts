import { describe, expect, it } from 'vitest';
import { isAppPath, paths } from './paths';

describe('§2 routes', () => {
  it('lists every route of the spec', () => {
    const spec =
      '/, /home, /about, /services, /contact, /faq, /job, /sample-test, /login, /register, /dashboard, /profile, /change-password, /settings, /training-center, /programs, /documents, /tracking, /communication, /payment, /support, /messages, /courses, /create-course, /trainer-dashboard, /trainer-content, /trainer-sessions, /trainer-videos, /user-management, /admin/review';
    expect(Object.values(paths).map((p) => p.path)).toEqual([
      ...spec.split(', '),
      '/forgot-password',
      '/reset-password',
    ]);
  });

  it('knows its pages, with or without a trailing slash, and nothing else', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/sample-test')).toBe(true);
    expect(isAppPath('/faq/')).toBe(true);
    expect(isAppPath('/admin/review')).toBe(true);
    expect(isAppPath('/nope')).toBe(false);
    expect(isAppPath('/sample-test/extra')).toBe(false);
  });
});
