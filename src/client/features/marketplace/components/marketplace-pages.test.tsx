// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course, mockMarketplaceApi as mockApi } from '../../../testing/marketplace-data';
import { type Call, renderAt, setUpPageTests, signedIn } from '../../../testing/page-test-utils';
import { Component as CoursesPage } from '../CoursesPage';
import { Component as CreateCoursePage } from '../CreateCoursePage';

setUpPageTests();

const orders = (calls: Call[]) => calls.filter((call) => call.url === '/api/orders' && call.method === 'POST');

describe('§2 Course Marketplace', () => {
  it('§2 shows each published course with its facts; §4 Buy is disabled for one’s own course', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      const own = { ...course, id: 'c2', title: 'Pediatrics', rating: null, ratingCount: 0, viewerState: 'own' };
      return { status: 200, body: { courses: [course, own] } };
    });
    renderAt('/courses', <CoursesPage />, '/courses');
    await screen.findByRole('link', { name: 'Pharmacology Mastery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Course Marketplace' })).toBeTruthy();
    expect(screen.getByText('4.3 (2 ratings)')).toBeTruthy();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.getAllByText('$50.00')).toHaveLength(2);
    expect(screen.getAllByText('3 students enrolled')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Your course' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('§2 the search goes to the server and into the address; none found says so and clears', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: { user: null } };
      if (url.includes('search=zzz')) return { status: 200, body: { courses: [] } };
      return { status: 200, body: { courses: [course] } };
    });
    const router = renderAt('/courses', <CoursesPage />, '/courses');
    await screen.findByRole('link', { name: 'Pharmacology Mastery' });
    fireEvent.change(screen.getByLabelText(/Search courses/), { target: { value: 'zzz ' } });
    await screen.findByText('No courses found', {}, { timeout: 2000 });
    expect(screen.getByText(/“zzz”/)).toBeTruthy();
    expect(router.state.location.search).toBe('?search=zzz');
    expect(calls.some((call) => call.url === '/api/courses?search=zzz')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await screen.findByRole('link', { name: 'Pharmacology Mastery' }, { timeout: 2000 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('§8 Marketplace: buying a course', () => {
  it('§8 signed out, Buy says Login Required, offers to sign in and sends nothing', async () => {
    const calls = mockApi((url) =>
      url.includes('/account/me')
        ? { status: 200, body: { user: null } }
        : { status: 200, body: { courses: [course] } },
    );
    renderAt('/courses?search=pharm', <CoursesPage />, '/courses');
    await screen.findByRole('link', { name: 'Pharmacology Mastery' });
    await waitFor(() => expect(calls.some((call) => call.url.includes('/account/me'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Buy Course' }));
    await screen.findByText('Please login to purchase courses');
    expect(screen.getByText('Login Required')).toBeTruthy();
    const signIn = screen.getByRole('link', { name: /Sign In/ });
    expect(signIn.getAttribute('href')).toBe('/login?from=%2Fcourses%3Fsearch%3Dpharm');
    expect(orders(calls)).toHaveLength(0);
  });

  it('§5 the referral code is uppercased, 6 characters; §8 one order per double click; a refused code stays, explained', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (url === '/api/orders') {
        const error = { code: 'unknown_referral_code', message: 'No one has the referral code ZZZZZZ.' };
        return { status: 400, body: { error } };
      }
      return { status: 200, body: { courses: [course] } };
    });
    renderAt('/courses', <CoursesPage />, '/courses');
    const input = (await screen.findByLabelText(/Referral code/)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'zz-zz zz9' } });
    expect(input.value).toBe('ZZZZZZ');
    expect(screen.getByText('$47.50')).toBeTruthy();
    const buy = screen.getByRole('button', { name: 'Buy Course' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await screen.findByText('Purchase Failed');
    await waitFor(() => expect(screen.getAllByText('No one has the referral code ZZZZZZ.')).toHaveLength(2));
    expect(orders(calls)).toHaveLength(1);
    expect(orders(calls)[0]?.body).toEqual({
      kind: 'course',
      itemId: course.id,
      referralCode: 'ZZZZZZ',
      expectedPriceCents: 5000,
    });
    expect(input.value).toBe('ZZZZZZ');
  });
});

describe('§5 Create course', () => {
  it('§6 someone who may not create courses sees the spec’s Access Restricted text', async () => {
    mockApi(() => ({ status: 200, body: signedIn('student') }));
    renderAt('/create-course', <CreateCoursePage />, '/create-course');
    await screen.findByText(
      'Access Restricted: You need trainer privileges to create courses. Please register as a trainer.',
    );
  });

  it('§5 missing fields give one message; §8 a failure keeps the form, a success empties it', async () => {
    let fail = true;
    const calls = mockApi((url, method, body) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'POST' && fail) {
        return { status: 400, body: { error: { code: 'invalid_request', message: 'Server says no.' } } };
      }
      const created = { ...course, ...(body as object), id: 'n1', myRating: null, canEdit: true, viewerState: 'own' };
      return { status: 201, body: created };
    });
    renderAt('/create-course', <CreateCoursePage />, '/create-course');
    await screen.findByRole('heading', { level: 1, name: 'Create Course' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    await screen.findByText('Please fill in all required fields');
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(1);
    expect(screen.getByText('Please choose a category')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '  Pharmacology Mastery ' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Drugs.' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '49.99' } });
    const category = screen.getAllByLabelText(/^Category/).find((element) => element.tagName === 'INPUT');
    fireEvent.click(category as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Mental Health', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    await screen.findByText('Failed to create course. Please try again.');
    expect(screen.getByText('Server says no.')).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('  Pharmacology Mastery ');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    await screen.findByText('“Pharmacology Mastery” has been created and is ready for students once you publish it.');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      title: 'Pharmacology Mastery',
      description: 'Drugs.',
      category: 'mental-health',
      duration: '',
      level: 'Beginner',
      isPublished: false,
      priceCents: 4999,
    });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('link', { name: 'View Course' }).getAttribute('href')).toBe('/courses/n1');
    expect(screen.getByRole('link', { name: 'Open the course editor' }).getAttribute('href')).toBe('/courses/n1/edit');
  });
});
