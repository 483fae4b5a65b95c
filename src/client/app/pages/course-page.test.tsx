// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course, mockMarketplaceApi as mockApi } from '../../testing/marketplace-data';
import { type Answer, order, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as CoursePage } from './CoursePage';

setUpPageTests();

describe('§8 Marketplace: buying a course', () => {
  it('issue 26: Buy creates the order with the code and the price shown, then opens its checkout; a 5xx and a lost connection say the spec’s texts', async () => {
    let answer: Answer = { status: 503, body: { error: { code: 'unavailable', message: 'Down.' } } };
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (url === '/api/orders') return answer;
      return { status: 200, body: { ...course, myRating: null, canEdit: false } };
    });
    const router = renderAt('/courses/c1', <CoursePage />, '/courses/:courseId');
    await screen.findByRole('heading', { level: 1, name: 'Pharmacology Mastery' });
    fireEvent.change(screen.getByLabelText(/Referral code/), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy Course' }));
    await screen.findByText('Unable to process purchase. Please try again.');

    answer = 'network';
    fireEvent.click(screen.getByRole('button', { name: 'Buy Course' }));
    await screen.findByText('An unexpected error occurred.');

    answer = { status: 201, body: { order: order({ referralCode: 'ABC123', discountCents: 250, amountCents: 4750 }) } };
    fireEvent.click(screen.getByRole('button', { name: 'Buy Course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/o1'));
    expect(calls.filter((call) => call.url === '/api/orders').at(-1)?.body).toEqual({
      kind: 'course',
      itemId: 'c1',
      referralCode: 'ABC123',
      expectedPriceCents: 5000,
    });
    expect(screen.queryByText('Course Purchased Successfully!')).toBeNull();
  });
});

describe('§2 a course’s page', () => {
  it('a course that does not exist says so, with the way back', async () => {
    mockApi(() => ({ status: 404, body: { error: { code: 'course_not_found', message: 'No such course.' } } }));
    renderAt('/courses/nope', <CoursePage />, '/courses/:courseId');
    await screen.findByText('This course does not exist or is not published.');
    expect(screen.getByRole('link', { name: 'Back to Course Marketplace' }).getAttribute('href')).toBe('/courses');
  });

  it('its trainer publishes a draft after a confirmation (refused without lessons) and edits it; a refused edit keeps what was typed', async () => {
    let detail = { ...course, myRating: null, canEdit: true, viewerState: 'own' as const, isPublished: false };
    let hasLessons = false;
    const calls = mockApi((url, method, body) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (url.endsWith('/publication') && !hasLessons) {
        const message = 'A course can be published only once it has at least one lesson.';
        return { status: 400, body: { error: { code: 'course_needs_a_lesson', message } } };
      }
      if (url.endsWith('/publication')) {
        detail = { ...detail, isPublished: (body as { isPublished: boolean }).isPublished };
        return { status: 200, body: detail };
      }
      if (method === 'PUT') return { status: 400, body: { error: { code: 'invalid_request', message: 'Too long.' } } };
      return { status: 200, body: detail };
    });
    renderAt('/courses/c1', <CoursePage />, '/courses/:courseId');
    await screen.findByText('Draft');
    expect(screen.getByRole('link', { name: 'Open the course editor' }).getAttribute('href')).toBe('/courses/c1/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await within(dialog).findByText('A course can be published only once it has at least one lesson.');
    expect(screen.getByText('Draft')).toBeTruthy();
    hasLessons = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Course' }));
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    expect(title.value).toBe('Pharmacology Mastery');
    fireEvent.change(title, { target: { value: 'Pharmacology II' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Too long.');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Pharmacology II');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'Pharmacology II',
      priceCents: 5000,
    });
  });
});
