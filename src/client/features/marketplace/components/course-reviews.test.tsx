// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import type { CourseReview, CourseReviewPage } from '../../../../shared/marketplace/reviews';
import { formatDateTime } from '../../../lib/format';
import { course as baseCourse } from '../../../testing/marketplace-data';
import { mockApi, renderAt, setUpPageTests } from '../../../testing/page-test-utils';
import { CourseReviews } from './CourseReviews';

setUpPageTests();

const course = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  ...baseCourse,
  myRating: null,
  canEdit: false,
  ...overrides,
});

const review = (overrides: Partial<CourseReview> = {}): CourseReview => ({
  id: 'r1',
  stars: 4,
  text: 'Clear lessons on high-alert drugs.',
  reviewerName: 'Amara O.',
  reviewedAt: '2026-03-04T10:00:00.000Z',
  isMine: false,
  reply: null,
  hidden: null,
  ...overrides,
});

const page = (overrides: Partial<CourseReviewPage> = {}): CourseReviewPage => ({
  reviews: [review()],
  total: 1,
  page: 1,
  hasMore: false,
  mine: null,
  canReply: false,
  canModerate: false,
  ...overrides,
});

describe('the course page’s reviews (issue 27 item 7)', () => {
  it('shows each review with stars, name, date and the trainer’s reply; Show more loads the next page', async () => {
    const calls = mockApi((url) =>
      url.endsWith('page=1')
        ? {
            status: 200,
            body: page({
              reviews: [
                review({
                  reply: {
                    text: 'Thank you, Amara!',
                    repliedAt: '2026-03-05T09:00:00.000Z',
                    authorName: 'Maria Santos',
                  },
                }),
              ],
              total: 2,
              hasMore: true,
            }),
          }
        : {
            status: 200,
            body: page({
              reviews: [review({ id: 'r2', reviewerName: 'Ben K.', text: 'Too short.', stars: 2 })],
              page: 2,
              total: 2,
            }),
          },
    );
    renderAt('/courses/c1', <CourseReviews course={course()} />);
    const first = await screen.findByRole('article', { name: 'Review by Amara O.' });
    expect(within(first).getByText('Clear lessons on high-alert drugs.')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(first).getByText(formatDateTime('2026-03-04T10:00:00.000Z'))).toBeTruthy();
    expect(within(first).getByText('Reply from Maria Santos')).toBeTruthy();
    expect(within(first).getByText('Thank you, Amara!')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(screen.getByText('4.3 (2 ratings)')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('article', { name: 'Review by Ben K.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/courses/c1/reviews?page=1', '/api/courses/c1/reviews?page=2']);
  });

  it('says when there are no reviews, and that buyers can review the course', async () => {
    mockApi(() => ({ status: 200, body: page({ reviews: [], total: 0 }) }));
    renderAt('/courses/c1', <CourseReviews course={course()} />);
    expect(await screen.findByText('No reviews yet. Students who buy this course can review it.')).toBeTruthy();
  });

  it('an error says so with Try again', async () => {
    mockApi(() => ({ status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong.' } } }));
    renderAt('/courses/c1', <CourseReviews course={course()} />);
    expect(await screen.findByText('The reviews could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a buyer writes a review: an empty text is refused in the form, then stars and text are sent', async () => {
    const calls = mockApi((_url, method) =>
      method === 'PUT'
        ? { status: 200, body: review({ isMine: true, stars: 5, text: 'Great course.' }) }
        : { status: 200, body: page({ reviews: [] }) },
    );
    renderAt('/courses/c1', <CourseReviews course={course({ viewerState: 'purchased' })} />);
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('A rating is a whole number of stars from 1 to 5.')).toBeTruthy();
    expect(screen.getByText('Write your review: a few words on what the course did for you.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    // The keyboard's way (Enter on a star), as Mantine's Rating takes a click on the star's label.
    fireEvent.keyDown(screen.getByRole('radio', { name: '5 stars' }), { key: 'Enter' });
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: '  Great course.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/courses/c1/review',
      body: { stars: 5, text: 'Great course.' },
    });
    expect(await screen.findByText('Review saved')).toBeTruthy();
  });

  it('the author sees her hidden review with the reason, and edits it from "Edit your review"', async () => {
    const mine = review({
      isMine: true,
      hidden: { at: '2026-03-06T10:00:00.000Z', reason: 'Personal attack on the trainer.' },
    });
    mockApi(() => ({ status: 200, body: page({ reviews: [mine], mine }) }));
    renderAt('/courses/c1', <CourseReviews course={course({ viewerState: 'purchased', myRating: 4 })} />);
    const item = await screen.findByRole('article', { name: 'Review by Amara O.' });
    expect(within(item).getByText('Hidden by an administrator')).toBeTruthy();
    expect(within(item).getByText('Reason: Personal attack on the trainer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    expect((screen.getByRole('textbox', { name: /Your review/ }) as HTMLTextAreaElement).value).toBe(mine.text);
  });

  it('the trainer replies; an admin hides with a required reason', async () => {
    const calls = mockApi((_url, method) =>
      method === 'GET'
        ? { status: 200, body: page({ canReply: true, canModerate: true }) }
        : { status: 200, body: review() },
    );
    renderAt('/courses/c1', <CourseReviews course={course({ canEdit: true })} />);
    const item = await screen.findByRole('article', { name: 'Review by Amara O.' });
    fireEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(item).getByRole('textbox', { name: /Your reply to Amara O\./ }), {
      target: { value: 'Thank you!' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Save reply' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: '/api/courses/c1/reviews/r1/reply',
        body: { text: 'Thank you!' },
      }),
    );

    fireEvent.click(await within(item).findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(
      await within(dialog).findByText('Give the reason for hiding this review: its author will read it.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/hidden'))).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for hiding it/ }), {
      target: { value: 'Spam' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/hidden'))).toMatchObject({
        url: '/api/courses/c1/reviews/r1/hidden',
        method: 'PUT',
        body: { reason: 'Spam' },
      }),
    );
  });
});

describe('the reviews by keyboard and while others write (issue 27 item 7)', () => {
  it('Reply moves the focus into the reply box and Cancel brings it back to Reply', async () => {
    mockApi(() => ({ status: 200, body: page({ canReply: true }) }));
    renderAt('/courses/c1', <CourseReviews course={course({ canEdit: true })} />);
    const item = await screen.findByRole('article', { name: 'Review by Amara O.' });
    fireEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(document.activeElement).toBe(within(item).getByRole('textbox', { name: /Your reply to Amara O\./ }));
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(item).getByRole('button', { name: 'Reply' })));
  });

  it('Edit your review moves the focus into the review box and Cancel brings it back', async () => {
    const mine = review({ isMine: true });
    mockApi(() => ({ status: 200, body: page({ reviews: [mine], mine }) }));
    renderAt('/courses/c1', <CourseReviews course={course({ viewerState: 'purchased', myRating: 4 })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your review' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Your review/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit your review' })));
  });

  it('a review pushed onto the next page by a newer one while the reader reads is shown once', async () => {
    mockApi((url) =>
      url.endsWith('page=1')
        ? { status: 200, body: page({ reviews: [review({ id: 'r1' })], total: 2, hasMore: true }) }
        : {
            status: 200,
            body: page({
              // A newer review was written meanwhile: r1 now opens page 2.
              reviews: [review({ id: 'r1' }), review({ id: 'r2', reviewerName: 'Ben K.', text: 'Too short.' })],
              page: 2,
              total: 3,
            }),
          },
    );
    renderAt('/courses/c1', <CourseReviews course={course()} />);
    await screen.findByRole('article', { name: 'Review by Amara O.' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('article', { name: 'Review by Ben K.' })).toBeTruthy();
    expect(screen.getAllByRole('article', { name: 'Review by Amara O.' })).toHaveLength(1);
  });
});

describe('editing a hidden review (issue 27 item 7)', () => {
  it('saved, the toast says it stays hidden from others, not that it is on the page', async () => {
    const hidden = { at: '2026-03-06T10:00:00.000Z', reason: 'Personal attack on the trainer.' };
    const mine = review({ isMine: true, hidden });
    mockApi((_url, method) =>
      method === 'PUT'
        ? { status: 200, body: review({ isMine: true, hidden, text: 'Calmer words.' }) }
        : { status: 200, body: page({ reviews: [mine], mine }) },
    );
    renderAt('/courses/c1', <CourseReviews course={course({ viewerState: 'purchased', myRating: 4 })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your review' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Calmer words.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText(/stays hidden from other people/)).toBeTruthy();
    expect(screen.queryByText(/Your review is on the course page/)).toBeNull();
  });
});

describe('a first review by keyboard (issue 27 item 7)', () => {
  it('posted, the focus rests on Edit your review (the form is not rebuilt under it when the review arrives)', async () => {
    let posted = false;
    const mine = review({ isMine: true, stars: 5, text: 'Great course.' });
    mockApi((_url, method) => {
      if (method === 'PUT') {
        posted = true;
        return { status: 200, body: mine };
      }
      return { status: 200, body: posted ? page({ reviews: [mine], mine }) : page({ reviews: [], total: 0 }) };
    });
    renderAt('/courses/c1', <CourseReviews course={course({ viewerState: 'purchased' })} />);
    fireEvent.keyDown(await screen.findByRole('radio', { name: '5 stars' }), { key: 'Enter' });
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Great course.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('article', { name: 'Review by Amara O.' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit your review' })));
  });
});
