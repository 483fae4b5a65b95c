// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Session, TrainerSession } from '../../../shared/trainer-sessions/sessions';
import { type Call, mockApi, order, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { SessionCard } from './components/SessionCard';
import { toLocalInputValue } from './components/session-form';
import { Component as TrainerSessionsPage } from './TrainerSessionsPage';

setUpPageTests();

const inTwoDays = new Date(Date.now() + 2 * 24 * 3600 * 1000);
inTwoDays.setSeconds(0, 0);

const session: Session = {
  id: 's1',
  trainerId: 't1',
  trainerName: 'Tina Trainer',
  title: 'Prioritization',
  description: 'ABCs and Maslow.',
  durationMinutes: 60,
  priceCents: 2500,
  maxStudents: 3,
  startsAt: inTwoDays.toISOString(),
  createdAt: '2026-03-02T09:00:00.000Z',
  status: 'available',
  seatsTaken: 1,
  isFull: false,
  viewerState: 'bookable',
  meetingUrl: null,
  place: null,
  meetingUrlFrom: null,
};

const trainerSession: TrainerSession = {
  ...session,
  viewerState: 'own',
  bookings: [{ purchaseId: 'p1', studentName: 'Sam Student', bookedAt: '2026-03-02T10:00:00.000Z' }],
  earnedCents: 2000,
};

const overview = {
  sessions: [trainerSession],
  stats: { sessionsOffered: 4, upcomingSessions: 3, bookings: 7, earningsCents: 14000 },
};

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('/trainer-sessions access (spec §5 "Session", §6)', () => {
  it('§5 session: signed out sees the login sentence with a log-in link, and nothing is asked of the API', async () => {
    const calls = mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    await screen.findByText('You must be logged in to create sessions.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?from=%2Ftrainer-sessions');
    expect(calls.every((call) => call.url.includes('/account/me'))).toBe(true);
  });

  it('§6 a student sees the trainer tools’ Access Restricted text', async () => {
    mockApi(() => ({ status: 200, body: signedIn('student') }));
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    await screen.findByText(
      'Access Restricted: You need trainer privileges to use the trainer tools. Please register as a trainer.',
    );
    expect(screen.queryByLabelText(/Session Title/)).toBeNull();
  });
});

describe('/trainer-sessions for a trainer (spec §2, §5, §8)', () => {
  it('§2 the side cards show the real figures; the list shows date, seats, status and who booked', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      return { status: 200, body: overview };
    });
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    await screen.findByText('$140.00');
    const stats = screen.getByRole('region', { name: 'Your Sessions at a Glance' });
    expect(within(stats).getByText('4')).toBeTruthy();
    expect(within(stats).getByText('3')).toBeTruthy();
    expect(within(stats).getByText('7')).toBeTruthy();
    const item = screen.getByRole('article', { name: 'Prioritization' });
    expect(within(item).getByText('Available')).toBeTruthy();
    expect(within(item).getByText(/1 of 3 seats taken/)).toBeTruthy();
    expect(within(item).getByText('Booked by: Sam Student')).toBeTruthy();
    expect(within(item).getByText(/\$25\.00/)).toBeTruthy();
  });

  it('§5 session: the title is required and blocks the request', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      return { status: 200, body: overview };
    });
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    fireEvent.change(await screen.findByLabelText(/^Session Title/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText('Please enter a session title.');
    expect(posts(calls)).toHaveLength(0);
  });

  it('§8 a failure says the spec’s toast and the server’s reason and keeps what was typed; a success empties the form (price in cents, start in ISO)', async () => {
    let fail = true;
    const calls = mockApi((url, method, body) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'POST' && fail) {
        return { status: 400, body: { error: { code: 'invalid_request', message: 'The server says no.' } } };
      }
      if (method === 'POST') return { status: 201, body: { session: { ...trainerSession, ...(body as object) } } };
      return { status: 200, body: overview };
    });
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    const title = (await screen.findByLabelText(/^Session Title/)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: ' Delegation drills ' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Who does what.' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '25.50' } });
    const start = screen.getByLabelText(/^Date and time/) as HTMLInputElement;
    fireEvent.change(start, { target: { value: toLocalInputValue(inTwoDays) } });
    fireEvent.change(screen.getByLabelText(/^Meeting link/), { target: { value: 'https://meet.example.org/abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText('Failed to create session. Please try again.');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('The server says no.')).toBeTruthy();
    expect(title.value).toBe(' Delegation drills ');
    expect(start.value).toBe(toLocalInputValue(inTwoDays));

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText('Your training session has been created successfully.');
    expect(posts(calls).at(-1)?.body).toEqual({
      title: 'Delegation drills',
      description: 'Who does what.',
      durationMinutes: 60,
      priceCents: 2550,
      maxStudents: 1,
      startsAt: inTwoDays.toISOString(),
      meetingUrl: 'https://meet.example.org/abc',
      place: '',
    });
    expect(posts(calls).at(-1)?.url).toBe('/api/trainer/sessions');
    await waitFor(() => expect((screen.getByLabelText(/^Session Title/) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(/^Date and time/) as HTMLInputElement).value).toBe('');
  });

  it('§5 session: a start in the past is refused in the form', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      return { status: 200, body: overview };
    });
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    fireEvent.change(await screen.findByLabelText(/^Session Title/), { target: { value: 'Late' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Date and time/), {
      target: { value: toLocalInputValue(new Date(Date.now() - 3600_000)) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText('Please choose a date and time in the future.');
    expect(posts(calls)).toHaveLength(0);
  });

  it('issue 27 item 3: a new session needs a meeting link or a place, and the link must be an https address', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      return { status: 200, body: overview };
    });
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    fireEvent.change(await screen.findByLabelText(/^Session Title/), { target: { value: 'Where?' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Date and time/), { target: { value: toLocalInputValue(inTwoDays) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText(
      'Give a meeting link or a place for the session, so the students who book it know where to join.',
    );
    fireEvent.change(screen.getByLabelText(/^Meeting link/), { target: { value: 'http://meet.example.org/abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    await screen.findByText(
      'The meeting link must be an https address, such as https://meet.example.org/abc-defg-hij.',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('issue 27 item 3: a booked session shows where to join it; a group session is called so', () => {
    mockApi(() => ({ status: 200, body: signedIn('student') }));
    renderAt(
      '/training-center',
      <SessionCard
        session={{
          ...session,
          viewerState: 'booked',
          meetingUrl: 'https://meet.example.org/prioritization',
          place: 'Room 4',
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Prioritization' });
    expect(within(card).getByText('Group session')).toBeTruthy();
    const join = within(card).getByRole('link', { name: /Join session/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.org/prioritization');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('Place: Room 4')).toBeTruthy();
  });

  it('cancel asks first, naming the session and how many bookings will be refunded', async () => {
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'POST') return { status: 200, body: { session: { ...trainerSession, status: 'cancelled' } } };
      return { status: 200, body: overview };
    });
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    const item = await screen.findByRole('article', { name: 'Prioritization' });
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel' }));
    await screen.findByText(/“Prioritization” on .* will be cancelled\. Its 1 booking will be refunded/);
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Session' }));
    await screen.findByText('“Prioritization” is cancelled and 1 booking was refunded.');
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/trainer/sessions/s1/cancel']);
  });
});

describe('/trainer-sessions: editing', () => {
  it('a booked session’s length, date and time cannot be changed; the rest saves with PUT', async () => {
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('trainer') };
      if (method === 'PUT') return { status: 200, body: { session: { ...trainerSession, title: 'Priorities' } } };
      return { status: 200, body: overview };
    });
    renderAt('/trainer-sessions', <TrainerSessionsPage />);
    const item = await screen.findByRole('article', { name: 'Prioritization' });
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Date and time/) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(/Students have booked it: to move it, cancel it/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Session Title/), { target: { value: 'Priorities' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/trainer/sessions/s1');
    expect(put?.body).toMatchObject({ title: 'Priorities', startsAt: trainerSession.startsAt, durationMinutes: 60 });
  });
});

describe('SessionCard: booking a session', () => {
  it('Book creates the session’s order with the price shown; a 409 “This session is full.” is shown', async () => {
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return { status: 409, body: { error: { code: 'session_full', message: 'This session is full.' } } };
    });
    renderAt('/training-center', <SessionCard session={session} />);
    await waitFor(() => expect(calls.some((call) => call.url.includes('/account/me'))).toBe(true));
    expect(screen.getByText('2 of 3 seats left')).toBeTruthy();
    expect(screen.getByText('with Tina Trainer')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Referral code/), { target: { value: 'ab12cd' } });
    const book = await screen.findByRole('button', { name: 'Book' });
    await waitFor(() => expect(book.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(book);
    fireEvent.click(book);
    await screen.findByText('Booking Failed');
    expect(screen.getAllByText('This session is full.')).toHaveLength(2);
    expect(posts(calls)).toEqual([
      {
        url: '/api/orders',
        method: 'POST',
        body: { kind: 'session', itemId: 's1', referralCode: 'AB12CD', expectedPriceCents: 2500 },
      },
    ]);
  });

  it('a free session’s order is paid at once: Session Booked here and the button shows Booked; no referral code', async () => {
    const free = { ...session, priceCents: 0 };
    const calls = mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return {
        status: 201,
        body: {
          order: order({
            kind: 'session',
            itemId: 's1',
            itemTitle: free.title,
            priceCents: 0,
            amountCents: 0,
            status: 'paid',
            provider: 'free',
            method: 'Free',
          }),
        },
      };
    });
    renderAt('/training-center', <SessionCard session={free} />);
    await waitFor(() => expect(calls.some((call) => call.url.includes('/account/me'))).toBe(true));
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByLabelText(/Referral code/)).toBeNull();
    const book = screen.getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(book);
    await screen.findByText('Session Booked');
    expect(screen.getByRole('button', { name: 'Booked' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/It is free\./)).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({ kind: 'session', itemId: 's1', expectedPriceCents: 0 });
  });

  it('a paid session’s Book opens the order’s checkout page (issue 26: never booked in one click)', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('student') };
      return { status: 201, body: { order: order({ id: 'o7', kind: 'session', itemId: 's1', priceCents: 2500 }) } };
    });
    const router = renderAt('/training-center', <SessionCard session={session} />);
    const book = await screen.findByRole('button', { name: 'Book' });
    await waitFor(() => expect(book.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(book);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/o7'));
    expect(screen.queryByText('Session Booked')).toBeNull();
  });

  it('signed out, Book asks to log in and sends nothing', async () => {
    const calls = mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/training-center', <SessionCard session={session} />);
    await waitFor(() => expect(calls.some((call) => call.url.includes('/account/me'))).toBe(true));
    const book = screen.getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(book);
    await screen.findByText('Please log in to book a session.');
    expect(screen.getByRole('link', { name: 'Sign In to book this session' })).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });
});
