import { z } from 'zod/mini';
import { entityId } from '../ids';
import { pageNumber } from '../pagination';
import { noControlCharacters, visibleText } from '../text';

const field = (required: string, label: string, max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      visibleText(required),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      noControlCharacters(label, options),
    );

/** Body of POST /api/contact (spec §2 "Contact", §3 "Forms: contact", §5: all four fields required). */
export const contactMessageBodySchema = z.strictObject({
  name: field('Full name is required', 'Full name', 100),
  email: z.string({ error: 'Email address is required' }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email address is required'),
    z.maxLength(254, 'Email address must be at most 254 characters'),
    z.refine((value) => value.length === 0 || z.email().safeParse(value).success, 'Please enter a valid email address'),
    noControlCharacters('Email address'),
  ),
  subject: field('Subject is required', 'Subject', 150),
  message: field('Message is required', 'Message', 5000, { multiline: true }),
});

export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** The inbox's pages (admins): messages per page, newest first. */
export const INBOX_PAGE_SIZE = 20;
export const CONTACT_MESSAGE_NOT_FOUND =
  'This message is no longer in the inbox. Reload the inbox to see the current messages.';
export const REPLY_REQUIRED = 'Please write a reply before sending.';
export const REPLY_MAX = 5000;
/** What the admin sees once a reply went out. */
export const REPLY_SENT = 'Reply sent by email.';

/** A reply an admin sent by email. */
const contactReplySchema = z.object({
  id: z.string(),
  adminName: z.string(),
  message: z.string(),
  sentAt: z.string(),
});

/**
 * A received message in the admin's inbox (issue 12): newest first, read once an admin marked or
 * opened it (`readAt`, ISO 8601), with the replies sent to it.
 */
const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/contact-messages?page=&status=: one page of the inbox, with the unread count. */
export const INBOX_FILTERS = ['all', 'unread'] as const;
export const inboxQuerySchema = z.object({
  status: z._default(z.enum(INBOX_FILTERS, { error: 'Choose all or unread.' }), 'all'),
  page: pageNumber,
});

export const contactMessagesResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.int(),
  unread: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type ContactInbox = z.infer<typeof contactMessagesResponseSchema>;

export const contactMessageParamsSchema = z.object({ messageId: entityId('The message id') });

/** Body of PUT /api/admin/contact-messages/:messageId/read: mark read (true) or unread (false). */
export const contactReadBodySchema = z.strictObject({ read: z.boolean({ error: 'Say whether the message is read.' }) });

/** Body of POST /api/admin/contact-messages/:messageId/replies: the reply's text, sent by email to the sender. */
export const contactReplyBodySchema = z.strictObject({
  message: z
    .string({ error: REPLY_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REPLY_REQUIRED),
      visibleText(REPLY_REQUIRED),
      z.maxLength(REPLY_MAX, `The reply must be at most ${REPLY_MAX} characters`),
      noControlCharacters('The reply', { multiline: true }),
    ),
});
export type ContactReplyBody = z.input<typeof contactReplyBodySchema>;

export const contactMessageResponseSchema = z.object({ message: contactMessageSchema });
