import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { pageNumber } from '../pagination';
import { noControlCharacters, visibleText } from '../text';

/**
 * Contracts of the community message board at /messages (spec §2, §3 "message_board row", §5
 * "Message board", §6 "Delete board messages", §7, §8). Anyone reads; signed-in users post and
 * report; admins delete. Text is shown as plain text, never as HTML.
 */

/** Spec §5 and §8 texts, as the page and the API say them. */
export const BOARD_LOGIN_REQUIRED = msg('Please log in to post a message');
export const BOARD_FIELDS_REQUIRED = msg('Please fill in all required fields');
export const BOARD_POSTED = msg('Message posted successfully!');
export const BOARD_DELETED = msg('Message deleted successfully');
export const BOARD_DELETE_FORBIDDEN = msg('You do not have permission to delete messages');
export const BOARD_LOAD_FAILED = msg('Failed to load messages');
export const BOARD_POST_FAILED = msg('Failed to post message');
export const BOARD_DELETE_FAILED = msg('Failed to delete message');
/** Beyond the spec: reports. */
export const BOARD_REPORTED = msg('Thank you. An admin will look at this message.');
export const BOARD_MESSAGE_NOT_FOUND = msg(
  'This message is no longer on the board. Reload the page to see the current messages.',
);

/** Issue 27 item 6: replies, own deletions, account names. */
export const BOARD_REPLY_POSTED = msg('Reply posted.');
export const BOARD_REPLY_FAILED = msg('Failed to post reply');
export const BOARD_DELETE_OWN_FORBIDDEN = msg('You can delete only your own messages and replies.');
export const BOARD_NAME_LOCKED = msg('Messages carry the name of your account, so everyone knows who wrote them.');
export const BOARD_ACCOUNT_NAME_MISSING = msg(
  'Your account has no name to show with your message. Add your first and last name in your profile, then post again.',
);
/** An author deleting her thread under which others replied (409 board_thread_has_replies). */
export const BOARD_THREAD_HAS_REPLIES = msg(
  'Others have replied to this message, so it stays on the board for them. You can still delete your own replies.',
);
export const BOARD_THREAD_FULL = msg(
  'This thread has reached its limit of replies. Post a new message to carry on the conversation.',
);

/** Messages per page, newest first. */
export const BOARD_PAGE_SIZE = 20;
export const BOARD_NAME_MAX = 100;
export const BOARD_EMAIL_MAX = 254;
export const BOARD_MESSAGE_MAX = 2000;
export const BOARD_REPORT_REASON_MAX = 300;
/** Replies a thread takes at most (409 board_thread_full past it). */
export const BOARD_REPLIES_MAX = 100;

/** Roles that carry a badge beside the author's name (issue 27 item 6), with the badge's word. */
export const BOARD_BADGES = ['trainer', 'admin'] as const;
export type BoardBadge = (typeof BOARD_BADGES)[number];
export const BOARD_BADGE_LABELS: Record<BoardBadge, string> = { trainer: msg('Trainer'), admin: msg('Admin') };

/** The badge of an account's role: 'trainer', 'admin', or null for students and instructors. */
export function badgeOf(role: string): BoardBadge | null {
  return (BOARD_BADGES as readonly string[]).includes(role) ? (role as BoardBadge) : null;
}

const INVALID_EMAIL = msg('Please enter a valid email address');

/** The message text of a post or a reply: required after trimming, at most BOARD_MESSAGE_MAX characters. */
const messageText = z
  .string({ error: BOARD_FIELDS_REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, BOARD_FIELDS_REQUIRED),
    visibleText(BOARD_FIELDS_REQUIRED),
    z.maxLength(BOARD_MESSAGE_MAX, msg('Your message must be at most {{max}} characters', { max: BOARD_MESSAGE_MAX })),
    noControlCharacters(msg('Your message'), { multiline: true }),
  );

/**
 * Body of POST /api/board/messages (spec §5): message required after trimming ('Please fill in all
 * required fields'); email optional (empty means none, stored as null). `authorName` is accepted
 * for older clients and ignored (issue 27 item 6): the server takes the name from the account, so
 * a body naming someone else changes nothing. The spec's "name required" rule applies to the
 * account's name (400 board_account_name_missing when it is blank).
 */
export const boardMessageBodySchema = z.strictObject({
  authorName: z.optional(
    z
      .string()
      .check(z.maxLength(BOARD_NAME_MAX, msg('Your name must be at most {{max}} characters', { max: BOARD_NAME_MAX }))),
  ),
  authorEmail: z._default(
    z.string({ error: INVALID_EMAIL }).check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(BOARD_EMAIL_MAX, msg('Email must be at most {{max}} characters', { max: BOARD_EMAIL_MAX })),
      z.refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL),
      noControlCharacters(msg('Email')),
    ),
    '',
  ),
  message: messageText,
});
export type BoardMessageBody = z.input<typeof boardMessageBodySchema>;

/**
 * Body of POST /api/board/messages/:messageId/replies (issue 27 item 6): the reply's text, required
 * after trimming and at most BOARD_MESSAGE_MAX characters; the name is the account's.
 */
export const boardReplyBodySchema = z.strictObject({ message: messageText });
export type BoardReplyBody = z.input<typeof boardReplyBodySchema>;

/** Body of POST /api/board/messages/:messageId/report: an optional reason. */
export const boardReportBodySchema = z.strictObject({
  reason: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          BOARD_REPORT_REASON_MAX,
          msg('The reason must be at most {{max}} characters', { max: BOARD_REPORT_REASON_MAX }),
        ),
        noControlCharacters(msg('The reason'), { multiline: true }),
      ),
    '',
  ),
});
export type BoardReportBody = z.input<typeof boardReportBodySchema>;

/** GET /api/board/messages?page=: page from 1. */
export const boardListQuerySchema = z.object({
  page: pageNumber,
});

export const boardMessageParamsSchema = z.object({ messageId: entityId(msg('The message id')) });

/**
 * A message as the board shows it: author name, the author's badge ('trainer', 'admin' or null;
 * issue 27 item 6), time (ISO 8601) and text; `parentId` is the thread's first message for a reply,
 * null for a thread. The author's email is shown to admins only (null for others). `reportCount` and `reportReasons` are for admins (0 and
 * [] for others); `reportedByMe` tells a signed-in user they reported it already; `mine` marks the
 * viewer's own messages.
 */
const boardMessageSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  authorBadge: z.nullable(z.enum(BOARD_BADGES)),
  authorEmail: z.nullable(z.string()),
  parentId: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
  reportCount: z.int(),
  reportReasons: z.array(z.string()),
});
export type BoardMessage = z.infer<typeof boardMessageSchema>;

/** A thread: its first message with its replies, oldest first (issue 27 item 6). */
const boardThreadSchema = z.extend(boardMessageSchema, { replies: z.array(boardMessageSchema) });
export type BoardThread = z.infer<typeof boardThreadSchema>;

/**
 * One page of the board: threads newest first by their first message (spec §7), each with all its
 * replies oldest first; for admins, threads with a reported message or reply first. `total` counts
 * threads.
 */
export const boardPageSchema = z.object({
  messages: z.array(boardThreadSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type BoardPage = z.infer<typeof boardPageSchema>;

export const boardMessageResponseSchema = z.object({ message: boardMessageSchema });
