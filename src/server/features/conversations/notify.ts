import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../../shared/paths';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { findUserContacts } from '../account/service';

/** Where the student reads and answers the conversation `conversationId`: PUBLIC_URL/communication?conversation=<id>. */
function conversationLink(publicUrl: string, conversationId: string): string {
  return `${publicUrl}${paths.communication.href({ conversation: conversationId })}`;
}

/** The email of a support reply: a greeting, who answered, the reply, and the link to the conversation. */
function supportReplyEmailText({
  studentFirstName,
  signature,
  reply,
  link,
}: {
  studentFirstName: string;
  signature: string;
  reply: string;
  link: string;
}): string {
  return [
    `Hello ${studentFirstName},`,
    '',
    `${signature} replied to your message:`,
    '',
    reply,
    '',
    `Read the whole conversation and answer in your Communication Center: ${link}`,
    '',
  ].join('\n');
}

/**
 * Emails the student of `conversation` the support reply `reply` signed `signature` (issue 13: new
 * messages from support also go by email), subject "Re: <subject>", with the link to the
 * conversation. Call it after the reply committed: a failure is logged and swallowed, the reply
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
    await mailer.send({
      to: student.email,
      subject: `Re: ${conversation.subject}`,
      text: supportReplyEmailText({
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
