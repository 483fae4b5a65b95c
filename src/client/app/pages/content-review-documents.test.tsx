// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CHANGED,
  DOCUMENT_NOT_OPENED,
  DOCUMENTS_QUEUE_EMPTY,
  type QueuedDocument,
  REJECTION_REASON_REQUIRED,
} from '../../../shared/documents/documents';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as AdminReviewPage } from './ContentReviewPage';

setUpPageTests();

const queued = (overrides: Partial<QueuedDocument['document']> = {}): QueuedDocument => ({
  document: {
    id: 'd1',
    kind: 'passport',
    status: 'pending',
    file: {
      id: 'f1',
      name: 'passport.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      createdAt: '2026-03-02T09:00:00.000Z',
    },
    uploadedAt: '2026-03-02T09:00:00.000Z',
    submittedAt: '2026-03-02T09:30:00.000Z',
    reviewedAt: null,
    rejectionReason: null,
    ...overrides,
  },
  student: { id: 's1', name: 'Amara Okafor', email: 'amara@example.com' },
  programTitle: 'NCLEX-RN Pathway: United States',
});

const page = (items: QueuedDocument[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const queueCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/admin/documents?'));
const reviews = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/review') && call.method === 'POST');

/** An admin's session; the queue answers `items` (all of them for any filter); reviews answer `review`. */
function mockQueue(
  items: () => QueuedDocument[],
  review: (body: unknown) => Answer = () => ({ status: 500, body: null }),
) {
  return mockApi((url, method, body) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
    if (url.startsWith('/api/admin/documents?')) return { status: 200, body: page(items()) };
    if (url === '/api/admin/documents/d1/review' && method === 'POST') return review(body);
    return { status: 200, body: { materials: [] } };
  });
}

describe('issue 13: the Student Documents tab of Content Review', () => {
  it('the tab and the Pending / All filter are kept in the address; the empty queue says so', async () => {
    const calls = mockQueue(() => []);
    const router = renderAt('/admin/review', <AdminReviewPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Student Documents' }));
    expect(await screen.findByText(DOCUMENTS_QUEUE_EMPTY)).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=documents');
    expect(queueCalls(calls)[0]?.url).toBe('/api/admin/documents?status=pending&page=1');

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByText('No student has uploaded a document yet.');
    expect(router.state.location.search).toBe('?tab=documents&documentStatus=all');
    expect(queueCalls(calls).at(-1)?.url).toBe('/api/admin/documents?status=all&page=1');

    fireEvent.click(screen.getByRole('tab', { name: 'Training Materials' }));
    await screen.findByText('No materials to review.');
  });

  it('each document shows its student, programme, file and date; Open file opens it in a new tab', async () => {
    mockQueue(() => [queued()]);
    renderAt('/admin/review?tab=documents', <AdminReviewPage />);
    const card = await screen.findByRole('article', { name: 'Passport: Amara Okafor' });
    expect(within(card).getByText(/amara@/)).toBeTruthy();
    expect(within(card).getByText('Program: NCLEX-RN Pathway: United States')).toBeTruthy();
    expect(within(card).getByText('File: passport.pdf (2.0 KB)')).toBeTruthy();
    expect(within(card).getByText(/^Submitted /)).toBeTruthy();
    const open = within(card).getByRole('link', { name: /Open file/ });
    expect(open.getAttribute('href')).toBe('/api/admin/documents/d1/file');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('Reject needs a reason: blank is refused with the sentence and nothing is sent; with one, the file seen is rejected', async () => {
    let rejected = false;
    const calls = mockQueue(
      () => (rejected ? [] : [queued()]),
      (body) => {
        rejected = true;
        return {
          status: 200,
          body: {
            document: {
              ...queued().document,
              status: 'rejected',
              rejectionReason: (body as { reason: string }).reason,
            },
          },
        };
      },
    );
    renderAt('/admin/review?tab=documents', <AdminReviewPage />);
    const card = await screen.findByRole('article', { name: 'Passport: Amara Okafor' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    expect(await within(dialog).findByText(REJECTION_REASON_REQUIRED)).toBeTruthy();
    expect(reviews(calls)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'The photo page is blurred.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Document' }));
    await screen.findByText('Passport rejected for Amara Okafor. The student will see your reason.');
    expect(reviews(calls).map((call) => call.body)).toEqual([
      { decision: 'reject', fileId: 'f1', reason: 'The photo page is blurred.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText(DOCUMENTS_QUEUE_EMPTY);
  });

  it('issue 23: Verify asks a confirmation naming the document and the student, verifies only a file opened, and its toast names both', async () => {
    const calls = mockQueue(
      () => [queued()],
      () => ({ status: 200, body: { document: { ...queued().document, status: 'uploaded' } } }),
    );
    renderAt('/admin/review?tab=documents', <AdminReviewPage />);
    const card = await screen.findByRole('article', { name: 'Passport: Amara Okafor' });
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify the Passport of Amara Okafor?' });
    expect(within(dialog).getByText('File: passport.pdf (2.0 KB)')).toBeTruthy();
    expect(reviews(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify Document' }));
    expect(await within(dialog).findByText(DOCUMENT_NOT_OPENED)).toBeTruthy();
    expect(reviews(calls)).toHaveLength(0);

    const open = within(dialog).getByRole('link', { name: /Open file/ });
    expect(open.getAttribute('href')).toBe('/api/admin/documents/d1/file');
    open.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(open);
    await waitFor(() => expect(within(dialog).queryByText(DOCUMENT_NOT_OPENED)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify Document' }));
    await screen.findByText('Passport verified for Amara Okafor.');
    expect(reviews(calls).map((call) => call.body)).toEqual([{ decision: 'verify', fileId: 'f1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Verify sends the file seen (opened from the card); a 409 (replaced meanwhile) shows the server’s sentence and the list reloads', async () => {
    const calls = mockQueue(
      () => [queued()],
      () => ({ status: 409, body: { error: { code: 'document_changed', message: DOCUMENT_CHANGED } } }),
    );
    renderAt('/admin/review?tab=documents', <AdminReviewPage />);
    const card = await screen.findByRole('article', { name: 'Passport: Amara Okafor' });
    const before = queueCalls(calls).length;
    const open = within(card).getByRole('link', { name: /Open file/ });
    open.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(open);
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify the Passport of Amara Okafor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify Document' }));
    await screen.findByText(DOCUMENT_CHANGED);
    expect(reviews(calls)[0]?.body).toEqual({ decision: 'verify', fileId: 'f1' });
    await waitFor(() => expect(queueCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a document not pending has no Verify or Reject', async () => {
    mockQueue(() => [queued({ status: 'uploaded', reviewedAt: '2026-03-03T09:00:00.000Z' })]);
    renderAt('/admin/review?tab=documents&documentStatus=all', <AdminReviewPage />);
    const card = await screen.findByRole('article', { name: 'Passport: Amara Okafor' });
    expect(within(card).getByText('Uploaded')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
