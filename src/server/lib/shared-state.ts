import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type CounterStore, memoryCounterStore, redisCounterStore } from './counter-store';
import { memoryRevocationStore, type RevocationStore, redisRevocationStore } from './revocation-store';

/** Thrown when REDIS_URL is set but Redis does not answer at start. */
export class SharedStateError extends Error {
  override name = 'SharedStateError';
}

/**
 * What several instances must share to act as one: the rate-limit counters, the sessions'
 * revocation stamps, and the Redis behind them.
 */
interface SharedState {
  /** The Redis connection, when REDIS_URL is set. */
  redis: Redis | null;
  counters: CounterStore;
  revocations: RevocationStore;
}

/**
 * Opens the shared state: with `redisUrl`, counters and revocation stamps (kept `revocationTtlMs`)
 * in Redis under `keyPrefix` (every instance with the same Redis and prefix shares them); without,
 * in this process. The connection is
 * closed when `app` closes. Rejects with SharedStateError when Redis cannot be reached at start.
 * Later, commands fail at once while Redis is unreachable (no offline queue), so a request is
 * refused quickly rather than left waiting; the client reconnects by itself.
 */
export async function openSharedState(
  app: FastifyInstance,
  {
    redisUrl,
    keyPrefix,
    revocationTtlMs,
  }: { redisUrl: string | undefined; keyPrefix: string; revocationTtlMs: number },
): Promise<SharedState> {
  if (!redisUrl) {
    return {
      redis: null,
      counters: memoryCounterStore(),
      revocations: memoryRevocationStore({ ttlMs: revocationTtlMs }),
    };
  }
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const where = new URL(redisUrl);
    throw new SharedStateError(`Cannot reach Redis at ${where.host} (REDIS_URL): ${(error as Error).message}`);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    redis,
    counters: redisCounterStore(redis, `${keyPrefix}limit:`),
    revocations: redisRevocationStore(redis, `${keyPrefix}revoked:`, { ttlMs: revocationTtlMs }),
  };
}
