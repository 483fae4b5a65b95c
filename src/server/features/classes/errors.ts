import { msg } from '../../../shared/i18n/msg';
import { AppError } from '../../errors';

/**
 * The classes feature's refusals (issue 28 item 5), each with a sentence a user can act on. A class
 * or an assignment that is not hers reads as unknown (404): its data is its instructors' and admins' only.
 */

/** 404 class_not_found: no such class, or not hers to see. */
export const classNotFound = () =>
  new AppError('class_not_found', {
    status: 404,
    message: msg('This class does not exist or is not yours. Open it from your list of classes.'),
  });

/** 400 class_code_unknown: no open class has this join code. */
export const classCodeUnknown = () =>
  new AppError('class_code_unknown', {
    status: 400,
    message: msg('No class has this code. Check the 8 letters and digits your instructor gave you and try again.'),
  });

/** 409 class_archived: the class was archived; nothing in it changes any more. */
export const classArchived = () =>
  new AppError('class_archived', {
    status: 409,
    message: msg('This class is archived. Nothing can be added to it; create a new class instead.'),
  });

/** 404 class_member_not_found: the student is not in the class. */
export const memberNotFound = () =>
  new AppError('class_member_not_found', {
    status: 404,
    message: msg('This student is not in the class any more. Reload the list of students.'),
  });

/** 404 class_invitation_not_found: no open invitation of hers with this id. */
export const invitationNotFound = () =>
  new AppError('class_invitation_not_found', {
    status: 404,
    message: msg('This invitation does not exist, was for another email address, or was already used.'),
  });

/** 404 assignment_not_found: no such assignment in her classes. */
export const assignmentNotFound = () =>
  new AppError('assignment_not_found', {
    status: 404,
    message: msg('This assignment does not exist or is not in one of your classes.'),
  });

/** 409 assignment_not_open: before its opening or after its due date. */
export const assignmentNotOpen = (message: string) => new AppError('assignment_not_open', { status: 409, message });

/** 400 form_not_assignable: a test she may not assign (another's custom test, a practice, a deleted test). */
export const formNotAssignable = () =>
  new AppError('form_not_assignable', {
    status: 400,
    message: msg(
      'You cannot assign this test. Choose one of your custom tests, a quiz or the adaptive exam from the list.',
    ),
  });
