import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { supportConversations, supportMessages, supportNotes } from './tables';

const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

interface DemoMessage {
  /** The student's (or visitor's) message, or Grace Mensah's for the support team. */
  from: 'student' | 'support';
  hoursAgo: number;
  body: string;
  /** Hours ago the student read support's message; none while unread. */
  readHoursAgo?: number;
}

interface DemoConversation {
  /** A student's account, or a visitor's name and email (a contact-form message answered by email). */
  studentEmail?: string;
  visitor?: { name: string; email: string };
  /** 'contact' when it came from the contact form. */
  source?: 'communication' | 'contact';
  subject: string;
  /** Oldest first. */
  messages: readonly DemoMessage[];
  /** Hours ago Grace closed it; open when absent. */
  closedHoursAgo?: number;
  /** Grace's internal notes (support only). */
  notes?: readonly { hoursAgo: number; body: string }[];
}

const CONVERSATIONS: readonly DemoConversation[] = [
  {
    studentEmail: 'amara.okafor@nightingale.test',
    subject: 'Which English test should I take?',
    messages: [
      {
        from: 'student',
        hoursAgo: 12 * DAY_HOURS,
        body: 'I am choosing between IELTS and OET for the NCLEX-RN pathway to the United States. Do the boards of nursing accept both?',
      },
      {
        from: 'support',
        hoursAgo: 11 * DAY_HOURS + 20,
        readHoursAgo: 11 * DAY_HOURS + 18,
        body: 'Hello Amara, most US boards of nursing and the VisaScreen certificate accept both IELTS Academic and OET. Choose the one whose format suits you: OET uses healthcare situations throughout.',
      },
      {
        from: 'student',
        hoursAgo: 11 * DAY_HOURS + 17,
        body: 'Thank you! Do I need the results before I apply to the board?',
      },
      {
        from: 'support',
        hoursAgo: 10 * DAY_HOURS + 22,
        readHoursAgo: 10 * DAY_HOURS + 20,
        body: 'Not for the application itself, but you need them for the VisaScreen. Upload your score report as English Test Results in the Document Upload Center as soon as you have it.',
      },
      {
        from: 'student',
        hoursAgo: 9 * DAY_HOURS,
        body: 'Thank you, that is clear!',
      },
    ],
    // Closed after the second answer; her "thank you" is kept and leaves it closed.
    closedHoursAgo: 10 * DAY_HOURS + 21,
  },
  {
    studentEmail: 'amara.okafor@nightingale.test',
    subject: 'Question about my nursing license scan',
    messages: [
      {
        from: 'student',
        hoursAgo: 26,
        body: 'Hello, my nursing license has the renewal stamp on the back. Should I scan both sides into one PDF, or is the front enough?',
      },
      {
        from: 'support',
        hoursAgo: 3,
        body: 'Hello Amara, please scan both sides into one PDF: the board checks the renewal stamp as well as your license number. Upload it as Nursing License in the Document Upload Center and submit it for verification when it reads clearly.',
      },
    ],
  },
  {
    studentEmail: 'anjali.menon@learners.nightingale.test',
    subject: 'Changing my program to Canada',
    messages: [
      {
        from: 'student',
        hoursAgo: 30,
        body: 'I enrolled in the NCLEX-RN pathway for the United States but now plan to move to Canada. If I change my program, do I have to upload my documents again?',
      },
    ],
    notes: [
      {
        hoursAgo: 20,
        body: 'Documents already on file stay when she changes programme; check which ones the Canada checklist adds before answering.',
      },
    ],
  },
  {
    studentEmail: 'chinedu.okonkwo@learners.nightingale.test',
    subject: 'Board of nursing application for New York',
    messages: [
      {
        from: 'student',
        hoursAgo: 5,
        body: 'My credentials evaluation is finished. Which documents go to the New York State Board of Nursing, and does Nightingale send them for me?',
      },
    ],
  },
  {
    visitor: { name: 'Ana Cruz', email: 'ana.cruz@example.org' },
    source: 'contact',
    subject: 'Exam booking',
    messages: [
      {
        from: 'student',
        hoursAgo: 3 * DAY_HOURS,
        body: 'Hello, my credential evaluation was accepted last month. How do I book the NCLEX, and can Nightingale help me choose a date?',
      },
      {
        from: 'support',
        hoursAgo: 2 * DAY_HOURS + 20,
        body: 'Hello Ana, congratulations! Once your board of nursing confirms you are eligible, Pearson VUE emails your Authorization to Test and you choose a date on their site. Our Application Tracking page lists each step.',
      },
    ],
  },
  {
    visitor: { name: 'Tomás Silva', email: 'tomas.silva@example.org' },
    source: 'contact',
    subject: 'Premium plan for a group',
    messages: [
      {
        from: 'student',
        hoursAgo: 28,
        body: 'Our hospital would like Premium accounts for twelve nurses. Do you offer a group price?',
      },
    ],
  },
  {
    studentEmail: 'amara.okafor@nightingale.test',
    source: 'contact',
    subject: 'Receipt for my Premium plan',
    messages: [
      {
        from: 'student',
        hoursAgo: 2,
        body: 'Could you send me a receipt for my Premium plan? My employer reimburses it.',
      },
    ],
  },
];

/**
 * The support queue's demo data (DEMO_DATA), one of each state: Amara Okafor's conversations (an
 * older one Grace Mensah answered twice and closed, with Amara's "thank you" kept after closing,
 * still closed; a recent one whose answer is unread; a contact-form message sent with her email,
 * waiting), one question each from the demo learners Anjali Menon (with Grace's internal note) and
 * Chinedu Okonkwo, waiting, and two visitors' contact-form messages (Ana Cruz's answered by email,
 * Tomás Silva's waiting). Stored as written, never emailed. Run it after the marketplace's demo
 * data, which makes the learners (a learner missing is skipped). In one transaction; only while
 * no conversation exists and Amara and Grace exist. Returns whether it seeded.
 */
export async function seedDemoConversations(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(supportConversations);
    if ((existing?.total ?? 0) > 0) return false;
    const grace = await findAccountUserByEmail(tx, 'grace.mensah@nightingale.test');
    const amara = await findAccountUserByEmail(tx, 'amara.okafor@nightingale.test');
    if (!grace || !amara) return false;
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    for (const demo of CONVERSATIONS) {
      const student = demo.studentEmail ? await findAccountUserByEmail(tx, demo.studentEmail) : null;
      const first = demo.messages[0];
      const last = demo.messages.at(-1);
      if ((!student && !demo.visitor) || !first || !last) continue;
      const closed = demo.closedHoursAgo !== undefined;
      const [conversation] = await tx
        .insert(supportConversations)
        .values({
          studentId: student?.id ?? null,
          visitorName: student ? null : (demo.visitor?.name ?? null),
          visitorEmail: student ? null : (demo.visitor?.email ?? null),
          source: demo.source ?? 'communication',
          subject: demo.subject,
          lastMessageAt: ago(last.hoursAgo),
          waitingForReply: !closed && last.from === 'student',
          closedAt: closed ? ago(demo.closedHoursAgo ?? 0) : null,
          createdAt: ago(first.hoursAgo),
          updatedAt: ago(last.hoursAgo),
        })
        .returning({ id: supportConversations.id });
      if (!conversation) continue;
      if (demo.notes?.length) {
        await tx.insert(supportNotes).values(
          demo.notes.map((note) => ({
            conversationId: conversation.id,
            authorId: grace.id,
            body: note.body,
            createdAt: ago(note.hoursAgo),
          })),
        );
      }
      await tx.insert(supportMessages).values(
        demo.messages.map((message) => ({
          conversationId: conversation.id,
          authorId: message.from === 'support' ? grace.id : (student?.id ?? null),
          fromSupport: message.from === 'support',
          body: message.body,
          readAt: message.readHoursAgo === undefined ? null : ago(message.readHoursAgo),
          createdAt: ago(message.hoursAgo),
        })),
      );
    }
    return true;
  });
}
