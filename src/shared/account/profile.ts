import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { isCalendarDate, noControlCharacters, visibleText } from '../text';

/** Countries of the profile form (spec §3 "Profile form"). */
export const COUNTRIES = [
  msg('United States') as 'United States',
  msg('Canada') as 'Canada',
  msg('United Kingdom') as 'United Kingdom',
  msg('Australia') as 'Australia',
  msg('India') as 'India',
  msg('Philippines') as 'Philippines',
  msg('Nigeria') as 'Nigeria',
  msg('Other') as 'Other',
] as const;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: msg('{{label}} must be text.', { label }) })
    .check(
      z.trim(),
      z.maxLength(max, msg('{{label}} must be at most {{max}} characters', { label, max })),
      noControlCharacters(label),
    );

const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, msg('{{label}} is required', { label })),
      visibleText(msg('{{label}} is required', { label })),
      z.maxLength(100, msg('{{label}} must be at most 100 characters', { label })),
      noControlCharacters(label),
    );

/**
 * The profile (spec §3 "Profile form"). Empty optional text is stored as null and shown as ''.
 * `dateOfBirth` is an ISO date (YYYY-MM-DD) or ''. The email is shown but changed only by support.
 */
export const profileSchema = z.object({
  firstName: name(msg('First name')),
  lastName: name(msg('Last name')),
  email: z.string(),
  phone: optionalText(msg('Phone'), 40),
  address: optionalText(msg('Address'), 300),
  country: z.union([z.enum(COUNTRIES), z.literal('')], msg('Choose a country from the list')),
  dateOfBirth: z.string().check(
    z.refine((value) => value === '' || isCalendarDate(value), msg('Date of birth must be a date like 1995-04-23')),
    z.refine(
      (value) => !isCalendarDate(value) || Date.parse(value) < Date.now(),
      msg('Date of birth must be in the past'),
    ),
  ),
  nursingLicense: optionalText(msg('Nursing license'), 60),
});

export type Profile = z.infer<typeof profileSchema>;

/** Body of PUT /api/account/profile: everything but the email. */
export const profileUpdateSchema = z.strictObject({
  firstName: profileSchema.shape.firstName,
  lastName: profileSchema.shape.lastName,
  phone: profileSchema.shape.phone,
  address: profileSchema.shape.address,
  country: profileSchema.shape.country,
  dateOfBirth: profileSchema.shape.dateOfBirth,
  nursingLicense: profileSchema.shape.nursingLicense,
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
