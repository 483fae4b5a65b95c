import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, uniqueEmail } from '../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

/*
 * Issue 29 on the server: the API answers in the request's language (?lang=, else Accept-Language),
 * and emails go out in the recipient's language (her account's setting).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setLanguage = (cookie: string, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: { language },
  });

describe('the request language', () => {
  it('answers a refused request in the language of Accept-Language, and in English without it', async () => {
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/api/account/settings',
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' },
    });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json().error.message).toBe('Inicia sesión para continuar.');

    const english = await t.app.inject({ method: 'GET', url: '/api/account/settings' });
    expect(english.json().error.message).toBe('Please sign in to continue.');
  });

  it('translates a sentence with values (the API 404) and prefers ?lang= to the header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing?lang=de',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Den API-Endpunkt GET /api/no-such-thing gibt es nicht.');
  });

  it('refuses ?lang=xx with 400 unknown_language and accepts ?lang=es', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/account/me?lang=xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('unknown_language');

    const good = await t.app.inject({ method: 'GET', url: '/api/account/me?lang=es' });
    expect(good.statusCode).toBe(200);
  });

  it('PUT /api/account/language refuses an unknown code and saves German', async () => {
    const account = await signedInAs(t.app);
    const bad = await setLanguage(account.cookie, 'xx');
    expect(bad.statusCode).toBe(400);

    const good = await setLanguage(account.cookie, 'de');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ language: 'de' });
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: account.cookie } });
    expect(me.json().user.language).toBe('de');
  });
});

describe('emails in the recipient’s language', () => {
  it('sends a Spanish user her password reset email in Spanish', async () => {
    const account = await signedInAs(t.app);
    expect((await setLanguage(account.cookie, 'es')).statusCode).toBe(200);
    const sent = t.mail.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: account.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = t.mail[sent];
    expect(mail?.to).toBe(account.email);
    expect(mail?.subject).toBe('Restablece tu contraseña de Nightingale');
    expect(mail?.text).toContain('Alguien ha pedido restablecer la contraseña de tu cuenta de Nightingale.');
    expect(mail?.text).toContain('Soporte de Nightingale');
  });

  it('tells a French account’s owner that she already has an account, in French', async () => {
    const account = await signedInAs(t.app);
    expect((await setLanguage(account.cookie, 'fr')).statusCode).toBe(200);
    const sent = t.mail.length;
    const password = 'Nursing2026!';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        firstName: 'Ada',
        lastName: 'Obi',
        email: account.email,
        password,
        confirmPassword: password,
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const mail = t.mail[sent];
    expect(mail?.subject).toBe('Vous avez déjà un compte Nightingale');
    expect(mail?.text).toContain('Si ce n’était pas vous, vous pouvez ignorer cet e-mail.');
  });

  it('keeps the English emails as they were for an English account', async () => {
    const sent = t.mail.length;
    const email = uniqueEmail('en');
    const account = await signedInAs(t.app, 'student', { email });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: account.email },
    });
    const mail = t.mail.slice(sent).find((m) => m.to === email);
    expect(mail?.subject).toBe('Reset your Nightingale password');
    expect(mail?.text).toMatch(
      /^Hello,\n\nSomeone asked to reset the password of your Nightingale account\. To choose a new password, open this link within one hour:\n\nhttp\S+\n\nIf you did not ask for this, ignore this email; your password stays the same\.\n\nNightingale support$/,
    );
  });
});
