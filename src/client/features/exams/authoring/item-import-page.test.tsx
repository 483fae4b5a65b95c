// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../../shared/item-bank/schemas';
import { mockApi, mockUploadAnswer, renderAt, setUpPageTests, signedIn } from '../../../testing/page-test-utils';
import { exportHref } from './api/export-items';
import { Component as ItemImportPage } from './ItemImportPage';
import { draftsSummary } from './import/ImportReportView';

setUpPageTests();

const renderPage = () => renderAt('/item-bank/import', <ItemImportPage />);
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

const report: ImportReport = {
  importId: '5b0f8a4e-3c1d-4f7a-9e2b-1a2b3c4d5e6f',
  fileName: 'cardiac.xml',
  format: 'moodle-xml',
  items: [
    {
      label: 'question 1 "Digoxin" (category Pharmacology)',
      itemType: 'multiple-choice',
      title: 'Before giving digoxin, what should the nurse check first?',
      subject: 'Pharmacology',
      toFix: [],
    },
    {
      label: 'question 2 "Heart sounds"',
      itemType: 'select-all-that-apply',
      title: 'Which findings suggest heart failure?',
      subject: 'Fundamentals of Nursing',
      toFix: [
        'the reference must give a year, an edition ("12th ed.") or a named drug reference, so a nurse can check it.',
        'the explanation does not discuss option A (as in "A is wrong because ...").',
      ],
    },
  ],
  problems: [{ question: 'question 3 "Essay"', reason: 'an essay question is not scored automatically.' }],
};

async function chooseAndRead(name = 'cardiac.xml') {
  await screen.findByRole('button', { name: 'Read the file' });
  fireEvent.change(fileInput(), { target: { files: [new File(['<quiz/>'], name)] } });
  fireEvent.click(screen.getByRole('button', { name: 'Read the file' }));
}

describe('Import Items (issue 28 item 4)', () => {
  it('§6: a student reads Access Restricted and no form; the API is asked for nothing but the session', async () => {
    const calls = mockApi((url) =>
      url === '/api/account/me' ? { status: 200, body: signedIn('student') } : { status: 500, body: null },
    );
    renderPage();
    expect(
      await screen.findByText('Access Restricted: Only instructors and administrators may import and export items.'),
    ).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(calls.every((call) => call.url === '/api/account/me')).toBe(true);
  });

  it('uploads the file and shows the report: the items to add and the problems, nothing added yet', async () => {
    mockApi((url) =>
      url === '/api/account/me' ? { status: 200, body: signedIn('instructor') } : { status: 500, body: null },
    );
    const sent = mockUploadAnswer(201, report);
    renderPage();
    await chooseAndRead();

    const table = await screen.findByRole('table', { name: 'Items to add' });
    expect(within(table).getByText('question 1 "Digoxin" (category Pharmacology)')).toBeTruthy();
    expect(within(table).getByText('Select all that apply')).toBeTruthy();
    expect(screen.getByText('2 items will be added as drafts; 1 of them needs fixes before review.')).toBeTruthy();
    const toFix = within(table).getByRole('list', { name: 'To fix before review: question 2 "Heart sounds"' });
    expect(
      within(toFix)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(report.items[1]?.toFix);
    expect(within(table).queryByRole('list', { name: /question 1/ })).toBeNull();
    expect(screen.getByText('1 question cannot be added')).toBeTruthy();
    expect(screen.getByText(/an essay question is not scored automatically/)).toBeTruthy();
    expect(sent.map((upload) => [upload.url, upload.file.name])).toEqual([['/api/item-bank/imports', 'cardiac.xml']]);
    expect(screen.getByRole('button', { name: 'Add 2 items as drafts' })).toBeTruthy();
  });

  it('a refused file shows the server sentence and keeps the chosen file', async () => {
    mockApi((url) =>
      url === '/api/account/me' ? { status: 200, body: signedIn('instructor') } : { status: 500, body: null },
    );
    mockUploadAnswer(400, {
      error: { code: 'import_file_invalid', message: 'package.zip is not a zip archive: export the package again.' },
    });
    renderPage();
    await chooseAndRead('package.zip');
    expect(await screen.findByText('package.zip is not a zip archive: export the package again.')).toBeTruthy();
    expect(screen.getByTestId('chosen-file').textContent).toMatch(/^package\.zip/);
  });

  it('"Add 2 items as drafts" asks first, then adds them: a toast and a link to the Item Bank', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('instructor') };
      if (method === 'POST' && url === `/api/item-bank/imports/${report.importId}/accept`) {
        return { status: 200, body: { added: 2, itemIds: ['item-1', 'item-2'] } };
      }
      return { status: 500, body: null };
    });
    mockUploadAnswer(201, report);
    renderPage();
    await chooseAndRead();
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 items as drafts' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((call) => call.url.includes('/accept'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 items as drafts' }));

    expect(await screen.findByText('2 items were added as drafts.')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Open the Item Bank' });
    expect(link.getAttribute('href')).toBe('/item-bank');
  });

  it('"Discard" drops the report and shows the form again', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'DELETE') return { status: 204, body: null };
      return { status: 500, body: null };
    });
    mockUploadAnswer(201, report);
    renderPage();
    await chooseAndRead();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read the file' })).toBeTruthy());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/item-bank/imports/${report.importId}`);
  });

  it('offers downloads of her items or the shared bank in each format', async () => {
    mockApi((url) =>
      url === '/api/account/me' ? { status: 200, body: signedIn('instructor') } : { status: 500, body: null },
    );
    renderPage();
    const moodle = await screen.findByRole('link', { name: 'Moodle XML' });
    expect(moodle.getAttribute('href')).toBe('/api/item-bank/export?format=moodle-xml&scope=mine');
    fireEvent.click(screen.getByText('Shared bank'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'QTI 3.0 package (zip)' }).getAttribute('href')).toBe(
        '/api/item-bank/export?format=qti3&scope=shared',
      ),
    );
  });

  it('draftsSummary counts the drafts and those that need fixes', () => {
    const line = (toFix: string[]) => ({ ...report.items[0], toFix }) as ImportReport['items'][number];
    expect(draftsSummary([line([])])).toBe('1 item will be added as a draft.');
    expect(draftsSummary([line(['x'])])).toBe('1 item will be added as a draft; it needs fixes before review.');
    expect(draftsSummary([line(['x']), line(['y']), line([])])).toBe(
      '3 items will be added as drafts; 2 of them need fixes before review.',
    );
    expect(draftsSummary([line(['x']), line(['y'])])).toBe(
      '2 items will be added as drafts; all of them need fixes before review.',
    );
  });

  it('exportHref gives the export address for a format and scope', () => {
    expect(exportHref('qti3', 'shared')).toBe('/api/item-bank/export?format=qti3&scope=shared');
    expect(exportHref('gift')).toBe('/api/item-bank/export?format=gift&scope=mine');
  });
});
