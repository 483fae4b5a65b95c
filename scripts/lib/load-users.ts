import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import { type BenchClient, cookieHeader } from './bench-http';

/** A session token signed as better-auth signs its cookie with `secret` (HMAC-SHA256, base64, URI-encoded). */
function signedToken(token: string, secret: string): string {
  return encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
}

/**
 * `count` signed-in registered students of the server that runs with AUTH_SECRET `authSecret` on
 * `databaseUrl`, as their browsers' cookie headers. One signs up and signs in through the API; the
 * others are copies of its user and session rows made in SQL with fresh ids and tokens (hashing a
 * password costs about 0.1 s of the server's time, so 400 of them would take most of the run), each
 * then reads /api/account/me once to get better-auth's signed session copy cookie, as a browser would.
 */
export async function makeUsers(
  http: BenchClient,
  { databaseUrl, authSecret }: { databaseUrl: string; authSecret: string },
  count: number,
): Promise<string[]> {
  const password = 'Load#Taker2026';
  const email = `load.${randomBytes(4).toString('hex')}@example.org`;
  const body = { firstName: 'Load', lastName: 'Taker', email, password, confirmPassword: password, acceptTerms: true };
  await http.call('sign-up', 'POST', '/api/auth/sign-up/email', '', body);
  const signedIn = await http.call('sign-in', 'POST', '/api/auth/sign-in/email', '', {
    email,
    password,
    rememberMe: true,
  });
  const first = cookieHeader(signedIn.headers['set-cookie']);
  const tokens: string[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; token: string }>(
      'select u.id, s.token from users u join sessions s on s.user_id = u.id where u.email = $1',
      [email],
    );
    const template = rows[0];
    if (!template || !first.includes(`better-auth.session_token=${signedToken(template.token, authSecret)}`)) {
      throw new Error('better-auth no longer signs session cookies as this script does (see signedToken)');
    }
    // Every column but the generated ones (search_text), which PostgreSQL computes for each copy.
    const { rows: generated } = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users' and is_generated = 'ALWAYS'",
    );
    const skipped = new Set(generated.map((row) => row.column_name));
    const { fields } = await db.query('select * from users limit 0');
    const columns = fields
      .map((field) => field.name)
      .filter((name) => !skipped.has(name))
      .map((name) => `"${name}"`)
      .join(', ');
    await db.query('begin');
    await db.query(`create temp table template_user on commit drop as select ${columns} from users where id = $1`, [
      template.id,
    ]);
    await db.query('create temp table template_session on commit drop as select * from sessions where token = $1', [
      template.token,
    ]);
    for (let i = 1; i < count; i += 1) {
      const id = `load-user-${i}-${randomBytes(6).toString('hex')}`;
      const token = randomBytes(24).toString('base64url');
      await db.query('update template_user set id = $1, email = $2, last_name = $3, referral_code = $4, name = $3', [
        id,
        `load.${i}.${email}`,
        `Taker${i}`,
        `L${String(i).padStart(5, '0')}`,
      ]);
      await db.query(`insert into users (${columns}) select ${columns} from template_user`);
      await db.query('update template_session set id = $1, token = $2, user_id = $3', [`${id}-session`, token, id]);
      await db.query('insert into sessions select * from template_session');
      tokens.push(token);
    }
    await db.query('commit');
  } finally {
    await db.end();
  }
  const copies = await Promise.all(
    tokens.map(async (token) => {
      const cookie = `better-auth.session_token=${signedToken(token, authSecret)}`;
      const me = await http.call<{ user: { id: string } | null }>('me', 'GET', '/api/account/me', cookie);
      if (!me.json().user) throw new Error('a copied session was not accepted');
      const cached = cookieHeader(me.headers['set-cookie']);
      return cached ? `${cookie}; ${cached}` : cookie;
    }),
  );
  return [first, ...copies];
}
