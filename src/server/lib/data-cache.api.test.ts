import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { bumpDataVersion, createDataCache, DATA_STAMP_CHECK_MS } from './data-cache';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A cache on the test database with a clock that moves only when told, and a loader that counts its calls. */
function cacheWithClock() {
  let now = 1_000_000;
  const cache = createDataCache(database.db, { now: () => now });
  let loads = 0;
  const load = async () => {
    loads += 1;
    return `answer ${loads}`;
  };
  return {
    cache,
    read: (variant = 'visitor') => cache.read('exam-forms', variant, load),
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('issue 30 item 2: the data cache serves an answer until its stamp moves', () => {
  it('keeps one answer per variant, made once for readers who ask at the same time', async () => {
    const one = cacheWithClock();
    expect(await Promise.all([one.read(), one.read()])).toEqual(['answer 1', 'answer 1']);
    expect(await one.read('admin')).toBe('answer 2');
    one.advance(DATA_STAMP_CHECK_MS * 5);
    expect(await one.read()).toBe('answer 1');
    expect(one.loads()).toBe(2);
  });

  it("makes the answer again at once after this instance's change, and within the stamp check after another's", async () => {
    const here = cacheWithClock();
    const there = cacheWithClock();
    expect(await here.read()).toBe('answer 1');
    expect(await there.read()).toBe('answer 1');

    await here.cache.changed(database.db, 'exam-forms');
    expect(await here.read()).toBe('answer 2');
    expect(await there.read()).toBe('answer 1');
    there.advance(DATA_STAMP_CHECK_MS);
    expect(await there.read()).toBe('answer 2');

    // A change recorded without any cache (the start's sync) is seen the same way.
    await bumpDataVersion(database.db, 'exam-forms');
    here.advance(DATA_STAMP_CHECK_MS);
    expect(await here.read()).toBe('answer 3');
  });

  it('keeps no failed answer', async () => {
    const cache = createDataCache(database.db);
    await expect(cache.read('exam-forms', 'failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('exam-forms', 'failing', async () => 'back')).toBe('back');
  });
});
