import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import type { StoredFile } from '../../shared/files/file-kinds';
import { theme } from '../app/theme';

/** What happy-dom lacks and Mantine uses; call in `beforeAll`. */
export function polyfillMantine() {
  Object.assign(window, {
    matchMedia: (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }),
  });
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  Object.assign(document, { fonts: { addEventListener() {}, removeEventListener() {} } });
}

/**
 * What every page test file shares; call once at its top. Whole pages render in each test, which
 * takes more than Vitest's default 5 s on a busy machine (20 s here); Mantine's polyfills before
 * the tests; after each test, no DOM, spies, stubbed globals, fake timers or toasts left over.
 */
export function setUpPageTests() {
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(polyfillMantine);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    notifications.clean();
  });
}

/** A signed-in user of `role`, as GET /api/account/me answers. */
export const signedIn = (role: string) => ({
  user: {
    id: 'u1',
    email: 'someone@example.com',
    firstName: 'Sam',
    lastName: 'Someone',
    role,
    isRegistered: true,
    testAttempts: 0,
    lastTestDate: null,
    referralCode: 'SAM123',
  },
});

export type Answer = { status: number; body: unknown } | 'network';
export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Answers the API's calls with `answer` and records them. */
export function mockApi(answer: (url: string, method: string, body: unknown) => Answer): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const result = answer(call.url, call.method, call.body);
    if (result === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/**
 * Renders `element` at `path` inside the app's providers, on the route `pattern` (any path by
 * default; '/courses/:courseId' for a page that reads its parameters); other paths render nothing,
 * so a test can follow where the page navigates (`router.state.location`).
 */
export function renderAt(path: string, element: ReactNode, pattern = '*') {
  const routes =
    pattern === '*'
      ? [{ path: pattern, element }]
      : [
          { path: pattern, element },
          { path: '*', element: null },
        ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <Notifications limit={20} />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

/** An order as the orders API answers it (issue 26), for mocked answers: a pending course order by default. */
export const order = (overrides: Record<string, unknown> = {}) => ({
  id: 'o1',
  kind: 'course',
  itemId: 'c1',
  itemTitle: 'Pharmacology Mastery',
  priceCents: 5000,
  discountCents: 0,
  amountCents: 5000,
  currency: 'usd',
  referralCode: null,
  status: 'pending',
  provider: 'test',
  method: 'Test checkout',
  transactionId: null,
  returnPath: '/courses/c1',
  createdAt: '2026-03-02T09:00:00.000Z',
  expiresAt: '2026-03-02T09:30:00.000Z',
  dueAt: null,
  paidAt: null,
  refundedAt: null,
  ...overrides,
});

/**
 * Stands in for XMLHttpRequest (what `uploadMultipart` sends with): every upload is recorded with
 * its address and file, and answered `status` with `answer` (as JSON) after a progress event.
 * Returns the record.
 */
export function mockUploadAnswer(status: number, answer: unknown) {
  const uploads: { url: string; file: File }[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: object) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    timeout = 0;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      uploads.push({ url: this.url, file: body.get('file') as File });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return uploads;
}

/**
 * Stands in for XMLHttpRequest (what `uploadFile` sends with): every upload is recorded with its
 * address and file, and answered 201 with `file` after a progress event. Returns the record.
 */
export function mockUploads(file: StoredFile) {
  return mockUploadAnswer(201, { file });
}
