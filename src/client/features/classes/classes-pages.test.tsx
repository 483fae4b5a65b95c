// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassDetail, ClassResults, MyAssignments } from '../../../shared/classes/schemas';
import { mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as ClassesPage } from './ClassesPage';
import { Component as ClassPage } from './ClassPage';
import { MyClassesCard } from './components/MyClassesCard';
import { Component as JoinClassPage } from './JoinClassPage';

setUpPageTests();

const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };

const detail: ClassDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'NCLEX-RN Cohort — Spring 2027',
  joinCode: 'K7QM2XPA',
  instructorName: 'Priya Nair',
  archivedAt: null,
  members: [
    { userId: 'a', name: 'Amara Okafor', email: 'amara@example.org', joinedAt: '2027-01-10T10:00:00.000Z' },
    { userId: 'b', name: 'Ben Carter', email: 'ben@example.org', joinedAt: '2027-01-11T10:00:00.000Z' },
  ],
  invitations: [],
  assignments: [],
};

const results: ClassResults = {
  assignments: [
    {
      id: 'as1',
      title: 'Week 1: mixed review',
      formTitle: 'Cardiac and renal drill',
      opensAt: '2027-01-12T10:00:00.000Z',
      dueAt: '2027-01-19T10:00:00.000Z',
      takers: [
        {
          userId: 'a',
          name: 'Amara Okafor',
          status: 'submitted',
          percent: 80,
          submittedAt: '2027-01-13T10:00:00.000Z',
          missedDue: false,
        },
        { userId: 'b', name: 'Ben Carter', status: 'not_started', percent: null, submittedAt: null, missedDue: true },
      ],
      byClientNeed: [{ label: 'Management of Care', percent: 80, earned: 4, possible: 5 }],
      byCjmmStep: [],
      items: [
        {
          itemId: 'q-1',
          itemType: 'multiple-choice',
          stem: 'Which action first?',
          takers: 1,
          percentCorrect: 100,
          pointBiserial: null,
        },
      ],
    },
  ],
  needsHelp: [
    { userId: 'b', name: 'Ben Carter', meanPercent: null, submitted: 0, missedDue: 1 },
    { userId: 'a', name: 'Amara Okafor', meanPercent: 80, submitted: 1, missedDue: 0 },
  ],
};

describe('issue 28 item 5: the instructor’s class pages', () => {
  it('/classes with no class shows the empty state and the New class dialog', async () => {
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('instructor') };
      if (url === '/api/classes') return { status: 200, body: { classes: [] } };
      return notFound;
    });
    renderAt('/classes', <ClassesPage />);
    expect(await screen.findByRole('heading', { name: 'No classes yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findByText('Give the class name.')).toBeTruthy();
  });

  it('the Students tab shows the join code and asks before removing a student', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('instructor') };
      if (url === `/api/classes/${detail.id}` && method === 'GET') return { status: 200, body: detail };
      if (url === `/api/classes/${detail.id}/members/b` && method === 'DELETE') return { status: 204, body: null };
      return notFound;
    });
    renderAt(`/classes/${detail.id}`, <ClassPage />, '/classes/:classId');
    expect(await screen.findByRole('heading', { level: 1, name: detail.name })).toBeTruthy();
    expect(screen.getByText('K7QM2XPA')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Carter?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('the Results tab lists who needs help first, the takers and the items', async () => {
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('instructor') };
      if (url === `/api/classes/${detail.id}`) return { status: 200, body: detail };
      if (url === `/api/classes/${detail.id}/results`) return { status: 200, body: results };
      return notFound;
    });
    renderAt(`/classes/${detail.id}?tab=results`, <ClassPage />, '/classes/:classId');
    const help = (await screen.findByRole('heading', { name: 'Needs help first' })).closest('div');
    expect(help?.textContent).toContain('Ben Carter');
    expect(help?.textContent).toContain('1 missed due date');
    expect(screen.getAllByText('Missed due date')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Scores by client need' })).toBeTruthy();
    expect(screen.getByText('Which action first?')).toBeTruthy();
  });
});

describe('issue 28 item 5: the student’s side', () => {
  it('/join-class takes the code from the link and shows the server’s sentence for an unknown code', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/classes/my-invitations')
        return {
          status: 200,
          body: {
            invitations: [
              {
                id: 'inv1',
                classId: 'c1',
                className: 'Spring cohort',
                instructorName: 'Priya Nair',
                invitedAt: '2027-01-10T10:00:00.000Z',
              },
            ],
          },
        };
      if (url === '/api/classes/join' && method === 'POST')
        return {
          status: 400,
          body: {
            error: {
              code: 'class_code_unknown',
              message: 'No class has this code. Check the 8 letters and digits your instructor gave you and try again.',
            },
          },
        };
      return notFound;
    });
    renderAt('/join-class?code=ZZZZ2222', <JoinClassPage />);
    const code = await screen.findByRole('textbox', { name: /Class code/ });
    expect((code as HTMLInputElement).value).toBe('ZZZZ2222');
    expect(await screen.findByRole('button', { name: 'Join Spring cohort' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(
      await screen.findByText(
        'No class has this code. Check the 8 letters and digits your instructor gave you and try again.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/classes/join')?.body).toEqual({ code: 'ZZZZ2222' });
  });

  it('the dashboard card offers Start, Resume and Review by state', async () => {
    const base = {
      classId: 'c1',
      className: 'Spring cohort',
      formTitle: 'Pharmacology',
      formKind: 'quiz',
      opensAt: '2027-01-10T10:00:00.000Z',
      dueAt: '2999-01-10T10:00:00.000Z',
    };
    const mine: MyAssignments = {
      assignments: [
        { ...base, id: 'x1', title: 'Pharmacology quiz', state: 'open', attempt: null },
        {
          ...base,
          id: 'x2',
          title: 'Renal drill',
          state: 'open',
          attempt: { id: 'at2', status: 'in_progress', percent: null, submittedAt: null },
        },
        {
          ...base,
          id: 'x3',
          title: 'Week 1',
          state: 'done',
          attempt: { id: 'at3', status: 'submitted', percent: 72, submittedAt: '2027-01-11T10:00:00.000Z' },
        },
      ],
    };
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/classes/my-assignments') return { status: 200, body: mine };
      return notFound;
    });
    renderAt('/dashboard', <MyClassesCard />);
    expect(await screen.findByRole('button', { name: 'Start Pharmacology quiz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Renal drill' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review Week 1' })).toBeTruthy();
    expect(screen.getByText('72%')).toBeTruthy();
  });
});
