import { assignmentBodySchema, assignmentDatesBodySchema } from '../../../../shared/classes/schemas';
import { wallTime, zonedWallTimeToInstant } from '../../../../shared/time/zones';
import { translateText } from '../../../i18n/i18n';
import { displayTimeZone } from '../../../lib/format';

/** The assignment dialog's fields: the dates as a datetime-local input holds them, in the user's time zone. */
export interface AssignmentFormValues {
  formId: string;
  title: string;
  opensAt: string;
  dueAt: string;
}

/** A datetime-local value as an ISO instant in the user's time zone ('' when it is not a date). */
export function localToIso(local: string): string {
  const instant = zonedWallTimeToInstant(local, displayTimeZone());
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** An ISO instant as a datetime-local value in the user's time zone. */
export function isoToLocal(iso: string): string {
  return wallTime(new Date(iso), displayTimeZone());
}

/** New assignment defaults: opens now (to the hour), due in 7 days. */
export function defaultAssignmentValues(now: Date = new Date()): AssignmentFormValues {
  const opens = new Date(now);
  opens.setMinutes(0, 0, 0);
  return {
    formId: '',
    title: '',
    opensAt: wallTime(opens, displayTimeZone()),
    dueAt: wallTime(new Date(opens.getTime() + 7 * 86_400_000), displayTimeZone()),
  };
}

/**
 * Checks the dialog's values with the shared schema (the whole body, or the dates only when
 * `datesOnly`): the field errors by name, the first sentence of each.
 */
export function validateAssignment(values: AssignmentFormValues, datesOnly = false): Record<string, string> {
  const dates = { opensAt: localToIso(values.opensAt), dueAt: localToIso(values.dueAt) };
  const parsed = datesOnly
    ? assignmentDatesBodySchema.safeParse(dates)
    : assignmentBodySchema.safeParse({ formId: values.formId, title: values.title, ...dates });
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'dueAt');
    errors[field] ??= translateText(issue.message);
  }
  return errors;
}
