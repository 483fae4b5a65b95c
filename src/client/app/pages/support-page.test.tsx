// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_STARTED, MESSAGE_REQUIRED } from '../../../shared/conversations/conversations';
import { SUPPORT_HOURS, SUPPORT_RESPONSE_TIME } from '../../../shared/conversations/support';
import { siteContact } from '../../lib/site';
import { mockApi, polyfillMantine, renderAt, signedIn } from '../../testing/page-test-utils';
import { Component as SupportPage } from './SupportPage';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(polyfillMantine);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const conversation = {
  id: 'c7',
  subject: 'Login help',
  student: { id: 'u1', name: 'Sam Someone', email: 'someone@example.com' },
  lastSender: 'Sam Someone',
  lastMessageAt: '2026-03-02T09:00:00.000Z',
  preview: 'I cannot sign in on my phone.',
  messageCount: 1,
  unread: false,
  waitingForReply: true,
  createdAt: '2026-03-02T09:00:00.000Z',
  messages: [],
};

describe('§2 §9 Support & Help Center', () => {
  it('shows the support hours, response time, email and phone, and the other help', async () => {
    mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/support', <SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support & Help Center' })).toBeTruthy();
    expect(screen.getAllByText(SUPPORT_HOURS, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(SUPPORT_RESPONSE_TIME, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: siteContact.email }).getAttribute('href')).toBe(
      `mailto:${siteContact.email}`,
    );
    expect(screen.getByRole('link', { name: siteContact.phone })).toBeTruthy();
    for (const [name, href] of [
      ['Document Upload Center', '/documents'],
      ['Application Tracking', '/tracking'],
      ['Community Message Board', '/messages'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('§2 the FAQ is searchable as on /faq: case-insensitive, No results found with the text and Clear Search', async () => {
    mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/support', <SupportPage />);
    const search = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    fireEvent.change(search, { target: { value: 'REFUND' } });
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Payment & Billing']);
    fireEvent.change(search, { target: { value: 'xyzzy' } });
    expect(within(faq).getByRole('heading', { name: 'No results found' })).toBeTruthy();
    expect(within(faq).getByText(/Nothing in the FAQ matches “xyzzy”/)).toBeTruthy();
    fireEvent.click(within(faq).getByRole('button', { name: 'Clear Search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('signed out: Sign In comes back to /support; the Contact page is offered; no form', async () => {
    mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/support', <SupportPage />);
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe(`/login?from=${encodeURIComponent('/support')}`);
    expect(screen.getByRole('link', { name: 'Go to the Contact page' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('textbox', { name: /Subject/ })).toBeNull();
  });

  it('signed in: the request opens a conversation, then CONVERSATION_STARTED links to it', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/conversations' && method === 'POST') return { status: 201, body: { conversation } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderAt('/support', <SupportPage />);
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    fireEvent.change(subject, { target: { value: 'Login help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(MESSAGE_REQUIRED)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'I cannot sign in on my phone.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(CONVERSATION_STARTED)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'Login help',
      message: 'I cannot sign in on my phone.',
    });
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      '/communication?conversation=c7',
    );
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe(''));
  });
});
