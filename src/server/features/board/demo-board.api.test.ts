import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPage } from '../../../shared/board/messages';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoUsers } from '../auth/service';
import { seedDemoBoard } from './demo-board';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
});
afterAll(async () => {
  await t.close();
});

const board = async (cookie?: string): Promise<BoardPage> =>
  (await t.app.inject({ method: 'GET', url: '/api/board/messages', headers: cookie ? { cookie } : {} })).json();

describe('the board’s demo data (DEMO_DATA)', () => {
  it('is not seeded without the demo accounts', async () => {
    const empty = await createTestApp();
    try {
      expect(await seedDemoBoard(empty.database.db, empty.clock.now())).toBe(false);
    } finally {
      await empty.close();
    }
  });

  it('six messages by the demo accounts, newest first; Grace sees Luis’s reported message first; seeded once', async () => {
    expect(await seedDemoBoard(t.database.db, t.clock.now())).toBe(true);
    const visitor = await board();
    expect(visitor.total).toBe(6);
    expect(visitor.messages.map((m) => m.authorName)).toEqual([
      'James Whitfield',
      'David Kim',
      'Luis Fernandez',
      'Maria Santos',
      'Amara Okafor',
      'Priya Nair',
    ]);
    expect(visitor.messages.every((m) => Date.parse(m.createdAt) < t.clock.now().getTime())).toBe(true);

    const grace = await board(await signIn(t.app, 'grace.mensah@nightingale.test', 'Grace#Admin2026'));
    expect(grace.messages[0]).toMatchObject({
      authorName: 'Luis Fernandez',
      authorEmail: 'luis.fernandez@nightingale.test',
      reportCount: 1,
      reportReasons: ['Selling things is not what the board is for.'],
    });
    const priya = await board(await signIn(t.app, 'priya.nair@nightingale.test', 'Priya#Teach2026'));
    expect(priya.messages.find((m) => m.authorName === 'Luis Fernandez')?.reportedByMe).toBe(true);
    expect(priya.messages.find((m) => m.authorName === 'Priya Nair')?.mine).toBe(true);

    expect(await seedDemoBoard(t.database.db, t.clock.now())).toBe(false);
    expect((await board()).total).toBe(6);
  });

  it('four replies in three threads, oldest first, two by trainers with the Trainer badge (issue 27 item 6)', async () => {
    const visitor = await board();
    const replies = (name: string) =>
      visitor.messages.find((m) => m.authorName === name)?.replies.map((r) => [r.authorName, r.authorBadge]);
    expect(replies('Amara Okafor')).toEqual([
      ['Luis Fernandez', null],
      ['Maria Santos', 'trainer'],
    ]);
    expect(replies('James Whitfield')).toEqual([['David Kim', 'trainer']]);
    expect(replies('Priya Nair')).toEqual([['Amara Okafor', null]]);
    expect(visitor.messages.find((m) => m.authorName === 'Maria Santos')?.authorBadge).toBe('trainer');
    for (const thread of visitor.messages) {
      for (const reply of thread.replies) {
        expect(Date.parse(reply.createdAt)).toBeGreaterThan(Date.parse(thread.createdAt));
        expect(Date.parse(reply.createdAt)).toBeLessThan(t.clock.now().getTime());
      }
    }
  });
});
