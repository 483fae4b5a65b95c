import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';

/**
 * Applications to become a trainer (issue 23, beyond the spec): a signed-in user without the
 * trainer tools applies (qualifications or licence, experience, a note); an admin approves (the
 * account becomes a trainer) or declines with a comment, on the Content Review page. Times ISO 8601.
 */

/**
 * Who may apply to become a trainer: students only. Trainers and admins already have the trainer
 * tools; an instructor approved as a trainer would lose the instructor's tools (one role per
 * account), so instructors and admins ask an admin to change their role instead.
 */
export function mayApplyToTrain(user: { role: string }): boolean {
  return user.role === 'student';
}

/** Why an instructor or an admin may not apply (409 `staff_cannot_apply`). */
export const STAFF_CANNOT_APPLY = msg('Your account already has staff tools; ask an admin to change your role.');

export const TRAINER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TrainerApplicationStatus = (typeof TRAINER_APPLICATION_STATUSES)[number];
export const TRAINER_APPLICATION_FILTERS = ['all', ...TRAINER_APPLICATION_STATUSES] as const;
export type TrainerApplicationFilter = (typeof TRAINER_APPLICATION_FILTERS)[number];

export const QUALIFICATIONS_MAX = 1000;
export const EXPERIENCE_MAX = 2000;
export const NOTE_MAX = 2000;
export const DECISION_COMMENT_MAX = 2000;

export const QUALIFICATIONS_REQUIRED = msg(
  'Enter your qualifications or licence, for example "RN, Texas licence 123456".',
);
export const EXPERIENCE_REQUIRED = msg('Describe your teaching or nursing experience.');
export const DECLINE_COMMENT_REQUIRED = msg('Say why you decline, so the applicant knows what to change.');
/** What the applicant reads on the trainer tools' pages while an admin has not decided. */
export const APPLICATION_UNDER_REVIEW = msg(
  'Your application is under review. An admin decides within a few days; this page shows the decision.',
);
export const APPLICATION_SUBMITTED = msg('Your application to become a trainer has been sent for review.');

/** Required text, trimmed, at most `max` characters, no control characters (line breaks allowed). */
const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      visibleText(required),
      z.maxLength(max, msg('{{label}} must be at most {{max}} characters.', { label, max })),
      noControlCharacters(label, { multiline: true }),
    );

/** Body of POST /api/trainer-applications: qualifications and experience required, the note optional. */
export const trainerApplicationBodySchema = z.strictObject({
  qualifications: requiredText(QUALIFICATIONS_REQUIRED, msg('Qualifications'), QUALIFICATIONS_MAX),
  experience: requiredText(EXPERIENCE_REQUIRED, msg('Experience'), EXPERIENCE_MAX),
  note: z._default(
    z
      .string({ error: msg('The note must be text.') })
      .check(
        z.trim(),
        z.maxLength(NOTE_MAX, msg('The note must be at most {{max}} characters.', { max: NOTE_MAX })),
        noControlCharacters(msg('The note'), { multiline: true }),
      ),
    '',
  ),
});
export type TrainerApplicationBody = z.input<typeof trainerApplicationBodySchema>;

/** Body of POST /api/admin/trainer-applications/:applicationId/decision: a decline needs a comment. */
export const trainerApplicationDecisionSchema = z
  .strictObject({
    decision: z.enum(['approved', 'declined'], { error: msg('decision must be approved or declined.') }),
    comment: z._default(
      z
        .string({ error: msg('The comment must be text.') })
        .check(
          z.trim(),
          z.maxLength(
            DECISION_COMMENT_MAX,
            msg('The comment must be at most {{max}} characters.', { max: DECISION_COMMENT_MAX }),
          ),
          noControlCharacters(msg('The comment'), { multiline: true }),
        ),
      '',
    ),
  })
  .check(
    z.refine((body) => body.decision === 'approved' || body.comment !== '', {
      error: DECLINE_COMMENT_REQUIRED,
      path: ['comment'],
    }),
  );
export type TrainerApplicationDecision = z.input<typeof trainerApplicationDecisionSchema>;

/** An application as its applicant and admins read it. */
export const trainerApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  qualifications: z.string(),
  experience: z.string(),
  note: z.string(),
  status: z.enum(TRAINER_APPLICATION_STATUSES),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedByName: z.nullable(z.string()),
  /** The admin's comment with the decision (always given with a decline). */
  decisionComment: z.nullable(z.string()),
});
export type TrainerApplication = z.infer<typeof trainerApplicationSchema>;

/** GET /api/trainer-applications/mine: the reader's latest application, or null. */
export const myTrainerApplicationSchema = z.object({ application: z.nullable(trainerApplicationSchema) });
export type MyTrainerApplication = z.infer<typeof myTrainerApplicationSchema>;
export const trainerApplicationResultSchema = z.object({ application: trainerApplicationSchema });
export const trainerApplicationListSchema = z.object({ applications: z.array(trainerApplicationSchema) });
export type TrainerApplicationList = z.infer<typeof trainerApplicationListSchema>;

/** Query of GET /api/admin/trainer-applications: the status filter, all by default. */
export const trainerApplicationQuerySchema = z.object({
  status: z._default(
    z.enum(TRAINER_APPLICATION_FILTERS, {
      error: msg('status must be one of: {{trainerApplicationFilters}}.', {
        trainerApplicationFilters: TRAINER_APPLICATION_FILTERS.join(', '),
      }),
    }),
    'all',
  ),
});

export const trainerApplicationParamsSchema = z.object({ applicationId: entityId(msg('The application id')) });
