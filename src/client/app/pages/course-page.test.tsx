// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { course, mockMarketplaceApi as mockApi } from '../../testing/marketplace-data';
import { type Answer, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as CoursePage } from './CoursePage';

setUpPageTests();

describe('§8 Marketplace: buying a course', () => {
  it('§8 success says what was paid and the referral benefits; a 5xx and a lost connection say the spec’s texts', async () => {
    let answer: Answer = {
      status: 201,
      body: {
        purchase: {
          id: 'p1',
          transactionId: 'NG-P1',
          itemKind: 'course',
          itemId: 'c1',
          itemTitle: 'Pharmacology Mastery',
          priceCents: 5000,
          discountCents: 250,
          amountCents: 4750,
          referralCode: 'ABC123',
          referralFeeCents: 500,
          status: 'completed',
          method: 'Nightingale checkout',
          purchasedAt: '2026-03-02T09:00:00.000Z',
          refundedAt: null,
        },
      },
    };
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      if (url.endsWith('/purchase')) return answer;
      return { status: 200, body: { ...course, myRating: null, canEdit: false } };
    });
    renderAt('/courses/c1', <CoursePage />, '/courses/:courseId');
    await screen.findByRole('heading', { level: 1, name: 'Pharmacology Mastery' });
    fireEvent.change(screen.getByLabelText(/Referral code/), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy Course' }));
    await screen.findByText('Course Purchased Successfully!');
    expect(screen.getByText(/You paid \$47\.50 .* saved \$2\.50 .* earns a 10% referral fee/)).toBeTruthy();

    answer = { status: 503, body: { error: { code: 'unavailable', message: 'Down.' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Buy Course' }));
    await screen.findByText('Unable to process purchase. Please try again.');

    answer = 'network';
    fireEvent.click(screen.getByRole('button', { name: 'Buy Course' }));
    await screen.findByText('An unexpected error occurred.');
  });
});

describe('§2 a course’s page', () => {
  it('a course that does not exist says so, with the way back', async () => {
    mockApi(() => ({ status: 404, body: { error: { code: 'course_not_found', message: 'No such course.' } } }));
    renderAt('/courses/nope', <CoursePage />, '/courses/:courseId');
    await screen.findByText('This course does not exist or is not published.');
    expect(screen.getByRole('link', { name: 'Back to Course Marketplace' }).getAttribute('href')).toBe('/courses');
  });

  it('its trainer publishes a draft and edits it; a refused edit keeps what was typed', async () => {
    let detail = { ...course, myRating: null, canEdit: true, viewerState: 'own' as const, isPublished: false };
    const calls = mockApi((url, method, body) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (url.endsWith('/publication')) {
        detail = { ...detail, isPublished: (body as { isPublished: boolean }).isPublished };
        return { status: 200, body: detail };
      }
      if (method === 'PUT') return { status: 400, body: { error: { code: 'invalid_request', message: 'Too long.' } } };
      return { status: 200, body: detail };
    });
    renderAt('/courses/c1', <CoursePage />, '/courses/:courseId');
    await screen.findByText('Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
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
