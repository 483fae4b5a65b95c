import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryEntryInput, GlossaryTerm } from '../../../shared/glossary/schemas';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { listGlossary, syncGlossaryContent } from './glossary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function call(
  app: FastifyInstance,
  user: SignedIn | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  language?: string,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: {
      origin: TEST_ORIGIN,
      ...(user ? { cookie: user.cookie } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

let counter = 0;
function entry(overrides: Partial<GlossaryEntryInput> = {}): GlossaryEntryInput {
  counter += 1;
  return {
    term: `test term ${counter}`,
    definition: 'A made-up condition used by this test.',
    source: 'MeSH (U.S. National Library of Medicine): Test',
    translations: { es: 'término de prueba', fr: 'terme de test', de: 'Testbegriff' },
    ...overrides,
  };
}

describe('issue 29 item 3: the glossary', () => {
  it('anyone reads the terms in force; only admins and instructors add, change and delete them', async () => {
    const instructor = await signedInAs(t.app, 'instructor');
    const admin = await signedInAs(t.app, 'admin');
    const student = await signedInAs(t.app, 'student');
    const trainer = await signedInAs(t.app, 'trainer');

    const created = await call(
      t.app,
      instructor,
      'POST',
      '/glossary/terms',
      entry({ term: 'hyperkalemia', aliases: ['hyperkalaemia'] }),
    );
    expect(created.statusCode).toBe(201);
    const term: GlossaryTerm = created.json();
    expect(term).toMatchObject({ term: 'hyperkalemia', aliases: ['hyperkalaemia'] });

    for (const user of [student, trainer, null]) {
      const refused = await call(t.app, user, 'POST', '/glossary/terms', entry());
      expect(refused.statusCode).toBe(user ? 403 : 401);
    }
    expect((await call(t.app, student, 'DELETE', `/glossary/terms/${term.id}`)).statusCode).toBe(403);

    const changed = await call(t.app, admin, 'PUT', `/glossary/terms/${term.id}`, {
      ...entry({ term: 'hyperkalemia' }),
      definition: 'Too much potassium in the blood, above 5.0 mEq/L.',
    });
    expect(changed.statusCode).toBe(200);

    const list = await call(t.app, null, 'GET', '/glossary');
    expect(list.statusCode).toBe(200);
    const shown = (list.json() as { terms: GlossaryTerm[] }).terms.find((x) => x.id === term.id);
    expect(shown?.definition).toBe('Too much potassium in the blood, above 5.0 mEq/L.');

    expect((await call(t.app, admin, 'DELETE', `/glossary/terms/${term.id}`)).statusCode).toBe(204);
    const after = (await call(t.app, null, 'GET', '/glossary')).json() as { terms: GlossaryTerm[] };
    expect(after.terms.some((x) => x.id === term.id)).toBe(false);
    expect((await call(t.app, admin, 'PUT', `/glossary/terms/${term.id}`, entry())).statusCode).toBe(404);
  });

  it('refuses an entry without a source or a translation with a sentence, in the request’s language, and changes nothing', async () => {
    const instructor = await signedInAs(t.app, 'instructor');
    const before = (await listGlossary(t.app.db)).length;
    const { source: _source, ...withoutSource } = entry({ term: 'no source' });
    const noSource = await call(t.app, instructor, 'POST', '/glossary/terms', withoutSource);
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().error.message).toContain('The source is required.');

    const noGerman = await call(t.app, instructor, 'POST', '/glossary/terms', {
      ...entry({ term: 'no german' }),
      translations: { es: 'sin alemán', fr: 'sans allemand' },
    });
    expect(noGerman.statusCode).toBe(400);
    expect(noGerman.json().error.message).toContain('The German translation is required.');

    const blank = await call(t.app, instructor, 'POST', '/glossary/terms', {
      ...entry({ term: 'blank french' }),
      translations: { es: 'vacío', fr: '   ', de: 'leer' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('The French translation is required.');

    const inSpanish = await call(t.app, instructor, 'POST', '/glossary/terms', withoutSource, 'es-ES,es;q=0.9');
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json().error.message).toContain('La fuente: dato obligatorio.');
    expect(await listGlossary(t.app.db)).toHaveLength(before);
  });

  it('keeps every name to one entry: a term or alias already used is a 409 naming the entry', async () => {
    const instructor = await signedInAs(t.app, 'instructor');
    expect(
      (await call(t.app, instructor, 'POST', '/glossary/terms', entry({ term: 'dyspnea', aliases: ['dyspnoea'] })))
        .statusCode,
    ).toBe(201);
    const clash = await call(t.app, instructor, 'POST', '/glossary/terms', entry({ term: 'Dyspnoea' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toEqual({
      code: 'glossary_term_taken',
      message: '“dyspnoea” is already in the glossary, under “dyspnea”. Edit that entry instead.',
    });
  });

  it('adds the content files’ new terms at start, leaving edited and deleted ones as the editors left them', async () => {
    const admin = await signedInAs(t.app, 'admin');
    const first = entry({ term: 'bradycardia' });
    const second = entry({ term: 'tachycardia' });
    expect(
      await syncGlossaryContent(t.app.db, [
        { ...first, aliases: [] },
        { ...second, aliases: [] },
      ]),
    ).toBe(2);
    const terms = await listGlossary(t.app.db);
    const brady = terms.find((x) => x.term === 'bradycardia');
    const tachy = terms.find((x) => x.term === 'tachycardia');
    if (!brady || !tachy) throw new Error('the content terms were not added');
    await call(t.app, admin, 'PUT', `/glossary/terms/${brady.id}`, {
      ...first,
      definition: 'A slow heart rate, under 60 beats a minute.',
    });
    await call(t.app, admin, 'DELETE', `/glossary/terms/${tachy.id}`);

    expect(
      await syncGlossaryContent(t.app.db, [
        { ...first, aliases: [] },
        { ...second, aliases: [] },
      ]),
    ).toBe(0);
    const again = await listGlossary(t.app.db);
    expect(again.find((x) => x.term === 'bradycardia')?.definition).toBe('A slow heart rate, under 60 beats a minute.');
    expect(again.some((x) => x.term === 'tachycardia')).toBe(false);
  });
});
