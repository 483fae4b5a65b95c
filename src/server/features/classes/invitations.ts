import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { AccountUser } from '../../../shared/account/user';
import type { InviteBody, Invited, JoinedClass, MyInvitations } from '../../../shared/classes/schemas';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import { findAccountUserByEmail, findUserContacts, findUserNames, getLanguage } from '../account/service';
import { findManagedClass, memberIds } from './class-access';
import { classArchived, invitationNotFound } from './errors';
import { addMember } from './membership';
import { classes, classInvitations } from './tables';

/** What sending an invitation needs from the app. */
export interface InviteMail {
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: string;
  /** The language of the request that gave the addresses (issue 29): for an address without an account. */
  language: LanguageCode;
}

/** The invitation email's text in `t`'s language: who invites to which class, the join link and the code. */
export function invitationEmailText(
  input: { className: string; instructorName: string; link: string; code: string },
  t: TFunction = translator(DEFAULT_LANGUAGE),
) {
  return [
    t('{{instructor}} invites you to the class "{{className}}" on Nightingale.', {
      instructor: input.instructorName,
      className: input.className,
    }),
    '',
    t('Join it here (sign in or register with this email address): {{link}}', { link: input.link }),
    '',
    t('Or enter the class code {{code}} on the Join a Class page.', { code: input.code }),
    '',
    t('You will see the tests your instructor assigns on your dashboard and in the Training Center.'),
    '',
  ].join('\n');
}

/**
 * The language an invitation to `email` is written in (issue 29 item 4): the account's when the
 * address has one, else `fallback`, the language of the request that gave the address.
 */
async function invitationLanguage(db: Database, email: string, fallback: LanguageCode): Promise<LanguageCode> {
  const account = await findAccountUserByEmail(db, email);
  return account ? getLanguage(db, account.id) : fallback;
}

/**
 * Invites the addresses `body.emails` (lower-cased, each once) to the class and emails each the join
 * link `/join-class?code=CODE` (issue 28 item 5); an address already a member's is skipped, one
 * already invited is invited again (the email goes out again). A failed email is logged; the
 * invitation stays (she also sees it when she signs in). Errors: 404 class_not_found; 409 class_archived.
 */
export async function inviteStudents(
  db: Database,
  mail: InviteMail,
  user: AccountUser,
  classId: string,
  body: InviteBody,
  now: Date,
): Promise<Invited> {
  const found = await findManagedClass(db, user, classId);
  if (found.archivedAt) throw classArchived();
  const emails = [...new Set(body.emails.map((email) => email.trim().toLowerCase()))];
  const members = await findUserContacts(db, await memberIds(db, classId));
  const memberEmails = new Set([...members.values()].map((contact) => contact.email.toLowerCase()));
  const alreadyMembers = emails.filter((email) => memberEmails.has(email));
  const invited = emails.filter((email) => !memberEmails.has(email));
  if (invited.length > 0) {
    await db
      .insert(classInvitations)
      .values(invited.map((email) => ({ classId, email, invitedById: user.id, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: [classInvitations.classId, classInvitations.email],
        set: { invitedById: user.id, acceptedAt: null, updatedAt: now },
      });
  }
  const knownName = (await findUserNames(db, [found.instructorId])).get(found.instructorId);
  const link = `${mail.publicUrl.replace(/\/$/, '')}${paths.joinClass.href()}?code=${found.joinCode}`;
  for (const email of invited) {
    try {
      const t = translator(await invitationLanguage(db, email, mail.language));
      const instructorName = knownName ?? t('Your instructor');
      const text = invitationEmailText({ className: found.name, instructorName, link, code: found.joinCode }, t);
      const subject = t('Join the class {{className}} on Nightingale', { className: found.name });
      await mail.mailer.send({ to: email, subject, text });
    } catch (error) {
      mail.log.error({ err: error, classId }, 'a class invitation could not be emailed');
    }
  }
  return { invited, alreadyMembers };
}

/** GET /api/classes/my-invitations: the open invitations addressed to `user`'s email, of classes not archived she is not in. */
export async function listMyInvitations(db: Database, user: AccountUser): Promise<MyInvitations> {
  const rows = await db
    .select({
      id: classInvitations.id,
      classId: classes.id,
      className: classes.name,
      instructorId: classes.instructorId,
      invitedAt: classInvitations.createdAt,
    })
    .from(classInvitations)
    .innerJoin(classes, eq(classes.id, classInvitations.classId))
    .where(
      and(
        eq(classInvitations.email, user.email.toLowerCase()),
        isNull(classInvitations.acceptedAt),
        isNull(classes.archivedAt),
      ),
    )
    .orderBy(desc(classInvitations.createdAt));
  const names = await findUserNames(
    db,
    rows.map((row) => row.instructorId),
  );
  return {
    invitations: rows.map(({ instructorId, invitedAt, ...row }) => ({
      ...row,
      instructorName: names.get(instructorId) ?? '',
      invitedAt: invitedAt.toISOString(),
    })),
  };
}

/**
 * Accepts an invitation addressed to `user`'s email: she joins its class. Errors: 404
 * class_invitation_not_found (another's, used, unknown); 409 class_archived.
 */
export async function acceptInvitation(
  db: Database,
  user: AccountUser,
  invitationId: string,
  now: Date,
): Promise<JoinedClass> {
  const [row] = await db
    .select({ classId: classes.id, className: classes.name, archivedAt: classes.archivedAt })
    .from(classInvitations)
    .innerJoin(classes, eq(classes.id, classInvitations.classId))
    .where(
      and(
        eq(classInvitations.id, invitationId),
        eq(classInvitations.email, user.email.toLowerCase()),
        isNull(classInvitations.acceptedAt),
      ),
    );
  if (!row) throw invitationNotFound();
  if (row.archivedAt) throw classArchived();
  await addMember(db, row.classId, user, now);
  return { classId: row.classId, className: row.className };
}

/** Marks `user`'s invitations to `classIds` accepted (she joined them, by code or invitation). */
export async function markInvitationsAccepted(
  db: Database,
  user: AccountUser,
  classIds: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .update(classInvitations)
    .set({ acceptedAt: now, updatedAt: now })
    .where(
      and(
        inArray(classInvitations.classId, [...classIds]),
        eq(classInvitations.email, user.email.toLowerCase()),
        isNull(classInvitations.acceptedAt),
      ),
    );
}
