import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';

/**
 * The classes API's contracts (issue 28 item 5): an instructor's classes, their members,
 * invitations and assignments, a student's side (join, invitations, assignments) and the class
 * results. Dates travel as ISO 8601 strings.
 */

/** The longest a class name or an assignment title may be, in characters. */
export const CLASS_NAME_MAX = 120;
/** The most addresses one invitation request may hold. */
export const MAX_INVITES = 50;
/** The join code's alphabet: letters and digits without 0/O and 1/I (read aloud, typed from a board). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The join code's length. */
export const JOIN_CODE_LENGTH = 8;

/** The messages of a named field (a class name, an assignment title), each a whole sentence. */
interface NamedMessages {
  field: string;
  notText: string;
  empty: string;
  tooLong: string;
}

const named = (messages: NamedMessages) =>
  z
    .string({ error: messages.notText })
    .check(
      z.trim(),
      z.minLength(1, messages.empty),
      visibleText(messages.empty),
      z.maxLength(CLASS_NAME_MAX, messages.tooLong),
      noControlCharacters(messages.field),
    );

const CLASS_NAME_MESSAGES: NamedMessages = {
  field: msg('The class name'),
  notText: msg('The class name must be text.'),
  empty: msg('Give the class name.'),
  tooLong: msg('The class name must be at most {{max}} characters.', { max: CLASS_NAME_MAX }),
};

const ASSIGNMENT_TITLE_MESSAGES: NamedMessages = {
  field: msg('The assignment title'),
  notText: msg('The assignment title must be text.'),
  empty: msg('Give the assignment title.'),
  tooLong: msg('The assignment title must be at most {{max}} characters.', { max: CLASS_NAME_MAX }),
};

/** Params of /api/classes/:classId/... */
export const classParamsSchema = z.strictObject({
  classId: z.uuid({ error: msg('Check the class link and try again.') }),
});
/** Params of /api/classes/:classId/members/:userId. */
export const memberParamsSchema = z.strictObject({
  classId: z.uuid({ error: msg('Check the class link and try again.') }),
  userId: entityId(msg('The student id')),
});
/** Params of /api/classes/:classId/assignments/:assignmentId. */
export const classAssignmentParamsSchema = z.strictObject({
  classId: z.uuid({ error: msg('Check the class link and try again.') }),
  assignmentId: z.uuid({ error: msg('Check the assignment link and try again.') }),
});
/** Params of /api/classes/assignments/:assignmentId/start. */
export const assignmentParamsSchema = z.strictObject({
  assignmentId: z.uuid({ error: msg('Check the assignment link and try again.') }),
});
/** Params of /api/classes/invitations/:invitationId/accept. */
export const invitationParamsSchema = z.strictObject({
  invitationId: z.uuid({ error: msg('Check the invitation and try again.') }),
});

/** Body of POST /api/classes and PATCH /api/classes/:classId (rename). */
export const classBodySchema = z.strictObject({ name: named(CLASS_NAME_MESSAGES) });
export type ClassBody = z.infer<typeof classBodySchema>;

/** Body of POST /api/classes/:classId/invitations: one or several email addresses. */
export const inviteBodySchema = z.strictObject({
  emails: z
    .array(z.email({ error: msg('Enter valid email addresses, for example amara@school.edu.') }), {
      error: msg('Enter the email addresses to invite.'),
    })
    .check(
      z.minLength(1, msg('Enter at least one email address.')),
      z.maxLength(MAX_INVITES, msg('Invite at most {{maxInvites}} addresses at a time.', { maxInvites: MAX_INVITES })),
    ),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** Body of POST /api/classes/join: the code the instructor gave (spaces and case forgiven). */
export const joinBodySchema = z.strictObject({
  code: z
    .string({ error: msg('Enter the class code.') })
    .check(
      z.trim(),
      z.minLength(1, msg('Enter the class code your instructor gave you.')),
      z.maxLength(32, msg('A class code has 8 letters and digits.')),
    ),
});
export type JoinBody = z.infer<typeof joinBodySchema>;

const isoDate = (error: string) => z.iso.datetime({ offset: true, error });
const OPENING_DATE_MESSAGE = msg('Choose the opening date and time.');
const DUE_DATE_MESSAGE = msg('Choose the due date and time.');

/** True when the due date is after the opening (a date that is not one is refused by its own field). */
const datesInOrder = <T extends { opensAt: string; dueAt: string }>(value: T) => {
  const opens = Date.parse(value.opensAt);
  const due = Date.parse(value.dueAt);
  return Number.isNaN(opens) || Number.isNaN(due) || due > opens;
};
const DATES_ORDER_MESSAGE = msg('The due date must be after the opening date.');

/** Body of PATCH /api/classes/:classId/assignments/:assignmentId: new dates, due after opening. */
export const assignmentDatesBodySchema = z
  .strictObject({ opensAt: isoDate(OPENING_DATE_MESSAGE), dueAt: isoDate(DUE_DATE_MESSAGE) })
  .check(z.refine(datesInOrder, { message: DATES_ORDER_MESSAGE, path: ['dueAt'] }));
export type AssignmentDatesBody = z.infer<typeof assignmentDatesBodySchema>;

/** Body of POST /api/classes/:classId/assignments: a form she may assign, a title, the dates (due after opening). */
export const assignmentBodySchema = z
  .strictObject({
    formId: entityId(msg('The test'), msg('Choose the test to assign.')),
    title: named(ASSIGNMENT_TITLE_MESSAGES),
    opensAt: isoDate(OPENING_DATE_MESSAGE),
    dueAt: isoDate(DUE_DATE_MESSAGE),
  })
  .check(z.refine(datesInOrder, { message: DATES_ORDER_MESSAGE, path: ['dueAt'] }));
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;

const dateOut = z.string();

/** A class in the list of GET /api/classes. */
export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  joinCode: z.string(),
  instructorName: z.string(),
  memberCount: z.number(),
  assignmentCount: z.number(),
  archivedAt: z.nullable(dateOut),
  createdAt: dateOut,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;
export const classListSchema = z.object({ classes: z.array(classSummarySchema) });
export type ClassList = z.infer<typeof classListSchema>;

/** Whether an assignment is open now: before opensAt upcoming, from opensAt to dueAt open, then closed. */
export const ASSIGNMENT_WINDOWS = ['upcoming', 'open', 'closed'] as const;
export type AssignmentWindow = (typeof ASSIGNMENT_WINDOWS)[number];

/** An assignment as its class's instructor sees it. */
export const assignmentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  formId: z.string(),
  formTitle: z.string(),
  formKind: z.string(),
  opensAt: dateOut,
  dueAt: dateOut,
  archivedAt: z.nullable(dateOut),
  window: z.enum(ASSIGNMENT_WINDOWS),
  submittedCount: z.number(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

/** GET /api/classes/:classId: the class, its members, invitations and assignments. */
export const classDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  joinCode: z.string(),
  instructorName: z.string(),
  archivedAt: z.nullable(dateOut),
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), joinedAt: dateOut })),
  invitations: z.array(
    z.object({ id: z.string(), email: z.string(), invitedAt: dateOut, acceptedAt: z.nullable(dateOut) }),
  ),
  assignments: z.array(assignmentSummarySchema),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** GET /api/classes/:classId/assignable-forms: the tests she may assign. */
export const assignableFormsSchema = z.object({
  forms: z.array(z.object({ id: z.string(), title: z.string(), kind: z.string(), questionCount: z.number() })),
});
export type AssignableForms = z.infer<typeof assignableFormsSchema>;

/** Where a student stands on an assignment: open now, upcoming, done (submitted) or overdue (due date passed, not submitted). */
export const MY_ASSIGNMENT_STATES = ['open', 'upcoming', 'done', 'overdue'] as const;
export type MyAssignmentState = (typeof MY_ASSIGNMENT_STATES)[number];

/** One of a student's class assignments (GET /api/classes/my-assignments). */
export const myAssignmentSchema = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  title: z.string(),
  formTitle: z.string(),
  formKind: z.string(),
  opensAt: dateOut,
  dueAt: dateOut,
  state: z.enum(MY_ASSIGNMENT_STATES),
  /** Her latest attempt of it: in progress (Resume) or submitted (Review, with her score percent). */
  attempt: z.nullable(
    z.object({
      id: z.string(),
      status: z.string(),
      percent: z.nullable(z.number()),
      submittedAt: z.nullable(dateOut),
    }),
  ),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentsSchema = z.object({ assignments: z.array(myAssignmentSchema) });
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

/** POST /api/classes/assignments/:assignmentId/start: the attempt to open (see attemptHref). */
export const startedAssignmentSchema = z.object({ attemptId: z.string(), formKind: z.string() });
export type StartedAssignment = z.infer<typeof startedAssignmentSchema>;

/** GET /api/classes/my-invitations: invitations addressed to her email, not yet accepted. */
export const myInvitationsSchema = z.object({
  invitations: z.array(
    z.object({
      id: z.string(),
      classId: z.string(),
      className: z.string(),
      instructorName: z.string(),
      invitedAt: dateOut,
    }),
  ),
});
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

/** POST /api/classes/join and .../invitations/:id/accept: the class she is now in. */
export const joinedClassSchema = z.object({ classId: z.string(), className: z.string() });
export type JoinedClass = z.infer<typeof joinedClassSchema>;

/** POST /api/classes/:classId/invitations: how many emails went out. */
export const invitedSchema = z.object({ invited: z.array(z.string()), alreadyMembers: z.array(z.string()) });
export type Invited = z.infer<typeof invitedSchema>;

/** A student's standing on one assignment in the results. */
export const TAKER_STATUSES = ['not_started', 'in_progress', 'submitted'] as const;
export type TakerStatus = (typeof TAKER_STATUSES)[number];

const scoreBarSchema = z.object({ label: z.string(), percent: z.number(), earned: z.number(), possible: z.number() });
export type ScoreBar = z.infer<typeof scoreBarSchema>;

/** One assignment's results (of current members only). */
export const assignmentResultsSchema = z.object({
  id: z.string(),
  title: z.string(),
  formTitle: z.string(),
  opensAt: dateOut,
  dueAt: dateOut,
  takers: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      status: z.enum(TAKER_STATUSES),
      percent: z.nullable(z.number()),
      submittedAt: z.nullable(dateOut),
      missedDue: z.boolean(),
    }),
  ),
  byClientNeed: z.array(scoreBarSchema),
  byCjmmStep: z.array(scoreBarSchema),
  items: z.array(
    z.object({
      itemId: z.string(),
      itemType: z.string(),
      stem: z.string(),
      takers: z.number(),
      percentCorrect: z.number(),
      pointBiserial: z.nullable(z.number()),
    }),
  ),
});
export type AssignmentResults = z.infer<typeof assignmentResultsSchema>;

/** GET /api/classes/:classId/results: every live assignment's results and who needs help first. */
export const classResultsSchema = z.object({
  assignments: z.array(assignmentResultsSchema),
  needsHelp: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      meanPercent: z.nullable(z.number()),
      submitted: z.number(),
      missedDue: z.number(),
    }),
  ),
});
export type ClassResults = z.infer<typeof classResultsSchema>;
