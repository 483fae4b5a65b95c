import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import { REPLY_NOT_SENT, REPLY_NOT_SENT_NO_EMAIL } from '../../../shared/conversations/conversations';
import { FORMAT_LOCALES, type LanguageCode } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import { formatDateTimeIn } from '../../../shared/time/zones';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { translator } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import { findUserContacts, getLanguage } from '../account/service';
import { sendUserNotification } from '../reminders/service';

/** Where the student reads and answers the conversation `conversationId`: PUBLIC_URL/communication?conversation=<id>. */
function conversationLink(publicUrl: string, conversationId: string): string {
  return `${publicUrl}${paths.communication.href({ conversation: conversationId })}`;
}

/** The email of a support reply in `t`'s language: a greeting, who answered, the reply (as written), and the link to the conversation. */
function supportReplyEmailText(
  t: TFunction,
  {
    studentFirstName,
    signature,
    reply,
    link,
  }: {
    studentFirstName: string;
    signature: string;
    reply: string;
    link: string;
  },
): string {
  return [
    t('Hello {{firstName}},', { firstName: studentFirstName }),
    '',
    t('{{signature}} replied to your message:', { signature }),
    '',
    reply,
    '',
    t('Read the whole conversation and answer in your Communication Center: {{link}}', { link }),
    '',
  ].join('\n');
}

/**
 * Emails the student of `conversation` the support reply `reply` signed `signature` (issue 13: new
 * messages from support also go by email), subject "Re: <subject>", with the link to the
 * conversation, unless her emailNotifications setting is off (issue 25 item 6: sendUserNotification),
 * with a one-click unsubscribe. Call it after the reply committed: a failure is logged and swallowed, the reply
 * stays (the student still sees it in the Communication Center).
 */
export async function emailSupportReply(
  db: Database,
  {
    conversation,
    signature,
    reply,
  }: { conversation: { id: string; studentId: string; subject: string }; signature: string; reply: string },
  { mailer, log, publicUrl }: { mailer: Mailer; log: FastifyBaseLogger; publicUrl: string },
): Promise<void> {
  try {
    const student = (await findUserContacts(db, [conversation.studentId])).get(conversation.studentId);
    if (!student) return;
    // In her interface language (issue 29 item 4); the reply itself is as support wrote it.
    const t = translator(await getLanguage(db, conversation.studentId));
    // Her emailNotifications setting decides (issue 25 item 6); the reply stays in the Communication Center either way.
    await sendUserNotification(db, { mailer, publicUrl, log }, conversation.studentId, {
      to: student.email,
      subject: t('Re: {{subject}}', { subject: conversation.subject }),
      text: supportReplyEmailText(t, {
        studentFirstName: student.firstName,
        signature,
        reply,
        link: conversationLink(publicUrl, conversation.id),
      }),
    });
  } catch (error) {
    log.error({ err: error, conversationId: conversation.id }, 'a support reply could not be emailed to the student');
  }
}

/** How much of the visitor's message the reply's email quotes, in characters. */
const QUOTE_MAX = 500;

/** The email of a reply to a visitor: the reply, then when she wrote (UTC, named, in her `language`) and the first QUOTE_MAX characters of her message, quoted. */
function visitorReplyEmailText(
  reply: string,
  original: { name: string; body: string; createdAt: Date },
  signature: string,
  language: LanguageCode,
): string {
  const excerpt = original.body.length > QUOTE_MAX ? `${original.body.slice(0, QUOTE_MAX).trimEnd()}…` : original.body;
  const quoted = excerpt
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
  // A visitor has no time zone setting: the time is in UTC, and the email says so (issue 25 item 7).
  const sent = formatDateTimeIn(original.createdAt, 'UTC', { zoneName: true, locale: FORMAT_LOCALES[language] });
  const wrote = translator(language)('On {{sent}}, {{name}} wrote to Nightingale:', { sent, name: original.name });
  return `${reply}\n\n${signature}\n\n${wrote}\n${quoted}\n`;
}

/**
 * Emails a visitor (a contact-form sender without an account; issue 23) support's reply `reply`
 * signed `signature`, to `visitor.email`, subject "Re: <subject>", quoting her first message. The
 * email is the only way she reads it, so a failure is refused: 502 reply_not_sent (REPLY_NOT_SENT),
 * logged; and when email is not configured (the mailer did not deliver: no SMTP_URL, no development
 * outbox) 502 reply_not_sent (REPLY_NOT_SENT_NO_EMAIL). The caller stores nothing then.
 */
export async function emailVisitorReply(
  {
    visitor,
    subject,
    original,
    signature,
    reply,
  }: {
    /** `language`: the one her contact form was sent in (issue 29). */
    visitor: { name: string; email: string; language: LanguageCode };
    subject: string;
    original: { body: string; createdAt: Date } | null;
    signature: string;
    reply: string;
  },
  { mailer, log, conversationId }: { mailer: Mailer; log: FastifyBaseLogger; conversationId: string },
): Promise<void> {
  const text = original
    ? visitorReplyEmailText(reply, { name: visitor.name, ...original }, signature, visitor.language)
    : `${reply}\n\n${signature}\n`;
  let delivered: boolean;
  try {
    ({ delivered } = await mailer.send({
      to: visitor.email,
      subject: translator(visitor.language)('Re: {{subject}}', { subject }),
      text,
    }));
  } catch (error) {
    log.error({ err: error, conversationId }, 'the reply to a visitor could not be emailed');
    throw new AppError('reply_not_sent', { status: 502, message: REPLY_NOT_SENT });
  }
  if (!delivered) throw new AppError('reply_not_sent', { status: 502, message: REPLY_NOT_SENT_NO_EMAIL });
}
