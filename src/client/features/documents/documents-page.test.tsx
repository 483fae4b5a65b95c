// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import {
  DOCUMENT_DELETED,
  DOCUMENT_NOT_DRAFT,
  DOCUMENT_SUBMITTED,
  DOCUMENT_UPLOADED,
  type DocumentsOverview,
  type StudentDocument,
  UPLOAD_GUIDELINES,
} from '../../../shared/documents/documents';
import { FILE_TOO_LARGE_MESSAGE, type StoredFile } from '../../../shared/files/file-kinds';
import { formatDateTime } from '../../lib/format';
import { type Answer, mockApi, mockUploads, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as DocumentsPage } from './DocumentsPage';

setUpPageTests();

const file = (name: string, id = `file-${name}`): StoredFile => ({
  id,
  name,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  createdAt: '2026-03-02T09:00:00.000Z',
});

const doc = (kind: DocumentKind, overrides: Partial<StudentDocument> = {}): StudentDocument => ({
  id: `d-${kind}`,
  kind,
  status: 'draft',
  file: file(`${kind}.pdf`),
  uploadedAt: '2026-03-02T09:00:00.000Z',
  submittedAt: null,
  reviewedAt: null,
  rejectionReason: null,
  ...overrides,
});

const RN_KINDS: DocumentKind[] = ['passport', 'nursing-diploma', 'transcripts', 'nursing-license', 'english-test'];

/** Every state at once: verified, pending, draft, rejected, missing, and one off the checklist. */
const everyState: DocumentsOverview = {
  programId: 'nclex-rn-us',
  requiredKinds: RN_KINDS,
  documents: [
    doc('passport', {
      status: 'uploaded',
      submittedAt: '2026-03-02T10:00:00.000Z',
      reviewedAt: '2026-03-03T11:30:00.000Z',
    }),
    doc('nursing-diploma', { status: 'pending', submittedAt: '2026-03-02T10:00:00.000Z' }),
    doc('transcripts'),
    doc('nursing-license', {
      status: 'rejected',
      submittedAt: '2026-03-02T10:00:00.000Z',
      reviewedAt: '2026-03-03T11:30:00.000Z',
      rejectionReason: 'The expiry date is cut off.',
    }),
    doc('employment-verification'),
  ],
};

/** Answers the session, GET /api/documents with `overview`, and other calls with `other` (204 by default). */
function mockDocuments(overview: DocumentsOverview, other?: (url: string, method: string, body: unknown) => Answer) {
  return mockApi((url, method, body) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
    if (url === '/api/documents' && method === 'GET') return { status: 200, body: overview };
    return other ? other(url, method, body) : { status: 204, body: null };
  });
}

const entry = (name: string) => screen.findByRole('article', { name });
const buttonNames = (article: HTMLElement) =>
  within(article)
    .queryAllByRole('button')
    .map((button) => button.textContent);
const viewLink = (article: HTMLElement) => within(article).queryByRole('link', { name: /View File/ });
const fileInput = (label: string) => screen.getByLabelText(`Choose a file for ${label}`) as HTMLInputElement;

describe('§2 Document Upload Center: guidelines and programme', () => {
  it('§5 the upload guidelines show; without a programme the page asks to choose one at /programs', async () => {
    mockDocuments({ programId: null, requiredKinds: [], documents: [] });
    renderAt('/documents', <DocumentsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Document Upload Center' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upload Guidelines' })).toBeTruthy();
    for (const guideline of UPLOAD_GUIDELINES) expect(screen.getByText(guideline)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Go to Program Selection' });
    expect(link.getAttribute('href')).toBe('/programs');
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('§4 the checklist: states and actions by status', () => {
  it('each entry shows its status, file and date, and only the actions its state allows', async () => {
    mockDocuments(everyState);
    renderAt('/documents', <DocumentsPage />);

    const checklist = await screen.findByRole('region', { name: 'Your Document Checklist' });
    const titles = within(checklist)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual([
      'Passport',
      'Nursing Diploma',
      'Academic Transcripts',
      'Nursing License',
      'English Test Results',
    ]);
    expect(within(checklist).getByText('1 of 5 verified')).toBeTruthy();

    const passport = await entry('Passport');
    expect(within(passport).getByText('Uploaded')).toBeTruthy();
    expect(within(passport).getByText(`Verified ${formatDateTime('2026-03-03T11:30:00.000Z')}`)).toBeTruthy();
    expect(within(passport).getByText(`Upload date: ${formatDateTime('2026-03-02T09:00:00.000Z')}`)).toBeTruthy();
    expect(within(passport).getByText('passport.pdf (2.0 KB)')).toBeTruthy();
    expect(buttonNames(passport)).toEqual([]);
    const view = viewLink(passport);
    expect(view?.getAttribute('href')).toBe('/api/documents/passport/file');
    expect(view?.getAttribute('target')).toBe('_blank');

    const diploma = await entry('Nursing Diploma');
    expect(within(diploma).getByText('Pending')).toBeTruthy();
    expect(within(diploma).getByText(/^Submitted for verification/)).toBeTruthy();
    expect(buttonNames(diploma)).toEqual(['Replace', 'Delete']);
    expect(viewLink(diploma)).toBeTruthy();

    const transcripts = await entry('Academic Transcripts');
    expect(within(transcripts).getByText('Draft')).toBeTruthy();
    expect(buttonNames(transcripts)).toEqual(['Submit for Verification', 'Replace', 'Delete']);

    const license = await entry('Nursing License');
    expect(within(license).getByText('Rejected')).toBeTruthy();
    expect(within(license).getByText('Rejected: please upload a new file')).toBeTruthy();
    expect(within(license).getByText('The expiry date is cut off.')).toBeTruthy();
    expect(buttonNames(license)).toEqual(['Upload a New File', 'Delete']);

    const english = await entry('English Test Results');
    expect(within(english).getByText('Not uploaded')).toBeTruthy();
    expect(buttonNames(english)).toEqual(['Upload']);
    expect(viewLink(english)).toBeNull();
    expect(fileInput('English Test Results').getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');

    const others = screen.getByRole('region', { name: 'Other documents on file' });
    const employment = within(others).getByRole('article', { name: 'Employment Verification' });
    expect(buttonNames(employment)).toEqual(['Delete']);
    expect(viewLink(employment)?.getAttribute('href')).toBe('/api/documents/employment-verification/file');
  });

  it('Submit for Verification posts the draft and toasts; a refusal shows the server’s sentence in the entry', async () => {
    let answer: Answer = { status: 200, body: { document: doc('transcripts', { status: 'pending' }) } };
    const calls = mockDocuments(everyState, () => answer);
    renderAt('/documents', <DocumentsPage />);
    const transcripts = await entry('Academic Transcripts');
    fireEvent.click(within(transcripts).getByRole('button', { name: 'Submit for Verification' }));
    await screen.findByText(DOCUMENT_SUBMITTED);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/documents/transcripts/submit',
    ]);

    answer = { status: 409, body: { error: { code: 'document_not_draft', message: DOCUMENT_NOT_DRAFT } } };
    fireEvent.click(within(transcripts).getByRole('button', { name: 'Submit for Verification' }));
    expect(await within(transcripts).findByText(DOCUMENT_NOT_DRAFT)).toBeTruthy();
  });

  it('Delete asks first: Cancel sends nothing; Delete Document sends DELETE and toasts', async () => {
    const calls = mockDocuments(everyState);
    renderAt('/documents', <DocumentsPage />);
    const diploma = await entry('Nursing Diploma');
    fireEvent.click(within(diploma).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/nursing-diploma\.pdf will be deleted and taken out of the verification queue/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(within(diploma).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Document' }));
    await screen.findByText(DOCUMENT_DELETED);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/documents/nursing-diploma',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('§5 uploads: PDF, JPEG/JPG, PNG, DOC/DOCX, max 10MB', () => {
  it('a picked file goes to the file store, then is attached to its entry with PUT and its id', async () => {
    const stored = file('ielts.pdf', 'f-new');
    const uploads = mockUploads(stored);
    const calls = mockDocuments(everyState, (url, method) =>
      url === '/api/documents/english-test/file' && method === 'PUT'
        ? { status: 200, body: { document: doc('english-test', { file: stored }) } }
        : { status: 500, body: null },
    );
    renderAt('/documents', <DocumentsPage />);
    await entry('English Test Results');
    fireEvent.change(fileInput('English Test Results'), {
      target: { files: [new File(['%PDF-1.4'], 'ielts.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText(DOCUMENT_UPLOADED);
    expect(uploads.map((upload) => upload.url)).toEqual(['/api/files?purpose=document']);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.url, call.body])).toEqual([
      ['/api/documents/english-test/file', { fileId: 'f-new' }],
    ]);
  });

  it('§5 max 10MB: a larger file is refused in its entry before anything is sent', async () => {
    const uploads = mockUploads(file('big.pdf'));
    const calls = mockDocuments(everyState);
    renderAt('/documents', <DocumentsPage />);
    const english = await entry('English Test Results');
    fireEvent.change(fileInput('English Test Results'), {
      target: { files: [new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf')] },
    });
    expect(await within(english).findByText(FILE_TOO_LARGE_MESSAGE)).toBeTruthy();
    expect(uploads).toEqual([]);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});
