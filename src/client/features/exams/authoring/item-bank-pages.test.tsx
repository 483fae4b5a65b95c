// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_CHECKLIST } from '../../../../shared/item-bank/review-workflow';
import type { ItemDetail, ItemSummary } from '../../../../shared/item-bank/schemas';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../../testing/page-test-utils';
import { bankItem } from './authoring-test-items';
import { ITEM_BANK_RESTRICTED } from './components/AuthoringGate';
import { Component as ItemBankPage } from './ItemBankPage';
import { Component as ItemDetailPage } from './ItemDetailPage';
import { Component as ItemEditorPage } from './ItemEditorPage';

setUpPageTests();

const summary = (overrides: Partial<ItemSummary>): ItemSummary => ({
  id: 'au-1',
  kind: 'item',
  title: 'A client with heart failure',
  itemType: 'bow-tie',
  subject: 'Medical-Surgical Nursing',
  status: 'draft',
  version: 1,
  activeVersion: null,
  bank: 'private',
  owner: { id: 'u1', name: 'Sam Someone' },
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const mine = [
  summary({ id: 'au-1', title: 'Compartment syndrome after a cast' }),
  summary({ id: 'au-2', title: 'Heparin infusion monitoring', status: 'draft', version: 2, activeVersion: 1 }),
  summary({ id: 'au-4', title: 'Insulin sliding scale', status: 'active', version: 1, activeVersion: 1 }),
  summary({ id: 'au-3', title: 'Case management in heart failure', status: 'draft' }),
];
const toReview = [
  summary({ id: 'au-9', title: 'Sepsis bundle', status: 'in_review', owner: { id: 'u7', name: 'Priya Patel' } }),
];

describe('/item-bank (issue 28 item 3)', () => {
  it('a student reads Access Restricted and the item bank is not asked', async () => {
    const calls = mockApi((url) =>
      url.includes('/account/me') ? { status: 200, body: signedIn('student') } : { status: 500, body: {} },
    );
    renderAt('/item-bank', <ItemBankPage />);
    expect(await screen.findByText(ITEM_BANK_RESTRICTED)).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/item-bank'))).toBe(false);
  });

  it('an instructor sees her drafts with counts per tab, the To review count, searches by title and reads an empty tab', async () => {
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('instructor') };
      if (url.includes('scope=mine')) return { status: 200, body: { items: mine } };
      if (url.includes('scope=review')) return { status: 200, body: { items: toReview } };
      return { status: 404, body: {} };
    });
    renderAt('/item-bank', <ItemBankPage />);
    const table = await screen.findByRole('table', { name: 'Draft items' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('v2 draft, v1 active')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Draft 3/ })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /To review 1/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'All items' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by title' }), { target: { value: 'cast' } });
    expect(within(screen.getByRole('table', { name: 'Draft items' })).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: /Active/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by title' }), { target: { value: '' } });
    const active = await screen.findByRole('table', { name: 'Active items' });
    expect(within(active).getByText('Insulin sliding scale')).toBeTruthy();
    expect(within(active).getByText('v1')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Retired/ }));
    expect(await screen.findByText('You have retired no items.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New item' }).getAttribute('href')).toBe('/item-bank/new');
    expect(screen.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/item-bank/import');
  });
});

describe('/item-bank/items/:itemId (issue 28 item 2)', () => {
  const item = bankItem('ngn-bow-tie-02.json', 'bow-tie');
  const detail = (overrides: Partial<ItemDetail>): ItemDetail => ({
    summary: summary({ id: 'au-9', status: 'in_review', owner: { id: 'u7', name: 'Priya Patel' } }),
    content: { kind: 'item', item },
    versions: [
      {
        version: 1,
        status: 'in_review',
        author: { id: 'u7', name: 'Priya Patel' },
        approvedBy: null,
        createdAt: '2026-11-20T10:00:00.000Z',
        submittedAt: '2026-11-21T10:00:00.000Z',
        approvedAt: null,
        activatedAt: null,
      },
    ],
    history: [
      {
        at: '2026-11-21T10:00:00.000Z',
        actor: { id: 'u7', name: 'Priya Patel' },
        version: 1,
        action: 'submit',
        comments: null,
      },
    ],
    actions: ['approve', 'return'],
    mayEdit: false,
    mayAdopt: false,
    problems: [],
    ...overrides,
  });

  it('a reviewer ticks the checklist to approve; the server’s answer is toasted and the page shows the new state', async () => {
    let current = detail({});
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('instructor') };
      if (url.endsWith('/actions') && method === 'POST') {
        current = detail({ summary: { ...current.summary, status: 'approved' }, actions: [] });
        return { status: 200, body: current };
      }
      return { status: 200, body: current };
    });
    renderAt('/item-bank/items/au-9', <ItemDetailPage />, '/item-bank/items/:itemId');
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain(item.conditions[0]);
    expect(screen.getByText('Submitted for review')).toBeTruthy();
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    for (const check of REVIEW_CHECKLIST) fireEvent.click(screen.getByRole('checkbox', { name: check.label }));
    fireEvent.click(approve);
    expect(await screen.findByText('Approved: its author can activate it now.')).toBeTruthy();
    const sent = calls.find((call) => call.url.endsWith('/actions'));
    expect(sent?.body).toMatchObject({ action: 'approve' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull());
  });

  it('a refusal shows the server’s sentence', async () => {
    mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('instructor') };
      if (url.endsWith('/actions') && method === 'POST') {
        return {
          status: 400,
          body: { error: { code: 'invalid_transition', message: 'Only a draft can be submitted.' } },
        };
      }
      return {
        status: 200,
        body: detail({ summary: summary({ status: 'draft' }), actions: ['submit'], mayEdit: false }),
      };
    });
    renderAt('/item-bank/items/au-1', <ItemDetailPage />, '/item-bank/items/:itemId');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Only a draft can be submitted.')).toBeTruthy();
  });

  it('an imported draft with problems lists them under "Fix these before you submit it for review"; Submit is disabled', async () => {
    const problems = ['The item: the reference must give a year, an edition ("12th ed.") or a named drug reference.'];
    mockApi((url) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('instructor') };
      return {
        status: 200,
        body: detail({ summary: summary({ status: 'draft' }), actions: ['submit'], mayEdit: false, problems }),
      };
    });
    renderAt('/item-bank/items/au-1', <ItemDetailPage />, '/item-bank/items/:itemId');
    expect(await screen.findByText('Fix these before you submit it for review')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Problems to fix' })).getByText(problems[0] ?? '')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit for review' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/item-bank/new (issue 28 item 1)', () => {
  it('an instructor writes a multiple-choice item; Save draft sends it, toasts and opens the item', async () => {
    const calls = mockApi((url, method) => {
      if (url.includes('/account/me')) return { status: 200, body: signedIn('instructor') };
      if (url.endsWith('/item-bank/items') && method === 'POST') {
        return { status: 201, body: { summary: summary({ id: 'au-5', title: 'Which action first?' }) } };
      }
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    const router = renderAt('/item-bank/new', <ItemEditorPage />);
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    await screen.findByRole('heading', { name: 'New Item' });
    type(/^Stem/, 'A client with chest pain asks for water. Which action should the nurse take first?');
    type(/^Option A$/, 'Obtain a 12-lead ECG');
    type(/^Option B$/, 'Give a glass of water');
    type(/^Option C$/, 'Call the family');
    type(/^Option D$/, 'Document the request');
    type(
      /^Rationale/,
      'A is correct because an ECG within 10 minutes finds a myocardial infarction. B is wrong because the client may need a procedure. C is wrong because it delays care. D is wrong because it does nothing for the pain.',
    );
    type(/^Topic/, 'Chest pain priorities');
    type(/^Reference/, 'AHA Guidelines for CPR and ECC 2020');
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('“Which action first?” is saved as a draft.')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      content: { kind: 'item', item: { itemType: 'multiple-choice', correctAnswer: 0 } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/item-bank/items/au-5'));
  });
});
