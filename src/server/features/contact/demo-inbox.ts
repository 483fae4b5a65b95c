import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { storeContactReply } from './inbox';
import { contactMessages } from './tables';

const HOUR_MS = 60 * 60 * 1000;

interface DemoContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  hoursAgo: number;
  /** Hours ago Grace Mensah opened it; none while unread. */
  readHoursAgo?: number;
  /** Grace Mensah's reply, and how many hours ago she sent it. */
  reply?: { message: string; hoursAgo: number };
}

const MESSAGES: readonly DemoContactMessage[] = [
  {
    name: 'Ana Cruz',
    email: 'ana.cruz@example.org',
    subject: 'Exam booking',
    message:
      'Hello, my credential evaluation was accepted last month. How do I book the NCLEX, and can Nightingale help me choose a date?',
    hoursAgo: 3 * 24,
    reply: {
      hoursAgo: 2 * 24 + 20,
      message:
        'Hello Ana, congratulations! Once your board of nursing confirms you are eligible, Pearson VUE emails your Authorization to Test and you choose a date on their site. Our Application Tracking page lists each step. Grace, Nightingale support',
    },
  },
  {
    name: 'Tomás Silva',
    email: 'tomas.silva@example.org',
    subject: 'Premium plan for a group',
    message: 'Our hospital would like Premium accounts for twelve nurses. Do you offer a group price?',
    hoursAgo: 28,
    readHoursAgo: 20,
  },
  {
    name: 'Mei Lin Tan',
    email: 'meilin.tan@example.org',
    subject: 'Password reset email',
    message: 'I asked for a password reset twice but no email arrived. Could you check my address, please?',
    hoursAgo: 3,
  },
];

/**
 * The admin's inbox demo data (DEMO_DATA): three contact messages of the past days, the oldest
 * replied to by Grace Mensah (stored as her reply, with its audit entry, but never emailed), one
 * read and the newest unread. In one transaction; only while the inbox is empty and Grace exists.
 * Returns whether it seeded.
 */
export async function seedDemoInbox(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(contactMessages);
    if ((existing?.total ?? 0) > 0) return false;
    const grace = await findAccountUserByEmail(tx, 'grace.mensah@nightingale.test');
    if (!grace) return false;
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    for (const demo of MESSAGES) {
      const [message] = await tx
        .insert(contactMessages)
        .values({
          name: demo.name,
          email: demo.email,
          subject: demo.subject,
          message: demo.message,
          readAt: demo.readHoursAgo === undefined ? null : ago(demo.readHoursAgo),
          createdAt: ago(demo.hoursAgo),
          updatedAt: ago(demo.hoursAgo),
        })
        .returning();
      if (message && demo.reply) {
        await storeContactReply(tx, { message, admin: grace, text: demo.reply.message }, ago(demo.reply.hoursAgo));
      }
    }
    return true;
  });
}
