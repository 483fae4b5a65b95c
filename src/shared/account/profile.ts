import { z } from 'zod/mini';
import { isCalendarDate, noControlCharacters, visibleText } from '../text';

/** Countries of the profile form (spec §3 "Profile form"). */
export const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'India',
  'Philippines',
  'Nigeria',
  'Other',
] as const;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), noControlCharacters(label));

const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      visibleText(`${label} is required`),
      z.maxLength(100, `${label} must be at most 100 characters`),
      noControlCharacters(label),
    );

/**
 * The profile (spec §3 "Profile form"). Empty optional text is stored as null and shown as ''.
 * `dateOfBirth` is an ISO date (YYYY-MM-DD) or ''. The email is shown but changed only by support.
 */
export const profileSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string(),
  phone: optionalText('Phone', 40),
  address: optionalText('Address', 300),
  country: z.union([z.enum(COUNTRIES), z.literal('')], 'Choose a country from the list'),
  dateOfBirth: z.string().check(
    z.refine((value) => value === '' || isCalendarDate(value), 'Date of birth must be a date like 1995-04-23'),
    z.refine((value) => !isCalendarDate(value) || Date.parse(value) < Date.now(), 'Date of birth must be in the past'),
  ),
  nursingLicense: optionalText('Nursing license', 60),
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
