import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { pageNumber } from '../pagination';
import { noControlCharacters, visibleText } from '../text';

/**
 * The Communication Center at /communication (spec §2, §3 "messages (subject, sender, status
 * unread/read)", §4 "Message read / unread", §5 "A reply in the communication centre needs
 * non-blank text"; issue 13): conversations between a student and the support team (admins), who
 * answer from a shared inbox. A conversation is unread for the student while a message from
 * support is unread; it waits for a reply while its last message is the student's.
 */

/** Texts of the page and the API. */
export const MESSAGE_REQUIRED = msg('Please write a message before sending.');
export const SUBJECT_REQUIRED = msg('Please enter a subject.');
export const CONVERSATION_NOT_FOUND = msg('This conversation does not exist or is not yours.');
export const CONVERSATION_STARTED = msg('Your message has been sent. Our support team answers within 24 hours.');
export const REPLY_SENT = msg('Reply sent.');
export const CONVERSATIONS_EMPTY = msg(
  'No conversations yet. Ask our support team a question and it will appear here.',
);
export const SUPPORT_INBOX_EMPTY = msg('No conversations are waiting for a reply.');
/** Issue 23: what the queue and the student read about a closed conversation. */
export const CONVERSATION_CLOSED = msg(
  'This conversation is closed. A reply is kept here without reopening it; tick “I still need help” to reopen it.',
);
export const CONVERSATION_CLOSED_TOAST = msg('Conversation closed.');
export const CONVERSATION_REOPENED_TOAST = msg('Conversation reopened.');
export const NOTE_ADDED = msg('Note added. Only the support team can read it.');
export const NOTE_REQUIRED = msg('Please write a note before adding it.');
/** What an admin reads when the reply to a visitor could not be emailed (502); nothing was stored. */
export const REPLY_NOT_SENT = msg('The reply could not be sent by email. Please try again in a few minutes.');
/** 502 reply_not_sent when the server has no email configured: a visitor's reply cannot reach her (issue 23). */
export const REPLY_NOT_SENT_NO_EMAIL = msg(
  'Email is not configured on this server (SMTP_URL is not set), so nothing was sent and the reply was not saved. Set up email, then send the reply again.',
);
/** How support messages are signed to the student. */
export const SUPPORT_TEAM_NAME = msg('Nightingale Support');

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

const messageText = z
  .string({ error: MESSAGE_REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, MESSAGE_REQUIRED),
    visibleText(MESSAGE_REQUIRED),
    z.maxLength(MESSAGE_MAX, msg('Your message must be at most {{max}} characters.', { max: MESSAGE_MAX })),
    noControlCharacters(msg('Your message'), { multiline: true }),
  );

/** Body of POST /api/conversations (a student opens a conversation; also the /support form). */
export const newConversationBodySchema = z.strictObject({
  subject: z
    .string({ error: SUBJECT_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, SUBJECT_REQUIRED),
      visibleText(SUBJECT_REQUIRED),
      z.maxLength(SUBJECT_MAX, msg('The subject must be at most {{max}} characters.', { max: SUBJECT_MAX })),
      noControlCharacters(msg('The subject')),
    ),
  message: messageText,
});
export type NewConversationBody = z.input<typeof newConversationBodySchema>;

/** Body of a reply, the student's or support's (spec §5: non-blank text). */
export const replyBodySchema = z.strictObject({ message: messageText });
export type ReplyBody = z.input<typeof replyBodySchema>;

/**
 * Body of a student's reply: the text and, for a closed conversation, whether to reopen it ("I
 * still need help"; issue 23). Without `reopen` a reply to a closed conversation is kept and the
 * conversation stays closed (a "thank you" does not put it back in the queue).
 */
export const studentReplyBodySchema = z.strictObject({
  message: messageText,
  reopen: z.optional(z.boolean({ error: msg('Say whether to reopen the conversation.') })),
});
export type StudentReplyBody = z.input<typeof studentReplyBodySchema>;

/** Body of an internal note (support only; issue 23). */
export const noteBodySchema = z.strictObject({
  message: z
    .string({ error: NOTE_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, NOTE_REQUIRED),
      visibleText(NOTE_REQUIRED),
      z.maxLength(MESSAGE_MAX, msg('Your note must be at most {{max}} characters.', { max: MESSAGE_MAX })),
      noControlCharacters(msg('Your note'), { multiline: true }),
    ),
});
export type NoteBody = z.input<typeof noteBodySchema>;

export const conversationParamsSchema = z.object({ conversationId: entityId(msg('The conversation id')) });

/** One message: who wrote it (support's are signed SUPPORT_TEAM_NAME with the admin's first name), text, time (ISO 8601). */
const conversationMessageSchema = z.object({
  id: z.string(),
  fromSupport: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When the recipient read it: the student for support's messages; null while unread. */
  readAt: z.nullable(z.string()),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A conversation in a list: subject, the student, the last message's sender and time, and its state. */
const conversationSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** The student, or for a visitor's contact-form message (no account: answered by email) `id` null. */
  student: z.object({ id: z.nullable(z.string()), name: z.string(), email: z.string() }),
  /** Where it started: the Communication Center (or Help Center), or the contact form. */
  source: z.enum(['communication', 'contact']),
  /** Who wrote the last message: SUPPORT_TEAM_NAME's signature or the student's name. */
  lastSender: z.string(),
  lastMessageAt: z.string(),
  /** The start of the last message, at most 160 characters. */
  preview: z.string(),
  messageCount: z.int(),
  /** For the student: a message from support is unread. */
  unread: z.boolean(),
  /** For support: an answer is owed (the student wrote last and it is not closed). */
  waitingForReply: z.boolean(),
  /** When support closed it (ISO 8601); null while open. */
  closedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A conversation with its messages, oldest first. */
const conversationSchema = z.object({
  ...conversationSummarySchema.shape,
  messages: z.array(conversationMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
export const conversationMessageResponseSchema = z.object({ message: conversationMessageSchema });

/** Answer of GET /api/conversations: the student's own conversations, latest activity first. */
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });

/** Answer of GET /api/conversations/unread-count: the menu's badge (students: unread; admins: waiting for a reply). */
export const unreadCountSchema = z.object({ count: z.int() });

/** Filter of the support queue: waiting for a reply (default), open (not closed), closed, or all. */
export const SUPPORT_INBOX_FILTERS = ['waiting', 'open', 'closed', 'all'] as const;
export const supportInboxQuerySchema = z.object({
  status: z._default(
    z.enum(SUPPORT_INBOX_FILTERS, { error: msg('status must be waiting, open, closed or all.') }),
    'waiting',
  ),
  page: pageNumber,
});
export const SUPPORT_INBOX_PAGE_SIZE = 20;

/** An internal note: support only, never in a student's answers. */
const supportNoteSchema = z.object({ id: z.string(), authorName: z.string(), body: z.string(), createdAt: z.string() });
export type SupportNote = z.infer<typeof supportNoteSchema>;

/** Answer of GET /api/admin/conversations/:id (and close, reopen): the conversation and its internal notes, oldest first. */
export const supportConversationResponseSchema = z.object({
  conversation: conversationSchema,
  notes: z.array(supportNoteSchema),
});
export type SupportConversation = z.infer<typeof supportConversationResponseSchema>;
export const supportNoteResponseSchema = z.object({ note: supportNoteSchema });

/**
 * Answer of GET /api/admin/conversations/:id/student: beside the thread, the student's programme
 * (its id and when she chose it; null before choosing, or for a visitor) and her documents
 * (kind, status, when uploaded), oldest first; none for a visitor.
 */
export const supportStudentContextSchema = z.object({
  enrolment: z.nullable(z.object({ programId: z.string(), enrolledAt: z.string() })),
  documents: z.array(z.object({ id: z.string(), kind: z.string(), status: z.string(), uploadedAt: z.string() })),
});
export type SupportStudentContext = z.infer<typeof supportStudentContextSchema>;

/** Answer of GET /api/admin/conversations: waiting first (oldest wait first), then open, then closed, each by latest activity. */
export const supportInboxSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  waiting: z.int(),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type SupportInbox = z.infer<typeof supportInboxSchema>;
