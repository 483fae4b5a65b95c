import { msg } from '../../../../shared/i18n/msg';
import type { MaterialStatusFilter } from '../../../../shared/materials/materials';

/** Spec §8's toasts titled 'Error' for the review. */
export const LOAD_REVIEW_FAILED = msg('Failed to load training materials for review.');
export const REVIEW_FAILED = msg('Failed to update material status. Please try again.');

/** What an empty list says, by filter (spec §9 status filter). */
export const EMPTY_REVIEW_TEXT: Record<MaterialStatusFilter, string> = {
  all: msg('No training materials have been submitted yet.'),
  pending: msg('No materials to review.'),
  approved: msg('No approved materials yet.'),
  rejected: msg('No rejected materials.'),
};

/** The filter's labels, in the spec's order. */
export const FILTER_LABELS: Record<MaterialStatusFilter, string> = {
  all: msg('All'),
  pending: msg('Pending'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
};
