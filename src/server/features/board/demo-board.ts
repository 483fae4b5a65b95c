import { count } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { postBoardMessage, replyToBoardMessage } from './messages';
import { reportBoardMessage } from './moderation';
import { boardMessages } from './tables';

const HOUR_MS = 60 * 60 * 1000;

interface DemoPost {
  /** The demo account's email name (before @nightingale.test). */
  author: string;
  /** Whether the author gave their email with the post. */
  withEmail: boolean;
  hoursAgo: number;
  message: string;
  /** Another demo account that reported it, and why. */
  reportedBy?: { reporter: string; reason: string };
  /** Replies to it, oldest first (issue 27 item 6). */
  replies?: readonly DemoReply[];
}

interface DemoReply {
  author: string;
  /** Hours after the message. */
  hoursAfter: number;
  message: string;
}

const POSTS: readonly DemoPost[] = [
  {
    author: 'priya.nair',
    withEmail: true,
    hoursAgo: 6 * 24,
    message:
      'Tip for prioritisation questions: airway, breathing and circulation come first, then safety. When two answers both look right, choose the one that assesses before it acts.',
    replies: [
      {
        author: 'amara.okafor',
        hoursAfter: 5,
        message: 'Thank you, Priya. “Assess before you act” got me two questions right in my last practice test.',
      },
    ],
  },
  {
    author: 'amara.okafor',
    withEmail: true,
    hoursAgo: 4 * 24 + 3,
    message:
      'Is anyone else sitting the NCLEX in May? I would like to join an online study group for pharmacology, two evenings a week.',
    replies: [
      {
        author: 'luis.fernandez',
        hoursAfter: 2,
        message: 'I sit it in May too. Tuesday and Thursday evenings work for me.',
      },
      {
        author: 'maria.santos',
        hoursAfter: 20,
        message:
          'A study group is a fine idea. Bring the drug classes you find hardest to my Pharmacology Q&A session and we will go through them together.',
      },
    ],
  },
  {
    author: 'maria.santos',
    withEmail: false,
    hoursAgo: 3 * 24,
    message:
      'Welcome to everyone who started NCLEX Pharmacology Mastery this week. Post your questions here and I will answer them in the Pharmacology Q&A session.',
  },
  {
    author: 'luis.fernandez',
    withEmail: true,
    hoursAgo: 2 * 24 + 5,
    message: 'Selling my old NCLEX review books and printed question sets, cheap. Write to me for prices.',
    reportedBy: { reporter: 'priya.nair', reason: 'Selling things is not what the board is for.' },
  },
  {
    author: 'david.kim',
    withEmail: false,
    hoursAgo: 26,
    message:
      'Reminder: practise the six-question case studies in the Training Center until the pattern feels familiar. Recognise cues, analyse them, then act and evaluate.',
  },
  {
    author: 'james.whitfield',
    withEmail: false,
    hoursAgo: 5,
    message:
      'Good question from Thursday’s review: why take the apical pulse before giving digoxin? It slows the heart, so hold the dose and report when the rate is under 60 a minute.',
    replies: [
      {
        author: 'david.kim',
        hoursAfter: 2,
        message: 'Worth adding: check the potassium as well. A low potassium makes digoxin toxicity more likely.',
      },
    ],
  },
];

/**
 * The community board's demo data (DEMO_DATA, README "Demo accounts"): six messages by the demo
 * accounts over the past week, the newest first on the board, one of them (Luis Fernandez's sale
 * of books) reported by Priya Nair, so Grace Mensah sees it first, and four replies in three
 * threads, two of them by trainers (Maria Santos, David Kim) with the Trainer badge. Posted through the board's own
 * functions, in one transaction; only while the board is empty and the demo accounts exist.
 * Returns whether it seeded.
 */
export async function seedDemoBoard(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(boardMessages);
    if ((existing?.total ?? 0) > 0) return false;
    const names = [
      ...new Set(
        POSTS.flatMap((post) => [
          post.author,
          post.reportedBy?.reporter ?? post.author,
          ...(post.replies ?? []).map((reply) => reply.author),
        ]),
      ),
    ];
    const accounts = new Map<string, AccountUser>();
    for (const name of names) {
      const account = await findAccountUserByEmail(tx, `${name}@nightingale.test`);
      if (!account) return false;
      accounts.set(name, account);
    }
    const account = (name: string) => accounts.get(name) as AccountUser;
    for (const post of POSTS) {
      const author = account(post.author);
      const at = new Date(now.getTime() - post.hoursAgo * HOUR_MS);
      const message = await postBoardMessage(
        tx,
        author,
        {
          authorEmail: post.withEmail ? author.email : '',
          message: post.message,
        },
        at,
      );
      if (post.reportedBy) {
        await reportBoardMessage(
          tx,
          { messageId: message.id, reporter: account(post.reportedBy.reporter), reason: post.reportedBy.reason },
          new Date(at.getTime() + 3 * HOUR_MS),
        );
      }
      for (const reply of post.replies ?? []) {
        await replyToBoardMessage(
          tx,
          { messageId: message.id, author: account(reply.author), message: reply.message },
          new Date(at.getTime() + reply.hoursAfter * HOUR_MS),
        );
      }
    }
    return true;
  });
}
