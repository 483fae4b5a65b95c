import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** An email to send: plain text, one recipient. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Extra header lines, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post` on
   * notification and reminder emails (issue 25 item 6).
   */
  headers?: Record<string, string>;
  /** Files sent with it, e.g. a booked session's calendar file (issue 27 item 3); nodemailer's shape. */
  attachments?: MailAttachment[];
}

/** A text file attached to an email: its name, its content and its MIME type. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * What became of a sent email: `delivered` true when it went out by SMTP or was written to the
 * development outbox (MAIL_OUTBOX_DIR), false when email is not configured and nothing was sent.
 */
export interface MailResult {
  delivered: boolean;
}

export interface Mailer {
  /** Sends `mail`; resolves whether it was delivered (see MailResult), rejects when SMTP fails. */
  send(mail: Mail): Promise<MailResult>;
}

/**
 * Sends email by SMTP when `smtpUrl` is set (any provider: smtp://user:password@host:587).
 * Otherwise nothing is sent: the log says so, to whom and why, never the message's text (it may
 * hold a live reset link). With `outboxDir` (MAIL_OUTBOX_DIR, development only, refused in
 * production by loadConfig) each unsent message is also written whole to a file there
 * (`<time>-<id>.txt`, readable by the server's user only), so a reset link can be opened on a
 * computer without a mail server. `send` resolves `{ delivered }`: true by SMTP or to the outbox,
 * false when nothing was sent (callers for whom the email is the only copy refuse then).
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir?: string | undefined },
  logger: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    const { outboxDir } = options;
    return {
      send: async (mail) => {
        const file = outboxDir ? await writeToOutbox(outboxDir, mail) : undefined;
        logger.info(
          { to: mail.to, subject: mail.subject, ...(file ? { outboxFile: file } : {}) },
          file ? 'email not sent (no SMTP_URL); written to MAIL_OUTBOX_DIR' : 'email not sent: no SMTP_URL configured',
        );
        return { delivered: file !== undefined };
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject }, 'email sent');
      return { delivered: true };
    },
  };
}

/** Writes `mail` as a text file in `dir` (created if missing, mode 0600); answers the file's path. */
async function writeToOutbox(dir: string, mail: Mail): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.txt`);
  const extra = Object.entries(mail.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\n`)
    .join('');
  const attached = (mail.attachments ?? [])
    .map(
      (attachment) =>
        `\n--- attachment ${attachment.filename} (${attachment.contentType}) ---\n${attachment.content}\n`,
    )
    .join('');
  await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n${extra}\n${mail.text}\n${attached}`, {
    mode: 0o600,
  });
  return file;
}
