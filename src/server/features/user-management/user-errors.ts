import type { AccountUser } from '../../../shared/account/user';
import { USER_MANAGEMENT_RESTRICTED, USER_NOT_FOUND } from '../../../shared/user-management/users';
import { AppError } from '../../errors';

/** 404 `user_not_found`: the account is unknown or was deleted. */
export const userNotFound = () => new AppError('user_not_found', { status: 404, message: USER_NOT_FOUND });

/**
 * Refuses an actor who stopped being an admin while their request was under way (another admin
 * changed their role or deleted them first): 403, as for anyone else who is not an admin.
 */
export function assertStillAdmin(admins: readonly string[], actor: AccountUser): void {
  if (!admins.includes(actor.id)) {
    throw new AppError('forbidden', { status: 403, message: USER_MANAGEMENT_RESTRICTED });
  }
}
