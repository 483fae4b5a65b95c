import { msg } from '../../../../shared/i18n/msg';
import { AppError } from '../../../errors';
import type { AttemptWithForm } from '../views';

/** 404 attempt_not_found: unknown, or another user's (which must not be told apart). */
export const attemptNotFound = () =>
  new AppError('attempt_not_found', {
    status: 404,
    message: msg('This exam attempt does not exist. Start a new test.'),
  });

/** 409 for a change to an attempt no longer in progress: attempt_submitted, attempt_abandoned or time_up. */
export function closedAttemptError(row: AttemptWithForm): AppError {
  if (row.status === 'submitted') {
    return new AppError('attempt_submitted', {
      status: 409,
      message: msg('This exam has already been submitted; its answers can no longer change.'),
    });
  }
  if (row.status === 'abandoned') {
    return new AppError('attempt_abandoned', {
      status: 409,
      message: msg('You exited this exam, so its answers were discarded. Start the test again.'),
    });
  }
  return new AppError('time_up', {
    status: 409,
    message: msg('Time is up for this exam; answers can no longer change. Submit it to see your result.'),
  });
}

/** 503 question_bank_too_small: the bank holds fewer items than the form asks. */
export const questionBankTooSmall = (formTitle: string) =>
  new AppError('question_bank_too_small', {
    status: 503,
    message: msg(
      'The {{formTitle}} test is not available right now because the question bank is being updated. Please try again later.',
      { formTitle },
    ),
  });

/**
 * 409 adaptive_only for an adaptive attempt reached through the fixed tests' endpoints: the
 * adaptive test is read, answered and ended only through /api/exams/adaptive (its server decides
 * when it ends). Returns nothing for any other attempt.
 */
export function refuseAdaptive(row: Pick<AttemptWithForm, 'formKind' | 'formTitle'>): void {
  if (row.formKind !== 'adaptive') return;
  throw new AppError('adaptive_only', {
    status: 409,
    message: msg(
      'The {{formTitle}} is an adaptive test: open it from the Adaptive NCLEX page of the Training Center.',
      { formTitle: row.formTitle },
    ),
  });
}
