// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredFile } from '../../../shared/files/file-kinds';
import {
  FILE_URL_OR_UPLOAD,
  MATERIAL_LOGIN_REQUIRED,
  MATERIAL_SUBMITTED,
  MATERIAL_TITLE_REQUIRED,
  MATERIALS_EMPTY,
  type Material,
} from '../../../shared/materials/materials';
import { TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { APPLICATION_UNDER_REVIEW, QUALIFICATIONS_REQUIRED } from '../../../shared/trainer-applications/applications';
import { formatDateTime } from '../../lib/format';
import {
  type Answer,
  type Call,
  mockApi,
  mockUploads,
  renderAt,
  setUpPageTests,
  signedIn,
} from '../../testing/page-test-utils';
import { Component as TrainerContentPage } from './TrainerContentPage';

setUpPageTests();

const renderPage = (path = '/trainer-content') => renderAt(path, <TrainerContentPage />);

const storedFile: StoredFile = {
  id: '5b0f8a4e-3c1d-4f7a-9e2b-1a2b3c4d5e6f',
  name: 'cardiac-drugs.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  createdAt: '2026-03-02T09:00:00.000Z',
};

const material = (overrides: Partial<Material>): Material => ({
  id: 'm1',
  title: 'Cardiac Drugs',
  description: 'Beta blockers and ACE inhibitors.',
  content: 'Notes on dosage.',
  materialType: 'document',
  fileUrl: null,
  file: null,
  fileHref: null,
  trainerId: 'u1',
  trainerName: 'Tina Trainer',
  version: 1,
  status: 'pending',
  createdAt: '2026-03-02T09:05:00.000Z',
  updatedAt: '2026-03-02T09:05:00.000Z',
  approvedAt: null,
  adminComments: null,
  reviewedAt: null,
  resubmittedAt: null,
  previousAdminComments: null,
  canEdit: true,
  ...overrides,
});

const materialPosts = (calls: Call[]) =>
  calls.filter((call) => call.url === '/api/materials' && call.method === 'POST');
const titleInput = () => screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('§2 Trainer content: who may use it', () => {
  it('§5 material submit: signed out reads the login sentence with a way to sign in and back, and no form', async () => {
    const calls = mockApi(() => ({ status: 200, body: { user: null } }));
    renderPage('/trainer-content?tab=mine');
    await screen.findByText(MATERIAL_LOGIN_REQUIRED);
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/login?from=%2Ftrainer-content%3Ftab%3Dmine');
    expect(screen.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    expect(calls.every((call) => call.url === '/api/account/me')).toBe(true);
  });

  it('§6 a student reads the trainer tools’ Access Restricted text and no form', async () => {
    mockApi(() => ({ status: 200, body: signedIn('student') }));
    renderPage();
    await screen.findByText(TRAINER_TOOLS_RESTRICTED);
    expect(screen.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'My Materials' })).toBeNull();
  });
});

describe('issue 23: how to become a trainer, under the Access Restricted text', () => {
  const application = {
    id: 'a1',
    userId: 'u1',
    applicantName: 'Sam Student',
    applicantEmail: 'sam@example.org',
    qualifications: 'RN',
    experience: 'Five years.',
    note: '',
    status: 'pending',
    createdAt: '2026-03-02T09:00:00.000Z',
    decidedAt: null,
    decidedByName: null,
    decisionComment: null,
  };

  it('a student without an application applies with the form; an empty form sends nothing', async () => {
    let sent = false;
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/trainer-applications' && method === 'POST') {
        sent = true;
        return { status: 201, body: { application } };
      }
      return { status: 200, body: { application: sent ? application : null } };
    });
    renderPage();
    await screen.findByText(TRAINER_TOOLS_RESTRICTED);
    const apply = await screen.findByRole('button', { name: 'Apply to Become a Trainer' });
    fireEvent.click(apply);
    await screen.findByText(QUALIFICATIONS_REQUIRED);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: /Qualifications or licence/ }), {
      target: { value: 'RN, Ohio licence 42' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Experience/ }), {
      target: { value: 'Five years in the ICU.' },
    });
    fireEvent.click(apply);
    await screen.findByText(APPLICATION_UNDER_REVIEW);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      qualifications: 'RN, Ohio licence 42',
      experience: 'Five years in the ICU.',
      note: '',
    });
  });

  it('a pending application says it is under review; a declined one shows the comment and the form again', async () => {
    let answer: object = application;
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('student') }
        : { status: 200, body: { application: answer } },
    );
    renderPage();
    await screen.findByText(APPLICATION_UNDER_REVIEW);
    expect(screen.queryByRole('button', { name: 'Apply to Become a Trainer' })).toBeNull();
    cleanup();
    answer = { ...application, status: 'declined', decisionComment: 'Add your licence number.' };
    renderPage();
    await screen.findByText('Add your licence number.');
    expect(screen.getByRole('button', { name: 'Apply to Become a Trainer' })).toBeTruthy();
  });
});

describe('§5 Material submit', () => {
  it('§5 material submit: title required after trimming; nothing is sent', async () => {
    const calls = mockApi(() => ({ status: 200, body: signedIn('trainer') }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for Review' }));
    await screen.findByText(MATERIAL_TITLE_REQUIRED);
    fireEvent.change(titleInput(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await screen.findByText(MATERIAL_TITLE_REQUIRED);
    expect(titleInput().getAttribute('aria-invalid')).toBe('true');
    expect(materialPosts(calls)).toHaveLength(0);
  });

  it('§5 the file URL must be a URL, and a URL beside a file is refused; nothing is sent', async () => {
    const calls = mockApi(() => ({ status: 200, body: signedIn('trainer') }));
    const uploads = mockUploads(storedFile);
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Cardiac Drugs' } });
    const url = screen.getByRole('textbox', { name: 'File URL' });
    fireEvent.change(url, { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await screen.findByText('Please enter a valid URL starting with http:// or https://');

    fireEvent.change(url, { target: { value: 'https://example.com/notes.pdf' } });
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF-1.4'], 'notes.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await screen.findByText(FILE_URL_OR_UPLOAD);
    expect(uploads).toHaveLength(0);
    expect(materialPosts(calls)).toHaveLength(0);
  });

  it('§5 an 11 MB file is refused in the form with the size sentence and never uploaded', async () => {
    const calls = mockApi(() => ({ status: 200, body: signedIn('trainer') }));
    const uploads = mockUploads(storedFile);
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Big' } });
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf');
    fireEvent.change(fileInput(), { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await screen.findByText(/larger than 10 MB/);
    expect(uploads).toHaveLength(0);
    expect(materialPosts(calls)).toHaveLength(0);
  });

  it('§8 success: the file is uploaded first, the material sent with its id, the toast shows, the form empties and My Materials has it', async () => {
    let saved: Material[] = [];
    const calls = mockApi((url, method, body) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('trainer') };
      if (url === '/api/materials' && method === 'POST') {
        const created = material({
          ...(body as Partial<Material>),
          file: storedFile,
          fileHref: '/api/materials/m1/file',
        });
        saved = [created];
        return { status: 201, body: { material: created } };
      }
      if (url === '/api/materials/mine') return { status: 200, body: { materials: saved } };
      return { status: 404, body: { error: { code: 'not_found', message: 'No.' } } };
    });
    const uploads = mockUploads(storedFile);
    const router = renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), {
      target: { value: '  Cardiac Drugs  ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Beta blockers.' } });
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF-1.4 cardiac'], 'cardiac-drugs.pdf')] } });
    expect((await screen.findByTestId('chosen-file')).textContent).toBe('cardiac-drugs.pdf, 16 bytes');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));

    await screen.findByText(MATERIAL_SUBMITTED);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/files?purpose=material');
    expect(uploads[0]?.file.name).toBe('cardiac-drugs.pdf');
    expect(materialPosts(calls)).toHaveLength(1);
    expect(materialPosts(calls)[0]?.body).toEqual({
      title: 'Cardiac Drugs',
      materialType: 'document',
      description: 'Beta blockers.',
      content: '',
      fileUrl: '',
      fileId: storedFile.id,
    });
    await waitFor(() => expect(titleInput().value).toBe(''));
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('chosen-file')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'My Materials' }));
    await screen.findByRole('heading', { name: 'Cardiac Drugs' });
    expect(router.state.location.search).toBe('?tab=mine');
    const view = screen.getByRole('link', { name: /View File/ });
    expect(view.getAttribute('href')).toBe('/api/materials/m1/file');
  });

  it('§8 a refusal toasts the spec’s text with the server’s reason; a lost connection the unexpected text; what was typed stays', async () => {
    let answer: Answer = {
      status: 400,
      body: { error: { code: 'invalid_request', message: 'The description must be at most 2000 characters.' } },
    };
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (url === '/api/materials' && method === 'POST') return answer;
      return { status: 200, body: { materials: [] } };
    });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Pediatric Doses' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Weight-based dosing.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await screen.findByText('Failed to submit training material. Please try again.');
    expect(screen.getByText('The description must be at most 2000 characters.')).toBeTruthy();
    expect(titleInput().value).toBe('Pediatric Doses');
    expect((screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement).value).toBe(
      'Weight-based dosing.',
    );

    answer = 'network';
    fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));
    await screen.findByText('An unexpected error occurred. Please try again.');
    expect(titleInput().value).toBe('Pediatric Doses');
    expect(materialPosts(calls)).toHaveLength(2);
  });
});

describe('§2 My Materials', () => {
  it('§2 none yet: the spec’s empty state', async () => {
    mockApi((url) =>
      url === '/api/account/me' ? { status: 200, body: signedIn('trainer') } : { status: 200, body: { materials: [] } },
    );
    renderPage('/trainer-content?tab=mine');
    await screen.findByText(MATERIALS_EMPTY);
  });

  it('§2 each card: status, date, type and comments; Edit only while pending; View File opens the file in a new tab', async () => {
    const rejected = material({
      id: 'm2',
      title: 'Old Slides',
      materialType: 'presentation',
      status: 'rejected',
      adminComments: 'Please cite your sources.',
      fileUrl: 'https://example.com/slides.pptx',
      canEdit: false,
      createdAt: '2026-03-01T15:30:00.000Z',
    });
    const approved = material({
      id: 'm3',
      title: 'Quiz One',
      materialType: 'quiz',
      status: 'approved',
      canEdit: false,
    });
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('trainer') }
        : { status: 200, body: { materials: [material({}), rejected, approved] } },
    );
    renderPage('/trainer-content?tab=mine');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Cardiac Drugs',
      'Old Slides',
      'Quiz One',
    ]);
    const [pending, old, quiz] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(pending).queryByRole('link', { name: /View File/ })).toBeNull();
    expect(within(old).getByText('Rejected')).toBeTruthy();
    expect(within(old).getByText(/Please cite your sources\./)).toBeTruthy();
    expect(
      within(old).getByText(`Presentation · Submitted ${formatDateTime('2026-03-01T15:30:00.000Z')}`),
    ).toBeTruthy();
    expect(within(old).queryByRole('button', { name: 'Edit' })).toBeNull();
    const link = within(old).getByRole('link', { name: /View File/ });
    expect(link.getAttribute('href')).toBe('https://example.com/slides.pptx');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(quiz).getByText('Approved')).toBeTruthy();
    expect(within(quiz).queryByRole('button', { name: 'Edit' })).toBeNull();

    fireEvent.click(within(pending).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Beta blockers and ACE inhibitors.')).toBeTruthy();
    expect(within(dialog).getByText('Notes on dosage.')).toBeTruthy();
  });

  it('§2 Edit saves with PUT; a material reviewed meanwhile (409) toasts the server’s sentence', async () => {
    let answer: Answer = { status: 200, body: { material: material({ title: 'Cardiac Drugs II' }) } };
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('trainer') };
      if (method === 'PUT') return answer;
      return { status: 200, body: { materials: [material({ file: storedFile, fileHref: '/api/materials/m1/file' })] } };
    });
    renderPage('/trainer-content?tab=mine');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Current file: cardiac-drugs\.pdf/)).toBeTruthy();
    const title = within(dialog).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
    expect(title.value).toBe('Cardiac Drugs');
    fireEvent.change(title, { target: { value: 'Cardiac Drugs II' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Your changes to “Cardiac Drugs II” are saved.');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts[0]?.url).toBe('/api/materials/m1');
    expect(puts[0]?.body).toMatchObject({ title: 'Cardiac Drugs II', fileId: storedFile.id, fileUrl: '' });

    answer = {
      status: 409,
      body: {
        error: { code: 'material_reviewed', message: 'This material has been reviewed and can no longer be edited.' },
      },
    };
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('This material has been reviewed and can no longer be edited.');
  });

  it('issue 23: a rejected material offers Edit and Resubmit; the dialog shows the comment and resubmits it', async () => {
    const rejected = material({ status: 'rejected', adminComments: 'Add the doses, then resubmit.', canEdit: true });
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('trainer') };
      if (method === 'PUT') {
        return {
          status: 200,
          body: {
            material: material({
              status: 'pending',
              resubmittedAt: '2026-03-03T10:00:00.000Z',
              previousAdminComments: 'Add the doses, then resubmit.',
            }),
          },
        };
      }
      return { status: 200, body: { materials: [rejected] } };
    });
    renderPage('/trainer-content?tab=mine');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit and Resubmit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit and Resubmit' });
    expect(within(dialog).getByText('Add the doses, then resubmit.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit for Review' }));
    await screen.findByText('Material resubmitted for review');
    expect(calls.filter((call) => call.method === 'PUT')[0]?.url).toBe('/api/materials/m1');
  });

  it('issue 23: a resubmitted material keeps the rejected version’s comment on its card', async () => {
    const resubmitted = material({
      resubmittedAt: '2026-03-03T10:00:00.000Z',
      previousAdminComments: 'Add the doses, then resubmit.',
    });
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('trainer') }
        : { status: 200, body: { materials: [resubmitted] } },
    );
    renderPage('/trainer-content?tab=mine');
    const card = await screen.findByRole('article');
    expect(within(card).getByText(/Comments on the rejected version:/)).toBeTruthy();
    expect(within(card).getByText(/Add the doses, then resubmit\./)).toBeTruthy();
  });

  it('§8 a failed load toasts the spec’s texts (refused / unreachable) and offers to try again', async () => {
    let answer: Answer = { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } };
    mockApi((url) => (url === '/api/account/me' ? { status: 200, body: signedIn('trainer') } : answer));
    renderPage('/trainer-content?tab=mine');
    await screen.findByText('Failed to load training materials.');
    answer = 'network';
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('An unexpected error occurred while loading materials.');
    answer = { status: 200, body: { materials: [] } };
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText(MATERIALS_EMPTY);
  });
});
