import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** An email to send: plain text, one recipient. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends email by SMTP when `smtpUrl` is set (any provider: smtp://user:password@host:587);
 * otherwise writes each message to the log, so a reset link can be read there in development.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  logger: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (mail) => {
        logger.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'email (no SMTP_URL configured, so logged)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject }, 'email sent');
    },
  };
}
