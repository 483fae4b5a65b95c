// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../shared/trainer-sessions/sessions';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { BookedSessions } from './components/BookedSessions';

setUpPageTests();
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE_MS = 60 * 1000;

/** A booked group session starting `minutes` from now, as the API shows it to its buyer (link held back). */
function bookedSession(minutes: number): Session {
  const startsAt = new Date(Date.now() + minutes * MINUTE_MS);
  return {
    id: 's1',
    trainerId: 't1',
    trainerName: 'Tina Trainer',
    title: 'Prioritization',
    description: '',
    durationMinutes: 60,
    priceCents: 2500,
    maxStudents: 3,
    startsAt: startsAt.toISOString(),
    createdAt: '2026-03-02T09:00:00.000Z',
    status: 'available',
    seatsTaken: 2,
    isFull: false,
    viewerState: 'booked',
    meetingUrl: null,
    place: 'Room 4',
    meetingUrlFrom: new Date(startsAt.getTime() - 15 * MINUTE_MS).toISOString(),
  };
}

/** The same session once its link is shown (from 15 minutes before the start). */
const withLink = (session: Session): Session => ({
  ...session,
  meetingUrl: 'https://meet.example.org/prioritization',
  meetingUrlFrom: null,
});

/**
 * A signed-in student's API: GET /api/sessions/booked answers what `answer` gives at each call
 * (the sessions, or 'error' for a 500). Returns the calls made.
 */
function mockBooked(answer: () => Session[] | 'error') {
  return mockApi((url) => {
    if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
    if (url !== '/api/sessions/booked') return { status: 404, body: {} };
    const sessions = answer();
    return sessions === 'error'
      ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } } }
      : { status: 200, body: { sessions } };
  });
}

describe('issue 27 item 3: Your Booked Sessions', () => {
  it('shows when the link appears, then, when that time comes, asks again and shows Join session, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const waiting = bookedSession(20);
    let linkShown = false;
    const calls = mockBooked(() => [linkShown ? withLink(waiting) : waiting]);
    renderAt('/training-center', <BookedSessions />);
    const card = await screen.findByRole('article', { name: 'Prioritization' });
    expect(within(card).getByText(/^The link appears at /)).toBeTruthy();
    expect(within(card).getByText('Group session with Tina Trainer')).toBeTruthy();
    expect(within(card).getByText('Place: Room 4')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Join session/ })).toBeNull();
    const asked = calls.filter((call) => call.url === '/api/sessions/booked').length;

    linkShown = true;
    await act(async () => {
      vi.advanceTimersByTime(5 * MINUTE_MS);
    });
    const join = await within(card).findByRole('link', { name: /Join session/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.org/prioritization');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(calls.filter((call) => call.url === '/api/sessions/booked').length).toBeGreaterThan(asked);
  });

  it("asks again until the link comes when the device's clock runs ahead of the server's", async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    const waiting = bookedSession(20);
    let answers = 0;
    let serverReached = false;
    mockBooked(() => {
      answers += 1;
      return [serverReached ? withLink(waiting) : waiting];
    });
    renderAt('/training-center', <BookedSessions />);
    const card = await screen.findByRole('article', { name: 'Prioritization' });
    await act(async () => {
      vi.advanceTimersByTime(5 * MINUTE_MS);
    });
    // The device's moment came, but the server's has not: the link is still held back.
    await vi.waitFor(() => expect(answers).toBeGreaterThanOrEqual(2));
    expect(within(card).queryByRole('link', { name: /Join session/ })).toBeNull();
    serverReached = true;
    await act(async () => {
      vi.advanceTimersByTime(MINUTE_MS);
    });
    expect((await within(card).findByRole('link', { name: /Join session/ })).getAttribute('href')).toBe(
      'https://meet.example.org/prioritization',
    );
  });

  it('drops a session and its Join session button when the session ends, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    // Started 50 minutes ago, 60 minutes long: the link is shown for 10 more minutes.
    const running = withLink(bookedSession(-50));
    let ended = false;
    mockBooked(() => (ended ? [] : [running]));
    renderAt('/training-center', <BookedSessions />);
    const card = await screen.findByRole('article', { name: 'Prioritization' });
    expect(within(card).getByRole('link', { name: /Join session/ })).toBeTruthy();
    ended = true;
    await act(async () => {
      vi.advanceTimersByTime(10 * MINUTE_MS);
    });
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /Join session/ })).toBeNull());
  });

  it('says when the booked sessions could not be loaded, and Try Again asks again', async () => {
    let failing = true;
    mockBooked(() => (failing ? 'error' : [bookedSession(120)]));
    renderAt('/training-center', <BookedSessions />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your booked sessions could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Prioritization' })).toBeTruthy();
  });

  it('shows nothing signed out, and nothing without a booking', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: { user: null } };
      return { status: 200, body: { sessions: [] } };
    });
    renderAt('/training-center', <BookedSessions />);
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('/account/me'))).toBe(true));
    expect(calls.some((call) => call.url === '/api/sessions/booked')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Your Booked Sessions' })).toBeNull();
  });
});
