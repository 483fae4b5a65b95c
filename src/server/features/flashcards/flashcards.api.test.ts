import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import type { Flashcard, Queue } from '../../../shared/flashcards/schemas';
import { addDays, localDay } from '../../../shared/time/local-day';
import { zonedWallTimeToInstant } from '../../../shared/time/zones';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { State } from './schedule';
import { cardsDuePerDay, countCardsForToday, retentionPerWeek, reviewsPerDay } from './service';
import { flashcards } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The flashcards API as one signed-in student. */
function cardsClient(app: FastifyInstance, user: SignedIn) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    call,
    queue: async (): Promise<Queue> => (await call('GET', '/flashcards/queue')).json(),
    /** Writes a card, a second after the one before (new cards are taken oldest first). */
    write: async (front: string, back = 'the back'): Promise<Flashcard> => {
      t.clock.advance(1);
      const response = await call('POST', '/flashcards/cards', { front, back });
      if (response.statusCode !== 201) throw new Error(`card not written: ${response.body}`);
      return response.json();
    },
    grade: (cardId: string, grade: unknown) => call('POST', `/flashcards/cards/${cardId}/reviews`, { grade }),
    undo: () => call('POST', '/flashcards/reviews/undo'),
    setLimit: (dailyNewLimit: unknown) => call('PUT', '/flashcards/settings', { dailyNewLimit }),
    setTimeZone: (timezone: string) => call('PUT', '/account/settings', { ...DEFAULT_SETTINGS, timezone }),
    list: async (q?: string) =>
      (await call('GET', `/flashcards/cards${q ? `?q=${encodeURIComponent(q)}` : ''}`)).json() as Promise<{
        cards: Flashcard[];
        reviewsLogged: number;
      }>,
  };
}

async function student() {
  const user = await signedInAs(t.app);
  return { user, api: cardsClient(t.app, user) };
}

const fronts = (queue: Queue) => queue.cards.map((entry) => entry.card.front);

describe('issue 25 item 4: the daily queue', () => {
  it('lists due cards first (earliest due first), then new cards up to the daily new-card limit', async () => {
    const { api } = await student();
    for (const front of ['A', 'B', 'C', 'D']) await api.write(front);
    expect((await api.setLimit(3)).json()).toEqual({ dailyNewLimit: 3 });

    const first = await api.queue();
    expect(fronts(first)).toEqual(['A', 'B', 'C']);
    expect(first.counts).toEqual({ due: 0, new: 3, done: 0 });
    expect(first.cards[0]?.previews.map((preview) => preview.interval)).toEqual(['1 m', '6 m', '10 m', '8 d']);

    const a = first.cards[0]?.card.id ?? '';
    expect((await api.grade(a, 3)).statusCode).toBe(201);
    const afterGrade = await api.queue();
    expect(fronts(afterGrade)).toEqual(['B', 'C']);
    expect(afterGrade.counts).toEqual({ due: 0, new: 2, done: 1 });
    expect(afterGrade.nextDueAt).toBe(new Date(t.clock.now().getTime() + 10 * 60_000).toISOString());

    t.clock.advance(11 * 60);
    const later = await api.queue();
    expect(fronts(later)).toEqual(['A', 'B', 'C']);
    expect(later.counts).toEqual({ due: 1, new: 2, done: 1 });
    expect(later.reviewsLogged).toBe(1);
  });

  it('counts the new-card limit on her local day (Asia/Tokyo: the day turns at 15:00 UTC)', async () => {
    const { api } = await student();
    await api.setTimeZone('Asia/Tokyo');
    await api.setLimit(1);
    for (const front of ['one', 'two']) await api.write(front);
    // Aligns the clock to 14:30 UTC (23:30 in Tokyo) of the clock's day.
    const now = t.clock.now();
    const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 14, 30));
    if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
    t.clock.advance((target.getTime() - now.getTime()) / 1000);

    const queue = await api.queue();
    expect(fronts(queue)).toEqual(['one']);
    expect((await api.grade(queue.cards[0]?.card.id ?? '', 4)).statusCode).toBe(201);
    const limited = await api.queue();
    expect(limited.counts).toEqual({ due: 0, new: 0, done: 1 });

    // A new card beyond today's limit is not due: 404, nothing changes.
    const two = (await api.list()).cards.find((card) => card.front === 'two');
    const refused = await api.grade(two?.id ?? '', 3);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('card_not_due');

    t.clock.advance(31 * 60); // 15:01 UTC: 00:01 of the next day in Tokyo.
    const nextDay = await api.queue();
    expect(fronts(nextDay)).toEqual(['two']);
    expect(nextDay.counts).toEqual({ due: 0, new: 1, done: 0 });
  });

  it('counts a Review card due at 21:00 local in the 08:00 queue; a Learning card due in 5 minutes waits (fix 1)', async () => {
    const { user, api } = await student();
    await api.setTimeZone('America/New_York');
    const review = await api.write('review card');
    const learning = await api.write('learning card');
    // Aligns the clock to 08:00 in New York (13:00 UTC in winter, 12:00 in summer) of a later day.
    const now = t.clock.now();
    const target = zonedWallTimeToInstant(`${addDays(localDay(now, 'America/New_York'), 1)}T08:00`, 'America/New_York');
    t.clock.advance((target.getTime() - now.getTime()) / 1000);
    const at = t.clock.now();
    const db = t.database.db;
    const evening = zonedWallTimeToInstant(`${localDay(at, 'America/New_York')}T21:00`, 'America/New_York');
    await db
      .update(flashcards)
      .set({
        state: State.Review,
        due: evening,
        stability: 3,
        difficulty: 5,
        scheduledDays: 3,
        reps: 2,
        lastReview: at,
      })
      .where(eq(flashcards.id, review.id));
    await db
      .update(flashcards)
      .set({
        state: State.Learning,
        due: new Date(at.getTime() + 5 * 60_000),
        stability: 1,
        difficulty: 5,
        reps: 1,
        lastReview: at,
      })
      .where(eq(flashcards.id, learning.id));
    await api.setLimit(0);

    const raw = await api.call('GET', '/flashcards/queue');
    expect(raw.body).toContain('review card');
    const queue: Queue = raw.json();
    expect(fronts(queue)).toEqual(['review card']);
    expect(queue.counts.due).toBe(1);
    expect(queue.nextDueAt).toBe(new Date(at.getTime() + 5 * 60_000).toISOString());
    expect((await countCardsForToday(db, user.id, at, 'America/New_York')).due).toBe(1);
    const refused = await api.grade(learning.id, 3);
    expect(refused.statusCode).toBe(404);
    expect((await api.grade(review.id, 3)).statusCode).toBe(201);
  });

  it('leaves suspended cards out of the queue', async () => {
    const { api } = await student();
    const card = await api.write('suspend me');
    expect((await api.call('PATCH', `/flashcards/cards/${card.id}`, { suspended: true })).json().suspended).toBe(true);
    expect(fronts(await api.queue())).not.toContain('suspend me');
    const refused = await api.grade(card.id, 3);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toMatch(/suspended/);
  });
});

describe('issue 25 item 4: grading and undo', () => {
  it('refuses a grade other than the four with 400, and changes nothing', async () => {
    const { api } = await student();
    const card = await api.write('grades');
    for (const grade of [5, 0, 2.5, 'Good', null]) {
      const response = await api.grade(card.id, grade);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).');
    }
    const [listed] = (await api.list()).cards;
    expect(listed).toMatchObject({ state: 'new', reps: 0 });
    expect((await api.list()).reviewsLogged).toBe(0);
  });

  it('answers 404 for a card that is not hers, and for one not due yet', async () => {
    const { api } = await student();
    const other = await student();
    const theirs = await other.api.write('theirs');
    const notHers = await api.grade(theirs.id, 3);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().error).toEqual({
      code: 'card_not_found',
      message: 'This card is not one of your cards. Reload your cards to see the current ones.',
    });
    expect((await api.grade('00000000-0000-4000-8000-000000000000', 3)).statusCode).toBe(404);

    const mine = await api.write('mine');
    expect((await api.grade(mine.id, 3)).statusCode).toBe(201);
    const early = await api.grade(mine.id, 3);
    expect(early.statusCode).toBe(404);
    expect(early.json().error.code).toBe('card_not_due');
    expect((await other.api.list()).cards[0]).toMatchObject({ state: 'new', reps: 0 });
  });

  it('schedules a grade through FSRS and undoes the latest grade exactly; 409 when nothing is left to undo', async () => {
    const { api } = await student();
    const card = await api.write('undo me');
    const graded = await api.grade(card.id, 3);
    expect(graded.json().card).toMatchObject({ state: 'learning', reps: 1 });
    expect(graded.json().card.due).toBe(new Date(t.clock.now().getTime() + 10 * 60_000).toISOString());
    expect((await api.queue()).canUndo).toBe(true);

    const undone = await api.undo();
    expect(undone.statusCode).toBe(200);
    expect(undone.json().card).toEqual(card);
    const queue = await api.queue();
    expect(queue.reviewsLogged).toBe(0);
    expect(queue.canUndo).toBe(false);
    expect(fronts(queue)).toEqual(['undo me']);

    const nothing = await api.undo();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toEqual({ code: 'nothing_to_undo', message: 'There is no grade to undo.' });
  });

  it('undoes only her own latest grade', async () => {
    const { api } = await student();
    const other = await student();
    const mine = await api.write('mine');
    await api.grade(mine.id, 4);
    expect((await other.api.undo()).statusCode).toBe(409);
    expect((await api.list()).cards[0]?.state).toBe('review');
  });
});

describe('issue 25 item 4: the daily new-card limit', () => {
  it('is 20 until she sets it, and refuses a limit outside 0-200 with 400, changing nothing', async () => {
    const { api } = await student();
    expect((await api.call('GET', '/flashcards/settings')).json()).toEqual({ dailyNewLimit: 20 });
    for (const limit of [-1, 201, 2.5, '10']) {
      const response = await api.setLimit(limit);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('The daily limit of new cards must be a whole number from 0 to 200.');
    }
    expect((await api.call('GET', '/flashcards/settings')).json()).toEqual({ dailyNewLimit: 20 });
    expect((await api.setLimit(0)).json()).toEqual({ dailyNewLimit: 0 });
    expect((await api.setLimit(200)).json()).toEqual({ dailyNewLimit: 200 });
  });
});

describe('issue 25 item 3: her own cards', () => {
  it('writes, finds, edits, suspends and deletes her own cards; another student reaches none of them', async () => {
    const { api } = await student();
    const other = await student();
    const card = await api.write('  Normal potassium range?  ', '3.5-5.0 mEq/L');
    expect(card).toMatchObject({
      source: 'own',
      front: 'Normal potassium range?',
      back: '3.5-5.0 mEq/L',
      cue: null,
      reviewHref: null,
      suspended: false,
      state: 'new',
    });
    await api.write('Digoxin toxicity signs?', 'Nausea, visual halos');
    expect((await api.list('POTASSIUM')).cards.map((c) => c.id)).toEqual([card.id]);
    expect((await api.list('halos')).cards).toHaveLength(1);
    expect((await api.list('100%')).cards).toHaveLength(0);

    const edited = await api.call('PATCH', `/flashcards/cards/${card.id}`, { back: '3.5 to 5.0 mEq/L' });
    expect(edited.json()).toMatchObject({ front: 'Normal potassium range?', back: '3.5 to 5.0 mEq/L' });
    expect((await other.api.call('PATCH', `/flashcards/cards/${card.id}`, { suspended: true })).statusCode).toBe(404);
    expect((await other.api.call('DELETE', `/flashcards/cards/${card.id}`)).statusCode).toBe(404);

    expect((await api.call('DELETE', `/flashcards/cards/${card.id}`)).statusCode).toBe(204);
    expect((await api.list()).cards.map((c) => c.front)).toEqual(['Digoxin toxicity signs?']);
    expect((await api.call('DELETE', `/flashcards/cards/${card.id}`)).statusCode).toBe(404);
  });

  it('refuses an empty or too long front or back, and an empty edit, with 400', async () => {
    const { api } = await student();
    const cases: Array<[unknown, string]> = [
      [{ front: '  ', back: 'x' }, 'The front must not be empty.'],
      [{ front: 'x', back: 'y'.repeat(4001) }, 'The back must be at most 4000 characters.'],
      [{ front: 'x' }, 'The back must be text.'],
    ];
    for (const [body, message] of cases) {
      const response = await api.call('POST', '/flashcards/cards', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const card = await api.write('x');
    const empty = await api.call('PATCH', `/flashcards/cards/${card.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Send at least one of "front", "back" or "suspended".');
    expect((await api.list()).cards).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/flashcards/queue' });
    expect(response.statusCode).toBe(401);
  });
});

describe('issue 25: the service the study plan and reminders call', () => {
  it('counts today’s cards, cards due per day, retention per week and reviews per day on her local day', async () => {
    const { user, api } = await student();
    await api.setLimit(5);
    const a = await api.write('a');
    const b = await api.write('b');
    await api.write('c');
    const zone = 'America/New_York';
    const db = t.database.db;
    expect(await countCardsForToday(db, user.id, t.clock.now(), zone)).toEqual({
      due: 0,
      newAvailable: 3,
      reviewedToday: 0,
    });
    await api.grade(a.id, 4); // Easy: a review card, due in days.
    await api.grade(b.id, 1); // Again: learning, due in a minute.
    t.clock.advance(120);
    expect(await countCardsForToday(db, user.id, t.clock.now(), zone)).toEqual({
      due: 1,
      newAvailable: 1,
      reviewedToday: 2,
    });
    const perDay = await cardsDuePerDay(db, user.id, t.clock.now(), zone, 30);
    expect(perDay).toHaveLength(30);
    expect(perDay[0]?.due).toBe(1);
    expect(perDay.reduce((sum, entry) => sum + entry.due, 0)).toBe(2);

    const today = perDay[0]?.day ?? '';
    const reviews = await reviewsPerDay(db, user.id, today, zone);
    expect(reviews.get(today)).toBe(2);

    // Review the Easy card when due: a review of a learned card, recalled.
    const dueAt = new Date((await api.list()).cards.find((card) => card.id === a.id)?.due ?? 0);
    t.clock.advance((dueAt.getTime() - t.clock.now().getTime()) / 1000 + 60);
    expect((await api.grade(a.id, 3)).statusCode).toBe(201);
    const weeks = await retentionPerWeek(db, user.id, t.clock.now(), zone, 4);
    expect(weeks).toHaveLength(4);
    expect(weeks.at(-1)).toMatchObject({ reviews: 1, recalled: 1 });
    expect(new Date(`${weeks.at(-1)?.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});
