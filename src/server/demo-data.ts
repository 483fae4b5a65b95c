import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { seedDemoUsers } from './features/auth/demo-users';
import { seedDemoBoard } from './features/board/demo-board';
import { seedDemoInbox } from './features/contact/demo-inbox';
import { seedDemoTrainerTools } from './features/course-contents/demo-trainer-tools';
import { seedDemoExams } from './features/exams/demo-exams';
import { seedDemoMarketplace } from './features/marketplace/demo-marketplace';

/**
 * Every feature's demo data (DEMO_DATA, README "Demo accounts"), in the order each needs the one
 * before: the demo accounts, their tests (on the accounts' first start only), the marketplace, the
 * trainer tools, the message board and the admin's inbox. Each part runs once. Returns how many
 * demo accounts were created now.
 */
export async function seedDemoData(app: FastifyInstance, db: Database, now: Date): Promise<number> {
  const demoUsers = await seedDemoUsers(app);
  if (demoUsers > 0) await seedDemoExams(db, now);
  await seedDemoMarketplace(db, now);
  await seedDemoTrainerTools(db, now);
  await seedDemoBoard(db, now);
  await seedDemoInbox(db, now);
  return demoUsers;
}
