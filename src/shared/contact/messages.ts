import { z } from 'zod/mini';
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
