import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A counter in its window: the count after a change, and the milliseconds until the window ends. */
interface Counter {
  count: number;
  resetInMs: number;
}

/**
 * Where the app's rate limits count (decision 008; issue 9): in this process, or in Redis
 * so that every instance sees the same counts. A counter's window starts at its first hit and
 * lasts `windowMs` (a fixed window); changes are atomic, so parallel requests cannot slip past a limit.
 */
export interface CounterStore {
  /**
   * Adds `amount` (1 to count, -1 to give one back) to the counter `key` and returns it. A
   * negative amount on a counter that does not exist (or whose window ended) does nothing.
   * Rejects when the store cannot be reached.
   */
  add(key: string, amount: number, windowMs: number): Promise<Counter>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** Counters in this process's memory (one instance; the default without REDIS_URL). Keeps at most `max` keys. */
export function memoryCounterStore({ max = 200_000 } = {}): CounterStore {
  const counters = new LRUCache<string, Entry>({ max });
  return {
    add: async (key, amount, windowMs) => {
      const now = Date.now();
      const entry = counters.get(key);
      if (!entry || entry.expiresAt <= now) {
        if (amount <= 0) return { count: 0, resetInMs: 0 };
        counters.set(key, { count: amount, expiresAt: now + windowMs }, { ttl: windowMs });
        return { count: amount, resetInMs: windowMs };
      }
      entry.count = Math.max(0, entry.count + amount);
      return { count: entry.count, resetInMs: entry.expiresAt - now };
    },
  };
}

/** INCRBY and the window's expiry in one step, so that no two instances can both see a count below the limit. */
const ADD_SCRIPT = `
local amount = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if amount <= 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0, 0} end
local count = redis.call('INCRBY', KEYS[1], amount)
if count < 0 then
  redis.call('SET', KEYS[1], 0, 'KEEPTTL')
  count = 0
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], window)
  ttl = window
end
return {count, ttl}
`;

/** Counters in Redis, shared by every instance that uses the same server and `prefix`. */
export function redisCounterStore(redis: Redis, prefix = 'nightingale:limit:'): CounterStore {
  return {
    add: async (key, amount, windowMs) => {
      const [count, resetInMs] = (await redis.eval(ADD_SCRIPT, 1, `${prefix}${key}`, amount, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs };
    },
  };
}
