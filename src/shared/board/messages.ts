import { z } from 'zod/mini';
import { entityId } from '../ids';
import { pageNumber } from '../pagination';
import { noControlCharacters, visibleText } from '../text';

/**
 * Contracts of the community message board at /messages (spec §2, §3 "message_board row", §5
 * "Message board", §6 "Delete board messages", §7, §8). Anyone reads; signed-in users post and
 * report; admins delete. Text is shown as plain text, never as HTML.
 */

/** Spec §5 and §8 texts, as the page and the API say them. */
export const BOARD_LOGIN_REQUIRED = 'Please log in to post a message';
export const BOARD_FIELDS_REQUIRED = 'Please fill in all required fields';
export const BOARD_POSTED = 'Message posted successfully!';
export const BOARD_DELETED = 'Message deleted successfully';
export const BOARD_DELETE_FORBIDDEN = 'You do not have permission to delete messages';
export const BOARD_LOAD_FAILED = 'Failed to load messages';
export const BOARD_POST_FAILED = 'Failed to post message';
export const BOARD_DELETE_FAILED = 'Failed to delete message';
/** Beyond the spec: reports. */
export const BOARD_REPORTED = 'Thank you. An admin will look at this message.';
export const BOARD_MESSAGE_NOT_FOUND =
  'This message is no longer on the board. Reload the page to see the current messages.';

/** Messages per page, newest first. */
export const BOARD_PAGE_SIZE = 20;
export const BOARD_NAME_MAX = 100;
export const BOARD_EMAIL_MAX = 254;
export const BOARD_MESSAGE_MAX = 2000;
export const BOARD_REPORT_REASON_MAX = 300;

const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * Body of POST /api/board/messages (spec §5): name and message required after trimming ('Please
 * fill in all required fields'); email optional (empty means none, stored as null).
 */
export const boardMessageBodySchema = z.strictObject({
  authorName: z
    .string({ error: BOARD_FIELDS_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, BOARD_FIELDS_REQUIRED),
      visibleText(BOARD_FIELDS_REQUIRED),
      z.maxLength(BOARD_NAME_MAX, `Your name must be at most ${BOARD_NAME_MAX} characters`),
      noControlCharacters('Your name'),
    ),
  authorEmail: z._default(
    z.string({ error: INVALID_EMAIL }).check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(BOARD_EMAIL_MAX, `Email must be at most ${BOARD_EMAIL_MAX} characters`),
      z.refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL),
      noControlCharacters('Email'),
    ),
    '',
  ),
  message: z
    .string({ error: BOARD_FIELDS_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, BOARD_FIELDS_REQUIRED),
      visibleText(BOARD_FIELDS_REQUIRED),
      z.maxLength(BOARD_MESSAGE_MAX, `Your message must be at most ${BOARD_MESSAGE_MAX} characters`),
      noControlCharacters('Your message', { multiline: true }),
    ),
});
export type BoardMessageBody = z.input<typeof boardMessageBodySchema>;

/** Body of POST /api/board/messages/:messageId/report: an optional reason. */
export const boardReportBodySchema = z.strictObject({
  reason: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(BOARD_REPORT_REASON_MAX, `The reason must be at most ${BOARD_REPORT_REASON_MAX} characters`),
        noControlCharacters('The reason', { multiline: true }),
      ),
    '',
  ),
});
export type BoardReportBody = z.input<typeof boardReportBodySchema>;

/** GET /api/board/messages?page=: page from 1. */
export const boardListQuerySchema = z.object({
  page: pageNumber,
});

export const boardMessageParamsSchema = z.object({ messageId: entityId('The message id') });

/**
 * A message as the board shows it: author name, time (ISO 8601) and text. The author's email is
 * shown to admins only (null for others). `reportCount` and `reportReasons` are for admins (0 and
 * [] for others); `reportedByMe` tells a signed-in user they reported it already; `mine` marks the
 * viewer's own messages.
 */
const boardMessageSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  authorEmail: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
  reportCount: z.int(),
  reportReasons: z.array(z.string()),
});
export type BoardMessage = z.infer<typeof boardMessageSchema>;

/** One page of the board: newest first (spec §7); for admins, reported messages first. */
export const boardPageSchema = z.object({
  messages: z.array(boardMessageSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type BoardPage = z.infer<typeof boardPageSchema>;

export const boardMessageResponseSchema = z.object({ message: boardMessageSchema });
