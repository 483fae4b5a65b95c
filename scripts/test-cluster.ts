// Several instances on one PostgreSQL and one Redis (issue 9; README "Deployment"): starts two
// production instances of the compiled server at the same moment on a fresh database, and checks
// that they act as one. Prints each check; exits 1 when one fails. Usage:
//   npm run test:cluster
//   CLUSTER_POSTGRES_URL=postgres://...   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   CLUSTER_REDIS_URL=redis://...         the Redis server (default redis://127.0.0.1:6379)
// Builds first when dist/server/main.js is missing.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { answerFor } from './lib/bench-helpers';
import { createScratchDatabase } from './lib/scratch-database';

const postgresUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [4411, 4412] as const;
/** Both instances sit behind one public address; requests carry its origin, as a browser would. */
const ORIGIN = `http://localhost:${PORTS[0]}`;
const run = randomBytes(4).toString('hex');
const redisPrefix = `nightingale-cluster-${run}:`;
const SIGN_IN_LIMIT_PER_EMAIL = 3;

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
function check(name: string, ok: boolean, detail = '') {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

function startInstance(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: ORIGIN,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      SIGN_IN_LIMIT_PER_EMAIL: String(SIGN_IN_LIMIT_PER_EMAIL),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy(port: number, instance: ChildProcess): Promise<number> {
  const started = Date.now();
  let exited: number | null = null;
  instance.once('exit', (code) => {
    exited = code ?? 1;
  });
  while (Date.now() - started < 60_000) {
    if (exited !== null) throw new Error(`the instance on port ${port} exited with ${exited}`);
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the instance on port ${port} was not healthy within 60 s`);
}

/** One browser talking to the instance on `port`: keeps the cookies it is given and those set later. */
function browserOn(port: number, cookie = '') {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  return {
    get cookie() {
      return [...jar.values()].join('; ');
    },
    async call(method: string, path: string, body?: unknown) {
      const response = await fetch(`http://localhost:${port}${path}`, {
        method,
        headers: {
          origin: ORIGIN,
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const set of response.headers.getSetCookie()) {
        const pair = set.split(';')[0] ?? '';
        jar.set(pair.split('=')[0] ?? '', pair);
      }
      const text = await response.text();
      return { status: response.status, json: () => JSON.parse(text) };
    },
  };
}

async function main() {
  if (!existsSync('dist/server/main.js')) {
    console.log('dist/server/main.js is missing; building first');
    execSync('npm run build', { stdio: 'inherit' });
  }
  const database = await createScratchDatabase(postgresUrl, 'nightingale_cluster');
  const redis = new Redis(redisUrl);
  const instances: ChildProcess[] = [];
  try {
    // 1. Both start at once on an empty database: both apply the migrations, serialised by a lock.
    instances.push(startInstance(PORTS[0], database.url), startInstance(PORTS[1], database.url));
    const startTimes = await Promise.all(PORTS.map((port, i) => waitHealthy(port, instances[i] as ChildProcess)));
    const migrations = readdirSync('src/server/db/migrations').filter((name) => name.endsWith('.sql')).length;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
    await client.end();
    check(
      'both instances start at once on an empty database and apply the migrations once',
      applied === migrations,
      `healthy after ${startTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and ')}; ${applied} of ${migrations} migrations recorded`,
    );

    // 2. An account made on one signs in on the other, and the session works on both.
    const email = `cluster.${run}@example.org`;
    const password = 'Cluster#Check2026';
    const onFirst = browserOn(PORTS[0]);
    const signUp = await onFirst.call('POST', '/api/auth/sign-up/email', {
      firstName: 'Cluster',
      lastName: 'Check',
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    const onSecond = browserOn(PORTS[1]);
    const signIn = await onSecond.call('POST', '/api/auth/sign-in/email', { email, password, rememberMe: true });
    const meOnFirst = await browserOn(PORTS[0], onSecond.cookie).call('GET', '/api/account/me');
    check(
      'an account made on one instance signs in on the other, and its session works on both',
      signUp.status === 200 && signIn.status === 200 && meOnFirst.json().user?.email === email,
      `sign-up ${signUp.status}, sign-in ${signIn.status}, me ${meOnFirst.status}`,
    );

    // 3. An exam started on one is answered and submitted on the other.
    const started = await onSecond.call('POST', '/api/exams/forms/free-sample/attempts');
    const attempt = started.json();
    const answering = browserOn(PORTS[0], onSecond.cookie);
    let saved = 0;
    for (const [i, entry] of (attempt.items ?? []).entries()) {
      const response = await (i % 2 ? onSecond : answering).call(
        'PATCH',
        `/api/exams/attempts/${attempt.id}/items/${encodeURIComponent(entry.item.id)}`,
        { response: answerFor(entry.item) },
      );
      if (response.status === 200) saved += 1;
    }
    const submitted = await answering.call('POST', `/api/exams/attempts/${attempt.id}/submit`);
    const read = await onSecond.call('GET', `/api/exams/attempts/${attempt.id}`);
    check(
      'an exam started on one instance is answered on both and submitted on the other',
      started.status === 201 &&
        saved === attempt.items.length &&
        submitted.status === 200 &&
        read.json().status === 'submitted' &&
        read.json().items.every((item: { response: unknown }) => item.response !== null),
      `start ${started.status}, ${saved}/${attempt.items?.length ?? 0} answers saved, submit ${submitted.status}`,
    );

    // 4. Limits are shared: wrong passwords on either instance count together.
    const codes: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT_PER_EMAIL; i++) {
      const response = await browserOn(PORTS[i % 2] as number).call('POST', '/api/auth/sign-in/email', {
        email,
        password: `Wrong#Pass${i}`,
      });
      codes.push(response.status);
    }
    const expected = [...Array(SIGN_IN_LIMIT_PER_EMAIL).fill(401), 429];
    check(
      `failed sign-ins count across instances (limit ${SIGN_IN_LIMIT_PER_EMAIL}, alternating instances)`,
      JSON.stringify(codes) === JSON.stringify(expected),
      `answers ${codes.join(', ')}`,
    );

    // 5. The file store (docs/architecture.md §8): a trainer uploads a PDF through one instance and downloads the
    // identical bytes through the other (the bytes live in PostgreSQL, not on either instance's disk).
    const trainerEmail = `cluster.trainer.${run}@example.org`;
    const trainerOnFirst = browserOn(PORTS[0]);
    await trainerOnFirst.call('POST', '/api/auth/sign-up/email', {
      firstName: 'Cluster',
      lastName: 'Trainer',
      email: trainerEmail,
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    const promote = new pg.Client({ connectionString: database.url });
    await promote.connect();
    await promote.query(`update users set role = 'trainer' where email = $1`, [trainerEmail]);
    await promote.end();
    await trainerOnFirst.call('POST', '/api/auth/sign-in/email', { email: trainerEmail, password, rememberMe: true });
    const pdf = Buffer.from(
      `%PDF-1.4\n% cluster ${run}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    );
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cluster.pdf');
    const uploaded = await fetch(`http://localhost:${PORTS[0]}/api/files?purpose=material`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: trainerOnFirst.cookie },
      body: form,
    });
    const uploadBody = (await uploaded.json()) as { file?: { id: string } };
    const downloaded = uploadBody.file
      ? await fetch(`http://localhost:${PORTS[1]}/api/files/${uploadBody.file.id}`, {
          headers: { cookie: trainerOnFirst.cookie },
        })
      : null;
    const bytes = downloaded ? Buffer.from(await downloaded.arrayBuffer()) : Buffer.alloc(0);
    check(
      'a file uploaded through one instance is downloaded, byte for byte, through the other',
      uploaded.status === 201 && downloaded?.status === 200 && bytes.equals(pdf),
      `upload ${uploaded.status}, download ${downloaded?.status ?? 'not tried'}, ${bytes.length} of ${pdf.length} bytes`,
    );
  } finally {
    for (const instance of instances) instance.kill('SIGTERM');
    await Promise.all(instances.map((instance) => new Promise((resolve) => instance.once('exit', resolve))));
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database.drop();
  }
  const failed = checks.filter((c) => !c.ok).length;
  console.log(failed === 0 ? `\nAll ${checks.length} cluster checks passed.` : `\n${failed} cluster check(s) failed.`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error('The cluster test could not run:', error);
  process.exit(1);
});
