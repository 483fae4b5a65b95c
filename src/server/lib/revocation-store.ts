import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Revocation stamps (issue 23 point 14, decision 007): when a user's sessions end (sign-out, an
 * admin's deletion, a password change or reset), a fresh stamp is written for the user and kept
 * for `ttlMs`, longer than any session cache lives. A cached session verified under another stamp
 * (or under none, while a stamp exists) must be checked again in the database. In this process,
 * or in Redis so that every instance sees a revocation at once.
 */
export interface RevocationStore {
  /** The user's current stamp, or null when none was written in the last `ttlMs`. Rejects when the store cannot be reached. */
  stamp(userId: string): Promise<string | null>;
  /** Writes a new stamp for the user. Rejects when the store cannot be reached. */
  revoke(userId: string): Promise<void>;
}

/** Stamps in this process's memory (one instance; the default without REDIS_URL). Keeps at most `max` users. */
export function memoryRevocationStore({ ttlMs, max = 100_000 }: { ttlMs: number; max?: number }): RevocationStore {
  const stamps = new LRUCache<string, string>({ max, ttl: ttlMs });
  return {
    stamp: async (userId) => stamps.get(userId) ?? null,
    revoke: async (userId) => {
      stamps.set(userId, randomUUID());
    },
  };
}

/** Stamps in Redis under `prefix` + user id, each expiring after `ttlMs`: one GET per check. */
export function redisRevocationStore(redis: Redis, prefix: string, { ttlMs }: { ttlMs: number }): RevocationStore {
  return {
    stamp: async (userId) => redis.get(`${prefix}${userId}`),
    revoke: async (userId) => {
      await redis.set(`${prefix}${userId}`, randomUUID(), 'PX', ttlMs);
    },
  };
}
