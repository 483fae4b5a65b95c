import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { isCalendarDate, noControlCharacters } from '../text';

/**
 * Application Tracking at /tracking (spec §2, §3 "timeline steps", §4 "Timeline step completed /
 * in-progress / pending"; issue 13): a student's licensure journey as a timeline. The steps
 * Nightingale can see follow the records (account, programme, documents); the others are set by an
 * admin for that student, with a date and a note. Any step may carry a due date, which the
 * dashboard shows as an upcoming deadline until the step is completed.
 */

/** Spec §4. */
export const STEP_STATUSES = ['completed', 'in-progress', 'pending'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  completed: msg('Completed'),
  'in-progress': msg('In progress'),
  pending: msg('Pending'),
};

/** Who decides a step's status: the student's records, or the support team (an admin). */
type StepSource = 'records' | 'support';

const STEP_KEYS = [
  'account-created',
  'program-selected',
  'programme-fee-paid',
  'documents-submitted',
  'documents-verified',
  'credentials-evaluation',
  'board-application',
  'authorization-to-test',
  'exam-scheduled',
  'exam-passed',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export interface StepDefinition {
  key: StepKey;
  title: string;
  description: string;
  source: StepSource;
}

/** The journey, in order. */
export const APPLICATION_STEPS: readonly StepDefinition[] = [
  {
    key: 'account-created',
    title: msg('Account created'),
    description: msg('You joined Nightingale.'),
    source: 'records',
  },
  {
    key: 'program-selected',
    title: msg('Program selected'),
    description: msg('Choose the licensure program that fits your plans.'),
    source: 'records',
  },
  {
    key: 'programme-fee-paid',
    title: msg('Programme fee paid'),
    description: msg("Pay your programme's fee from the Payment Portal (issue 26)."),
    source: 'records',
  },
  {
    key: 'documents-submitted',
    title: msg('Documents submitted'),
    description: msg('Upload every document on your checklist and submit it for verification.'),
    source: 'records',
  },
  {
    key: 'documents-verified',
    title: msg('Documents verified'),
    description: msg('Our team checks each document you submitted.'),
    source: 'records',
  },
  {
    key: 'credentials-evaluation',
    title: msg('Credentials evaluation'),
    description: msg('An evaluation service compares your education with the standard of the country you apply to.'),
    source: 'support',
  },
  {
    key: 'board-application',
    title: msg('Board of nursing application'),
    description: msg('Your application for licensure goes to the board of nursing or regulator.'),
    source: 'support',
  },
  {
    key: 'authorization-to-test',
    title: msg('Authorization to Test'),
    description: msg('The board declares you eligible and you receive your Authorization to Test (ATT).'),
    source: 'support',
  },
  {
    key: 'exam-scheduled',
    title: msg('Exam scheduled'),
    description: msg('You book your NCLEX appointment at a test centre.'),
    source: 'support',
  },
  {
    key: 'exam-passed',
    title: msg('Exam passed'),
    description: msg('You pass the NCLEX and your license is issued.'),
    source: 'support',
  },
];

/** Texts of the page and the API. */
export const STEP_FOLLOWS_RECORDS = msg(
  "This step follows the student's records. Only its due date and note can be set.",
);
export const STEP_DATE_REQUIRED = msg('Give the date the step was completed.');
export const STEP_UPDATED = msg('Step updated.');
export const STUDENT_NOT_FOUND = msg('This student does not exist. Choose a student from the list.');
export const STEP_NOTE_MAX = 1000;

const INVALID_DATE = msg('Enter a real date as YYYY-MM-DD.');
/** A calendar date (YYYY-MM-DD), or '' for none. */
const dateOrEmpty = z.string({ error: INVALID_DATE }).check(
  z.trim(),
  z.refine((text) => text === '' || isCalendarDate(text), INVALID_DATE),
);

/**
 * Body of PUT /api/admin/tracking/:userId/steps/:step (admins); every field may be left out.
 * `dueOn` and `note`, on any step: left out keeps the current value, '' clears it (stored as
 * null). For a step of the support team: `status` (left out keeps it; pending for a step nobody
 * has set) and `completedOn`, required with status 'completed' (a step already completed keeps its
 * date when it is left out or ''; a step not completed has none). For a step that follows the
 * records, a `status` or a non-empty `completedOn` is refused (400 STEP_FOLLOWS_RECORDS).
 */
export const stepUpdateBodySchema = z
  .strictObject({
    status: z.optional(
      z.enum(STEP_STATUSES, {
        error: msg('status must be one of: {{stepStatuses}}.', { stepStatuses: STEP_STATUSES.join(', ') }),
      }),
    ),
    completedOn: z.optional(dateOrEmpty),
    dueOn: z.optional(dateOrEmpty),
    note: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(STEP_NOTE_MAX, msg('The note must be at most {{max}} characters.', { max: STEP_NOTE_MAX })),
          noControlCharacters(msg('The note'), { multiline: true }),
        ),
    ),
  })
  .check(
    z.refine((body) => body.status !== 'completed' || (body.completedOn ?? '') !== '', {
      message: STEP_DATE_REQUIRED,
      path: ['completedOn'],
    }),
  );
export type StepUpdateBody = z.input<typeof stepUpdateBodySchema>;

export const stepParamsSchema = z.object({
  userId: entityId(msg('The student id')),
  step: entityId(msg('The step')),
});
export const trackingUserParamsSchema = z.object({ userId: entityId(msg('The student id')) });

/**
 * One step as the timeline shows it. Dates are calendar dates (YYYY-MM-DD): `completedOn` when the
 * step was completed, `dueOn` its due date; `updatedAt` (ISO 8601) and `updatedBy` (an admin's
 * name) tell who last set it, only on the admins' view (GET /api/admin/tracking/:userId and the
 * step a PUT answers); null on the student's own timeline (GET /api/tracking) and for a step
 * nobody has set.
 */
const timelineStepSchema = z.object({
  key: z.enum(STEP_KEYS),
  title: z.string(),
  description: z.string(),
  source: z.enum(['records', 'support']),
  status: z.enum(STEP_STATUSES),
  completedOn: z.nullable(z.string()),
  dueOn: z.nullable(z.string()),
  note: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

/** Answer of GET /api/tracking and GET /api/admin/tracking/:userId. */
export const timelineSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  steps: z.array(timelineStepSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const timelineStepResponseSchema = z.object({ step: timelineStepSchema });

/** A deadline on the dashboard: a step not yet completed with a due date. */
interface Deadline {
  key: StepKey;
  title: string;
  dueOn: string;
  overdue: boolean;
}

/**
 * The dashboard's upcoming deadlines (spec §2 "Dashboard"; issue 13): the steps not completed that
 * have a due date, soonest first, `overdue` when the due date is before `today` (YYYY-MM-DD).
 */
export function upcomingDeadlines(steps: readonly TimelineStep[], today: string): Deadline[] {
  return steps
    .filter((step): step is TimelineStep & { dueOn: string } => step.status !== 'completed' && step.dueOn !== null)
    .map((step) => ({ key: step.key, title: step.title, dueOn: step.dueOn, overdue: step.dueOn < today }))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}
