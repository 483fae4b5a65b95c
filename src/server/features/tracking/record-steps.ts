import type { StudentDocument } from '../../../shared/documents/documents';
import type { Enrolment } from '../../../shared/programs/programs';
import { findProgram } from '../../../shared/programs/programs';
import { localDay } from '../../../shared/time/local-day';
import type { StepKey, StepStatus } from '../../../shared/tracking/tracking';

/** What the steps that follow the records read: when the account was made, the enrolment, the documents on file. */
interface StudentRecords {
  /** When the account was created (ISO 8601). */
  accountCreatedAt: string;
  enrolment: Enrolment | null;
  /** When the fee of the enrolled programme was paid (ISO 8601), or null while it is not (issue 26 item 5). */
  feePaidAt?: string | null;
  documents: readonly StudentDocument[];
  /** The student's time zone setting (IANA): a step is completed on her local day (issue 25 item 7). */
  timeZone: string;
}

/** A step's status as the records decide it, and the calendar date (YYYY-MM-DD) it was completed, if it was. */
interface RecordedStep {
  status: StepStatus;
  completedOn: string | null;
}

/** The calendar date (YYYY-MM-DD) of an instant (ISO 8601 or a Date) in `timeZone` (IANA; UTC by default). */
export function calendarDate(at: string | Date, timeZone = 'UTC'): string {
  return localDay(typeof at === 'string' ? new Date(at) : at, timeZone);
}

/** The latest of `instants` (ISO 8601) as a calendar date in `timeZone`, or null when there is none. */
function latestDate(instants: readonly (string | null)[], timeZone: string): string | null {
  const known = instants.filter((instant): instant is string => instant !== null);
  if (known.length === 0) return null;
  return calendarDate(
    known.reduce((latest, instant) => (Date.parse(instant) > Date.parse(latest) ? instant : latest)),
    timeZone,
  );
}

const pending: RecordedStep = { status: 'pending', completedOn: null };
const inProgress: RecordedStep = { status: 'in-progress', completedOn: null };

/**
 * The status of a step that follows the records (issue 13, the API contract of Application
 * Tracking), or null for a step the support team sets:
 * - account-created: completed on the account's creation date;
 * - program-selected: completed on the enrolment date, else in progress;
 * - programme-fee-paid: pending without a programme; completed on the date the enrolled
 *   programme's fee was paid (issue 26 item 5), else in progress;
 * - documents-submitted: pending without a programme; completed when every kind the programme
 *   requires is pending or uploaded (verified), on the latest submission date; else in progress;
 * - documents-verified: pending without a programme; completed when every required kind is
 *   uploaded (verified), on the latest review date; in progress when any required kind is pending
 *   or uploaded; else pending.
 * Documents of kinds the programme does not ask for are ignored.
 */
export function recordedStep(key: StepKey, records: StudentRecords): RecordedStep | null {
  switch (key) {
    case 'account-created':
      return { status: 'completed', completedOn: calendarDate(records.accountCreatedAt, records.timeZone) };
    case 'program-selected':
      return records.enrolment
        ? { status: 'completed', completedOn: calendarDate(records.enrolment.enrolledAt, records.timeZone) }
        : inProgress;
    case 'programme-fee-paid':
      if (!records.enrolment) return pending;
      return records.feePaidAt
        ? { status: 'completed', completedOn: calendarDate(records.feePaidAt, records.timeZone) }
        : inProgress;
    case 'documents-submitted':
    case 'documents-verified': {
      const program = records.enrolment ? findProgram(records.enrolment.programId) : undefined;
      if (!program) return pending;
      const required = program.requiredDocuments.map((kind) => records.documents.find((doc) => doc.kind === kind));
      const submitted = required.filter((doc) => doc?.status === 'pending' || doc?.status === 'uploaded');
      const verified = required.filter((doc) => doc?.status === 'uploaded');
      if (key === 'documents-submitted') {
        if (submitted.length < required.length) return inProgress;
        return {
          status: 'completed',
          completedOn: latestDate(
            submitted.map((doc) => doc?.submittedAt ?? doc?.uploadedAt ?? null),
            records.timeZone,
          ),
        };
      }
      if (verified.length === required.length) {
        return {
          status: 'completed',
          completedOn: latestDate(
            verified.map((doc) => doc?.reviewedAt ?? null),
            records.timeZone,
          ),
        };
      }
      return submitted.length > 0 ? inProgress : pending;
    }
    default:
      return null;
  }
}
