import { msg } from '../../../../shared/i18n/msg';
import { ApiError } from '../../../lib/api-client';

/** Spec §8's toasts titled 'Error' for materials. */
export const SUBMIT_FAILED = msg('Failed to submit training material. Please try again.');
export const UNEXPECTED_ERROR = msg('An unexpected error occurred. Please try again.');
export const LOAD_FAILED = msg('Failed to load training materials.');
export const LOAD_UNEXPECTED = msg('An unexpected error occurred while loading materials.');

/** True when the server never answered (no connection, timeout): spec §8's "unexpected" texts, not "Failed to ...". */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}
