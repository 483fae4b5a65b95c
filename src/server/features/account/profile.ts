import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../shared/account/profile';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { userProfiles, users } from './tables';

const orNull = (value: string) => (value === '' ? null : value);

/** The profile of `userId` (spec §3 "Profile form"); missing optional fields are ''. Errors: 404. */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: userProfiles.phone,
      address: userProfiles.address,
      country: userProfiles.country,
      dateOfBirth: userProfiles.dateOfBirth,
      nursingLicense: userProfiles.nursingLicense,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('user_not_found', { status: 404, message: msg('This account no longer exists.') });
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    address: row.address ?? '',
    country: (row.country ?? '') as Profile['country'],
    dateOfBirth: row.dateOfBirth ?? '',
    nursingLicense: row.nursingLicense ?? '',
  };
}

/** Saves the profile (names on the account, the rest in user_profiles; empty text as null) and returns it. */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdate): Promise<Profile> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: update.firstName,
        lastName: update.lastName,
        name: `${update.firstName} ${update.lastName}`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const optional = {
      phone: orNull(update.phone),
      address: orNull(update.address),
      country: orNull(update.country),
      dateOfBirth: orNull(update.dateOfBirth),
      nursingLicense: orNull(update.nursingLicense),
    };
    await tx
      .insert(userProfiles)
      .values({ userId, ...optional })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...optional, updatedAt: new Date() } });
  });
  return getProfile(db, userId);
}
