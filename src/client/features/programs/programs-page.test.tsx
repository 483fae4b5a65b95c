// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type Enrolment,
  PROGRAM_COMING_SOON,
  PROGRAMS,
  programSelectedMessage,
} from '../../../shared/programs/programs';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as ProgramsPage } from './ProgramsPage';

setUpPageTests();

const catalogue = (enrolment: Enrolment | null) => ({
  programs: PROGRAMS.map((program) => ({
    ...program,
    requirements: [...program.requirements],
    requiredDocuments: [...program.requiredDocuments],
  })),
  enrolment,
});

const enrolments = (calls: Call[]) => calls.filter((call) => call.url === '/api/programs/enrolment');

/** Answers the session, the catalogue with `enrolment`, and PUT /api/programs/enrolment with `put` (or success). */
function mockPrograms(enrolment: Enrolment | null, put?: (body: unknown) => Answer) {
  let current = enrolment;
  return mockApi((url, method, body) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
    if (url === '/api/programs/enrolment' && method === 'PUT') {
      if (put) return put(body);
      current = {
        programId: (body as { programId: Enrolment['programId'] }).programId,
        enrolledAt: '2026-03-02T09:00:00.000Z',
      };
      return { status: 200, body: { enrolment: current } };
    }
    if (url === '/api/programs') return { status: 200, body: catalogue(current) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
}

const card = async (title: string) => screen.findByRole('article', { name: title });

describe('§2 Program Selection: the four programmes', () => {
  it('§9 fees in whole dollars, the popular badge, and §4 Select enabled only when available', async () => {
    mockPrograms(null);
    renderAt('/programs', <ProgramsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Program Selection' })).toBeTruthy();

    const rn = await card('NCLEX-RN Pathway: United States');
    expect(within(rn).getByText('$365 USD')).toBeTruthy();
    expect(within(rn).getByText('Most Popular')).toBeTruthy();
    expect(within(rn).getByText('Available')).toBeTruthy();
    expect(within(rn).getByText('Duration: 6-9 months')).toBeTruthy();
    expect(within(rn).getByText('Valid passport')).toBeTruthy();
    expect((within(rn).getByRole('button', { name: 'Select Program' }) as HTMLButtonElement).disabled).toBe(false);

    expect(within(await card('NCLEX-PN Pathway: United States')).getByText('$200 USD')).toBeTruthy();
    expect(within(await card('NCLEX-RN Pathway: Canada')).getByText('$525 USD')).toBeTruthy();

    const visa = await card('VisaScreen and Work Visa Support');
    expect(within(visa).getByText('$425 USD')).toBeTruthy();
    expect(within(visa).getByText('Coming Soon')).toBeTruthy();
    expect(within(visa).queryByText('Most Popular')).toBeNull();
    expect(within(visa).queryByRole('button', { name: 'Select Program' })).toBeNull();
    const comingSoon = within(visa).getByRole('button', { name: /Coming Soon/ }) as HTMLButtonElement;
    expect(comingSoon.disabled).toBe(true);
  });

  it('without a programme, Select enrols at once: the success sentence and a link to the documents', async () => {
    const calls = mockPrograms(null);
    renderAt('/programs', <ProgramsPage />);
    const pn = await card('NCLEX-PN Pathway: United States');
    fireEvent.click(within(pn).getByRole('button', { name: 'Select Program' }));
    await screen.findByText(programSelectedMessage('NCLEX-PN Pathway: United States'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(enrolments(calls).map((call) => [call.method, call.body])).toEqual([['PUT', { programId: 'nclex-pn-us' }]]);
    expect(screen.getByRole('link', { name: 'Go to the Document Upload Center' }).getAttribute('href')).toBe(
      '/documents',
    );
    // The catalogue reloads: the chosen programme is now marked and its button disabled.
    await waitFor(() => expect(within(pn).getByText('Your program')).toBeTruthy());
    expect((within(pn).getByRole('button', { name: /^Selected/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refusal shows the server’s sentence on the programme’s card', async () => {
    mockPrograms(null, () => ({
      status: 400,
      body: { error: { code: 'program_coming_soon', message: PROGRAM_COMING_SOON } },
    }));
    renderAt('/programs', <ProgramsPage />);
    const rn = await card('NCLEX-RN Pathway: United States');
    fireEvent.click(within(rn).getByRole('button', { name: 'Select Program' }));
    expect(await within(rn).findByText(PROGRAM_COMING_SOON)).toBeTruthy();
  });

  it('a failed load says why and offers Try Again', async () => {
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('student') }
        : { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } },
    );
    renderAt('/programs', <ProgramsPage />);
    expect(await screen.findByText('The programs could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('issue 13: changing programme asks first', () => {
  const enrolled: Enrolment = { programId: 'nclex-rn-us', enrolledAt: '2026-03-01T09:00:00.000Z' };

  it('the current programme is marked with its button disabled; another asks for confirmation, Cancel sends nothing', async () => {
    const calls = mockPrograms(enrolled);
    renderAt('/programs', <ProgramsPage />);
    const rn = await card('NCLEX-RN Pathway: United States');
    expect(within(rn).getByText('Your program')).toBeTruthy();
    expect((within(rn).getByRole('button', { name: /^Selected/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(rn).queryByRole('button', { name: 'Select Program' })).toBeNull();

    const canada = await card('NCLEX-RN Pathway: Canada');
    fireEvent.click(within(canada).getByRole('button', { name: 'Select Program' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/document checklist changes/)).toBeTruthy();
    expect(within(dialog).getByText(/Documents you have already uploaded stay on file/)).toBeTruthy();
    expect(within(dialog).getByText(/You are enrolled in NCLEX-RN Pathway: United States/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enrolments(calls)).toHaveLength(0);
  });

  it('confirming switches: PUT with the new programme, the dialog closes and the success sentence shows', async () => {
    const calls = mockPrograms(enrolled);
    renderAt('/programs', <ProgramsPage />);
    const canada = await card('NCLEX-RN Pathway: Canada');
    fireEvent.click(within(canada).getByRole('button', { name: 'Select Program' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch Program' }));
    await screen.findByText(programSelectedMessage('NCLEX-RN Pathway: Canada'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enrolments(calls).map((call) => call.body)).toEqual([{ programId: 'nclex-rn-canada' }]);
  });
});
