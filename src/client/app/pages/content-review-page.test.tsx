// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Material } from '../../../shared/materials/materials';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as AdminReviewPage } from './ContentReviewPage';

setUpPageTests();

const renderPage = (path = '/admin/review') => renderAt(path, <AdminReviewPage />);

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
  version: 3,
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

const reviews = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/review') && call.method === 'POST');
const lists = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/admin/materials?'));

describe('§2 Admin review: administrators only', () => {
  it.each([
    ['signed out', { user: null }],
    ['a trainer', signedIn('trainer')],
    ['a student', signedIn('student')],
  ])('§6 %s reads the spec’s Access Restricted text and the API is not asked', async (_who, me) => {
    const calls = mockApi(() => ({ status: 200, body: me }));
    renderPage();
    await screen.findByText(ADMIN_REVIEW_RESTRICTED);
    expect(lists(calls)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });
});

describe('§2 Admin review: the list and its filter', () => {
  it('§9 the status filter is kept in the address and asks the API; each filter has its empty text', async () => {
    const calls = mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (url.includes('status=approved')) return { status: 200, body: { materials: [] } };
      if (url.includes('status=all')) {
        return {
          status: 200,
          body: {
            materials: [material({}), material({ id: 'm2', title: 'Quiz One', status: 'approved', canEdit: false })],
          },
        };
      }
      return { status: 200, body: { materials: [] } };
    });
    const router = renderPage();
    await screen.findByText('No materials to review.');
    expect(lists(calls)[0]?.url).toBe('/api/admin/materials?status=pending');

    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    await screen.findByText('No approved materials yet.');
    expect(router.state.location.search).toBe('?status=approved');

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    const rows = await screen.findAllByRole('article');
    expect(router.state.location.search).toBe('?status=all');
    const [pending, approved] = rows as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('By Tina Trainer')).toBeTruthy();
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Review' })).toBeTruthy();
    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('§8 a failed load toasts the spec’s text and offers to try again', async () => {
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('admin') }
        : { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } },
    );
    renderPage('/admin/review?status=all');
    await screen.findByText('Failed to load training materials for review.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('§4 reviewing a material', () => {
  it('§4 approve sends the comments, toasts “Material has been approved.”, closes and reloads the list', async () => {
    let reviewed = false;
    const calls = mockApi((url, method, body) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (url === '/api/admin/materials/m1/review' && method === 'POST') {
        reviewed = true;
        const { adminComments } = body as { adminComments: string };
        return { status: 200, body: { material: material({ status: 'approved', adminComments, canEdit: false }) } };
      }
      return {
        status: 200,
        body: {
          materials: reviewed
            ? []
            : [material({ file: null, fileUrl: 'https://example.com/cardiac.pdf', fileHref: null })],
        },
      };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Beta blockers and ACE inhibitors.')).toBeTruthy();
    expect(within(dialog).getByText('Notes on dosage.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /example\.com\/cardiac\.pdf/ })
        .getAttribute('href'),
    ).toBe('https://example.com/cardiac.pdf');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comments/ }), {
      target: { value: 'Clear and well sourced.' },
    });
    const listsBefore = lists(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Material has been approved.');
    expect(reviews(calls)).toHaveLength(1);
    expect(reviews(calls)[0]?.body).toEqual({
      status: 'approved',
      adminComments: 'Clear and well sourced.',
      expectedVersion: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('No materials to review.');
    expect(lists(calls).length).toBeGreaterThan(listsBefore);
  });

  it('§4 reject toasts “Material has been rejected.”; the uploaded file opens from the review', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'POST')
        return { status: 200, body: { material: material({ status: 'rejected', canEdit: false }) } };
      return {
        status: 200,
        body: {
          materials: [
            material({
              file: {
                id: 'f1',
                name: 'cardiac.pdf',
                contentType: 'application/pdf',
                sizeBytes: 2048,
                createdAt: '2026-03-02T09:00:00.000Z',
              },
              fileHref: '/api/materials/m1/file',
            }),
          ],
        },
      };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('cardiac.pdf (2.0 KB)')).toBeTruthy();
    const file = within(dialog).getByRole('link', { name: /View File/ });
    expect(file.getAttribute('href')).toBe('/api/materials/m1/file');
    expect(file.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Material has been rejected.');
    expect(reviews(calls)[0]?.body).toEqual({ status: 'rejected', adminComments: '', expectedVersion: 3 });
  });

  it('§4 someone reviewed it first (409): the server’s sentence, the dialog closes; other failures: the §8 text and the comments stay', async () => {
    let answer: Answer = {
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong.' } },
    };
    mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'POST') return answer;
      return { status: 200, body: { materials: [material({})] } };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    const comments = within(dialog).getByRole('textbox', { name: /Comments/ }) as HTMLTextAreaElement;
    fireEvent.change(comments, { target: { value: 'Needs sources.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Failed to update material status. Please try again.');
    expect(comments.value).toBe('Needs sources.');
    expect(screen.getByRole('dialog')).toBeTruthy();

    answer = {
      status: 409,
      body: {
        error: {
          code: 'material_not_pending',
          message: 'Only pending material can be reviewed; this one is already approved.',
        },
      },
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Only pending material can be reviewed; this one is already approved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('issue 23: resubmissions and paid videos in the review', () => {
  it('a resubmitted material is marked Resubmission, with the rejected version’s comments', async () => {
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('admin') }
        : {
            status: 200,
            body: {
              materials: [
                material({ resubmittedAt: '2026-03-03T10:00:00.000Z', previousAdminComments: 'Cite the guideline.' }),
              ],
            },
          },
    );
    renderPage();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Resubmission')).toBeTruthy();
    expect(within(card).getByText(/Cite the guideline\./)).toBeTruthy();
  });

  it('decision 017: the Paid Videos tab lists pending videos; Approve sends the version and toasts “Video has been approved.”', async () => {
    const video = {
      id: 'v1',
      trainerId: 'u1',
      trainerName: 'Tina Trainer',
      title: 'Heart Sounds',
      description: 'S1 and S2.',
      category: 'nclex-rn',
      videoUrl: 'https://videos.example.org/heart.mp4',
      priceCents: 1500,
      createdAt: '2026-03-02T09:05:00.000Z',
      status: 'pending',
      views: 0,
      purchases: 0,
      viewerState: 'purchasable',
      version: 2,
      adminComments: null,
      reviewedAt: null,
      resubmittedAt: '2026-03-02T10:00:00.000Z',
      previousAdminComments: 'The audio is cut.',
    };
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (url === '/api/admin/videos/v1/review' && method === 'POST') {
        return { status: 200, body: { video: { ...video, status: 'published' } } };
      }
      return { status: 200, body: { videos: [video] } };
    });
    renderPage('/admin/review?tab=videos');
    const card = await screen.findByRole('article', { name: 'Heart Sounds' });
    expect(within(card).getByText('Resubmission')).toBeTruthy();
    expect(within(card).getByText(/The audio is cut\./)).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/admin/videos?status=pending')).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Video has been approved.');
    expect(calls.find((call) => call.url === '/api/admin/videos/v1/review')?.body).toEqual({
      status: 'approved',
      adminComments: '',
      expectedVersion: 2,
    });
  });
});
