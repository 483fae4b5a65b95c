// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNREAD_COUNT_REFRESH_MS } from '../../features/conversations/api/get-unread-count';
import { type Call, mockApi, polyfillMantine, renderAt, signedIn } from '../../testing/page-test-utils';
import { TopBar } from './TopBar';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  polyfillMantine();
  // A wide screen (the lg breakpoint is 75em), where the in-app menu shows.
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width: 1400,
    height: 900,
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderTopBar(role: string, count: () => number): Call[] {
  const calls = mockApi((url) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn(role) };
    if (url === '/api/conversations/unread-count') return { status: 200, body: { count: count() } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  renderAt('/dashboard', <TopBar />);
  return calls;
}

/** The in-app menu of the wide screen (the phone's is inside the closed burger menu, hidden). */
const inApp = () => screen.findByRole('navigation', { name: 'My Nightingale' });

describe('issue 13 the menu’s count of conversations', () => {
  it('a student sees their unread conversations on Communication: "Communication, 2 unread", on the phone menu too', async () => {
    renderTopBar('student', () => 2);
    expect(await within(await inApp()).findByRole('link', { name: 'Communication, 2 unread' })).toBeTruthy();
    // The phone's menu, behind the closed burger, names it the same way.
    expect(
      screen
        .getAllByRole('link', { name: 'Communication, 2 unread', hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/communication', '/communication']);
  });

  it('an admin sees the conversations waiting for a reply', async () => {
    renderTopBar('admin', () => 3);
    expect(
      await within(await inApp()).findByRole('link', { name: 'Communication, 3 waiting for a reply' }),
    ).toBeTruthy();
  });

  it('no count, no badge: the item is just Communication', async () => {
    const calls = renderTopBar('student', () => 0);
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/conversations/unread-count')).toBe(true));
    expect(within(await inApp()).getByRole('link', { name: 'Communication' })).toBeTruthy();
  });

  it('signed out, nothing is asked', async () => {
    const calls = mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: { user: null } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } },
    );
    renderAt('/', <TopBar />);
    await screen.findAllByRole('link', { name: 'Sign In' });
    expect(calls.map((call) => call.url)).toEqual(['/api/account/me']);
  });

  it('the count is asked again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 1;
    renderTopBar('student', () => count);
    expect(await within(await inApp()).findByRole('link', { name: 'Communication, 1 unread' })).toBeTruthy();
    count = 4;
    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_REFRESH_MS);
    expect(await within(await inApp()).findByRole('link', { name: 'Communication, 4 unread' })).toBeTruthy();
  });
});
