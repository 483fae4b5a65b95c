// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import { formatDateTimeIn, runtimeTimeZone } from '../../../shared/time/zones';
import { displayTimeZone, formatDateTime, setDisplayTimeZone } from '../../lib/format';
import { DisplayPreferences } from '../../lib/session/DisplayPreferences';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as SettingsPage } from './SettingsPage';

setUpPageTests();
// The time zone select holds every IANA zone (over 400 options), slow to render in happy-dom: 60 s per test below.
afterAll(() => setDisplayTimeZone(null));

/** A message's time, as the board shows it. */
const POSTED = '2026-03-02T14:05:00.000Z';

function PostedAt() {
  return <p data-testid="posted">Posted {formatDateTime(POSTED)}</p>;
}

/** The app's frame in small: the session's zone around a date and the settings page. */
function renderSettingsWithDate(timezone: string) {
  let saved = { ...DEFAULT_SETTINGS, timezone };
  const calls = mockApi((url, method, body) => {
    if (url === '/api/account/me') return { status: 200, body: { user: { ...signedIn('student').user, timezone } } };
    if (url === '/api/account/settings' && method === 'PUT') {
      saved = body as typeof saved;
      return { status: 200, body: saved };
    }
    if (url === '/api/account/settings') return { status: 200, body: saved };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  renderAt(
    '/settings',
    <DisplayPreferences>
      <PostedAt />
      <SettingsPage />
    </DisplayPreferences>,
  );
  return calls;
}

describe('every date in the user’s time zone (issue 25 item 7)', () => {
  it('formats the same instant differently in Tokyo and Los Angeles', () => {
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDateTime('2026-11-29T22:30:00Z')).toBe('11/30/26, 7:30 AM');
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDateTime('2026-11-29T22:30:00Z')).toBe('11/29/26, 2:30 PM');
    setDisplayTimeZone('Mars/Olympus');
    expect(displayTimeZone()).toBe(runtimeTimeZone());
  });

  it('shows dates in the zone of the session, and again in the new zone as soon as it is saved', {
    timeout: 60_000,
  }, async () => {
    const calls = renderSettingsWithDate('Asia/Tokyo');
    await waitFor(() =>
      expect(screen.getByTestId('posted').textContent).toBe(`Posted ${formatDateTimeIn(POSTED, 'Asia/Tokyo')}`),
    );
    expect(screen.getByTestId('posted').textContent).toBe('Posted 3/2/26, 11:05 PM');

    fireEvent.click(await screen.findByRole('combobox', { name: 'Time zone' }));
    fireEvent.click(await screen.findByRole('option', { name: /^Asia\/Kolkata/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(screen.getByTestId('posted').textContent).toBe('Posted 3/2/26, 7:35 PM'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ timezone: 'Asia/Kolkata' });
    // The settings page shows the saved zone after the page rendered again; one request for the session.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe('Asia/Kolkata'),
    );
    expect(calls.filter((call) => call.url === '/api/account/me')).toHaveLength(1);
  });

  it('lists the spec’s zones first, then every other zone with its offset', { timeout: 60_000 }, async () => {
    renderSettingsWithDate('America/New_York');
    const combobox = await screen.findByRole('combobox', { name: 'Time zone' });
    fireEvent.click(combobox);
    const spec = await screen.findByRole('group', { name: 'Common time zones', hidden: true });
    const options = within(spec).getAllByRole('option', { hidden: true });
    expect(options.slice(0, 7).map((option) => option.textContent?.replace(/UTC.*$/, ''))).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Paris',
      'Asia/Tokyo',
    ]);
    expect(screen.getByRole('option', { name: /^Africa\/Lagos/, hidden: true }).textContent).toBe(
      'Africa/LagosUTC+01:00',
    );
  });
});
