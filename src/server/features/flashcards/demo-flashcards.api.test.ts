import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from '../../../shared/flashcards/schemas';
import { signIn } from '../../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { findAccountUserByEmail } from '../account/service';
import { seedDemoUsers } from '../auth/service';
import { createCardsFromAttempt } from './create-cards';
import { seedDemoFlashcards } from './demo-flashcards';
import { cardsDuePerDay, retentionPerWeek } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
  // Her missed points, as her demo tests' submissions make them (13, 6 and 3 days ago, and yesterday).
  const userId = (await findAccountUserByEmail(t.database.db, 'amara.okafor@nightingale.test'))?.id ?? '';
  for (const [test, daysAgo] of [13, 6, 3, 1].entries()) {
    const items = t.bank.slice(test * 3, test * 3 + 3).map((item) => ({
      itemId: item.id,
      item,
      response: { choice: 0 },
      earned: 0,
      possible: 1,
      lowConfidence: false,
    }));
    const attempt = { id: `0000000${test}-0000-4000-8000-000000000000`, formKind: 'quiz', userId };
    await createCardsFromAttempt(
      t.database.db,
      attempt,
      items,
      new Date(t.clock.now().getTime() - daysAgo * 86_400_000),
    );
  }
  await seedDemoFlashcards(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('issue 25 item 5: the demo student’s flashcards', () => {
  it('gives Amara cards from her missed questions, some due today, some new, some later, with past reviews; seeding again adds nothing', async () => {
    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const read = async (): Promise<Queue> =>
      (
        await t.app.inject({ method: 'GET', url: '/api/flashcards/queue', headers: { origin: TEST_ORIGIN, cookie } })
      ).json();
    const queue = await read();
    expect(queue.counts.due).toBeGreaterThan(0);
    expect(queue.counts.new).toBeGreaterThan(0);
    expect(queue.reviewsLogged).toBeGreaterThan(5);
    expect(queue.cards[0]?.card.source).toBe('miss');

    const me = (
      await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { origin: TEST_ORIGIN, cookie } })
    ).json();
    const userId: string = me.user.id;
    const perDay = await cardsDuePerDay(t.database.db, userId, t.clock.now(), 'America/New_York', 365);
    expect(perDay.slice(1).some((day) => day.due > 0)).toBe(true);
    const weeks = await retentionPerWeek(t.database.db, userId, t.clock.now(), 'America/New_York', 3);
    expect(weeks.reduce((sum, week) => sum + week.reviews, 0)).toBeGreaterThan(0);

    await seedDemoFlashcards(t.database.db, t.clock.now());
    expect((await read()).reviewsLogged).toBe(queue.reviewsLogged);
  });
});
