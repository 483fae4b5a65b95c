import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { noControlCharacters, visibleText } from '../text';

const field = (required: string, label: string, max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      visibleText(required),
      z.maxLength(max, msg('{{label}} must be at most {{max}} characters', { label, max })),
      noControlCharacters(label, options),
    );

/** Body of POST /api/contact (spec §2 "Contact", §3 "Forms: contact", §5: all four fields required). */
export const contactMessageBodySchema = z.strictObject({
  name: field(msg('Full name is required'), msg('Full name'), 100),
  email: z.string({ error: msg('Email address is required') }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, msg('Email address is required')),
    z.maxLength(254, msg('Email address must be at most 254 characters')),
    z.refine(
      (value) => value.length === 0 || z.email().safeParse(value).success,
      msg('Please enter a valid email address'),
    ),
    noControlCharacters(msg('Email address')),
  ),
  subject: field(msg('Subject is required'), msg('Subject'), 150),
  message: field(msg('Message is required'), msg('Message'), 5000, { multiline: true }),
});

export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;
