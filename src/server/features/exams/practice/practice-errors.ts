import { msg } from '../../../../shared/i18n/msg';
import { AppError } from '../../../errors';

/** 409 attempt_suspended: an answer, a check or a submission of a suspended practice (issue 25 item 1). */
export const attemptSuspended = () =>
  new AppError('attempt_suspended', {
    status: 409,
    message: msg('This practice is suspended and its clock is stopped. Resume it from the Training Center to go on.'),
  });
