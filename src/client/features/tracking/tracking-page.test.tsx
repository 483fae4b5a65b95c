// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STEPS,
  STEP_DATE_REQUIRED,
  STEP_FOLLOWS_RECORDS,
  STEP_UPDATED,
  STUDENT_NOT_FOUND,
  type TimelineStep,
} from '../../../shared/tracking/tracking';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { formatCalendarDate, todayDate } from './components/dates';
import { Component as TrackingPage } from './TrackingPage';

setUpPageTests();

/** The ten steps: the first `completed` completed, the next one in progress, the rest pending; `changes` by key. */
function steps(completed: number, changes: Partial<Record<string, Partial<TimelineStep>>> = {}): TimelineStep[] {
  return APPLICATION_STEPS.map((definition, index) => ({
    ...definition,
    status: index < completed ? 'completed' : index === completed ? 'in-progress' : 'pending',
    completedOn: index < completed ? `2026-02-0${index + 1}` : null,
    dueOn: null,
    note: null,
    updatedAt: null,
    updatedBy: null,
    ...changes[definition.key],
  }));
}

const timeline = (
  stepList: TimelineStep[],
  student = { id: 'u1', name: 'Sam Someone', email: 'someone@example.com' },
) => ({
  status: 200,
  body: { student, steps: stepList },
});

const failure = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
const toasts = (show: { mock: { calls: unknown[][] } }) => show.mock.calls.map((call) => call[0]);

/** The timeline item whose heading is `title`. */
const stepItem = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('[role="listitem"]') as HTMLElement;

describe('§2 Application Tracking: the student’s timeline', () => {
  it('§4 shows the progress and each step’s status in words, its date completed, due date, overdue and note', async () => {
    const past = '2020-01-15';
    const future = '2999-05-01';
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (url === '/api/tracking')
        return timeline(
          steps(5, {
            'credentials-evaluation': { dueOn: past, note: 'Send your transcripts to CGFNS.' },
            'board-application': { dueOn: future },
          }),
        );
      return failure(404, 'not_found', 'Not found.');
    });
    renderAt('/tracking', <TrackingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Tracking' })).toBeTruthy();
    expect(await screen.findByText('5 of 10 steps completed')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Steps of your application' })).getAllByRole('listitem'),
    ).toHaveLength(10);

    const account = await stepItem('Account created');
    expect(within(account).getByText('Completed')).toBeTruthy();
    expect(within(account).getByText(`Completed on ${formatCalendarDate('2026-02-01')}`)).toBeTruthy();

    const evaluation = await stepItem('Credentials evaluation');
    expect(within(evaluation).getByText('In progress')).toBeTruthy();
    expect(within(evaluation).getByText(`Due ${formatCalendarDate(past)}`)).toBeTruthy();
    expect(within(evaluation).getByText('Overdue')).toBeTruthy();
    expect(within(evaluation).getByText('Send your transcripts to CGFNS.')).toBeTruthy();

    const board = await stepItem('Board of nursing application');
    expect(within(board).getByText('Pending')).toBeTruthy();
    expect(within(board).getByText(`Due ${formatCalendarDate(future)}`)).toBeTruthy();
    expect(within(board).queryByText('Overdue')).toBeNull();
  });

  it('a records step not yet done links to what to do next: /programs, then /documents', async () => {
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      return timeline(steps(1));
    });
    renderAt('/tracking', <TrackingPage />);
    const program = await stepItem('Program selected');
    expect(within(program).getByRole('link', { name: 'Choose your program' }).getAttribute('href')).toBe('/programs');
    const documents = await stepItem('Documents submitted');
    expect(
      within(documents)
        .getByRole('link', { name: /documents/ })
        .getAttribute('href'),
    ).toBe('/documents');
    expect(within(await stepItem('Account created')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});

describe('issue 13 Application Tracking: admins set a student’s steps', () => {
  function adminApi(
    stepList: TimelineStep[],
    onPut: (url: string, body: unknown) => Answer = () => ({ status: 500, body: null }),
  ) {
    return mockApi((url, method, body) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (url.startsWith('/api/admin/users?'))
        return {
          status: 200,
          body: {
            users: [
              {
                ...signedIn('student').user,
                id: 'u2',
                firstName: 'Ada',
                lastName: 'Obi',
                email: 'ada@example.com',
                earningsCents: 0,
                coursesCreated: 0,
                coursesSold: 0,
                createdAt: '2026-01-01T00:00:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            pageSize: 25,
            stats: { total: 1, admins: 0, instructors: 0, trainers: 0, students: 1, registered: 1 },
          },
        };
      if (url === '/api/admin/tracking/u2' && method === 'GET')
        return timeline(stepList, { id: 'u2', name: 'Ada Obi', email: 'ada@example.com' });
      if (method === 'PUT') return onPut(url, body);
      return failure(404, 'student_not_found', STUDENT_NOT_FOUND);
    });
  }

  it('the picker searches students and keeps the chosen one in ?student=', async () => {
    const calls = adminApi(steps(2));
    const router = renderAt('/tracking', <TrackingPage />);
    fireEvent.click(await screen.findByRole('link', { name: 'Open the timeline of Ada Obi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?student=u2'));
    expect(await screen.findByRole('heading', { name: 'Timeline of Ada Obi' })).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/admin/users?') && call.url.includes('role=student'))).toBe(
      true,
    );
  });

  it('an unknown student shows STUDENT_NOT_FOUND', async () => {
    adminApi(steps(2));
    renderAt('/tracking?student=gone', <TrackingPage />);
    expect(await screen.findByText(STUDENT_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another student' }).getAttribute('href')).toBe('/tracking');
  });

  it('a support step marked completed needs its date (STEP_DATE_REQUIRED); then it is saved and STEP_UPDATED toasts', async () => {
    const show = vi.spyOn(notifications, 'show');
    const calls = adminApi(steps(4), (_url, body) => ({
      status: 200,
      body: { step: { ...steps(4)[8], ...(body as object) } },
    }));
    renderAt('/tracking?student=u2', <TrackingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Exam scheduled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Exam scheduled' });
    expect(within(dialog).queryByLabelText(/Date completed/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Completed' }));
    const completedOn = await within(dialog).findByLabelText(/Date completed/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STEP_DATE_REQUIRED)).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(completedOn, { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2026-02-20' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: ' Booked. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts(show)).toContainEqual(expect.objectContaining({ title: STEP_UPDATED })));
    expect(puts(calls)[0]).toMatchObject({
      url: '/api/admin/tracking/u2/steps/exam-scheduled',
      body: { status: 'completed', completedOn: '2026-03-01', dueOn: '2026-02-20', note: 'Booked.' },
    });
  });

  it('a step not completed sends no date completed', async () => {
    const calls = adminApi(
      steps(4, { 'exam-scheduled': { status: 'completed', completedOn: '2026-01-10' } }),
      (_url, body) => ({ status: 200, body: { step: { ...steps(4)[8], ...(body as object) } } }),
    );
    renderAt('/tracking?student=u2', <TrackingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Exam scheduled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Exam scheduled' });
    expect((within(dialog).getByLabelText(/Date completed/) as HTMLInputElement).value).toBe('2026-01-10');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'In progress' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ status: 'in-progress', completedOn: '', dueOn: '', note: '' });
  });

  it('a step that follows the records offers only its due date and note (STEP_FOLLOWS_RECORDS)', async () => {
    const calls = adminApi(steps(4), (_url, body) => ({
      status: 200,
      body: { step: { ...steps(4)[3], ...(body as object) } },
    }));
    renderAt('/tracking?student=u2', <TrackingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Documents submitted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Documents submitted' });
    expect(within(dialog).getByText(STEP_FOLLOWS_RECORDS)).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2026-04-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ dueOn: '2026-04-01', note: '' });
  });

  it('the server’s refusal keeps the dialog open with its sentence', async () => {
    adminApi(steps(4), () => failure(400, 'validation_failed', 'Enter a real date as YYYY-MM-DD.'));
    renderAt('/tracking?student=u2', <TrackingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Exam passed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Exam passed' });
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: todayDate() } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a real date as YYYY-MM-DD.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Due date/) as HTMLInputElement).value).toBe(todayDate());
  });
});
