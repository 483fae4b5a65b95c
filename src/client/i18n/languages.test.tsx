// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropdownScoreText } from '../../shared/items/drop-down-cloze/dropdown-arithmetic';
import { Footer } from '../app/layout/Footer';
import { formatDateTime, formatMoney, formatMonthDay, formatNumber, setDisplayTimeZone } from '../lib/format';
import { mockApi, renderAt, setUpPageTests } from '../testing/page-test-utils';
import { chooseLanguage, i18n, initialLanguage, LANGUAGE_STORAGE_KEY, translateText } from './i18n';

setUpPageTests();
afterEach(async () => {
  // Unit test files share the i18n instance: every test leaves the interface in English.
  await chooseLanguage('en');
  window.localStorage.clear();
  setDisplayTimeZone(null);
  window.history.replaceState(null, '', '/');
});

const INSTANT = '2026-03-02T14:05:00.000Z';
/** Intl separates with no-break spaces; the assertions write plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('issue 29 item 1: dates, numbers and money in the language’s formats and the user’s time zone', () => {
  it('writes English as the spec does (en-US) and the others in their own formats', async () => {
    setDisplayTimeZone('America/New_York');
    expect(plain(formatDateTime(INSTANT))).toBe('3/2/26, 9:05 AM');
    expect(plain(formatMoney(124000))).toBe('$1,240.00');
    expect(plain(formatNumber(1240.5))).toBe('1,240.5');
    await chooseLanguage('es');
    expect(plain(formatDateTime(INSTANT))).toBe('2/3/26, 9:05');
    expect(plain(formatMoney(124000))).toBe('1240,00 US$');
    expect(plain(formatMonthDay(INSTANT))).toBe('2/3');
    await chooseLanguage('fr');
    expect(plain(formatDateTime(INSTANT))).toBe('02/03/2026 09:05');
    expect(plain(formatMoney(124000))).toBe('1 240,00 $US');
    await chooseLanguage('de');
    expect(plain(formatDateTime(INSTANT))).toBe('02.03.26, 09:05');
    expect(plain(formatNumber(1240.5))).toBe('1.240,5');
  });

  it('moves the same instant with the time zone, in every language', async () => {
    await chooseLanguage('de');
    setDisplayTimeZone('Asia/Tokyo');
    expect(plain(formatDateTime(INSTANT))).toBe('02.03.26, 23:05');
    setDisplayTimeZone('Europe/Paris');
    expect(plain(formatDateTime(INSTANT))).toBe('02.03.26, 15:05');
  });
});

describe('issue 29 item 1: the language of the page', () => {
  it('takes ?lang= first (an unknown code means English), then the visitor’s choice, then the browser', () => {
    window.history.replaceState(null, '', '/?lang=fr');
    expect(initialLanguage()).toBe('fr');
    window.history.replaceState(null, '', '/?lang=xx');
    expect(initialLanguage()).toBe('en');
    window.history.replaceState(null, '', '/');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(initialLanguage()).toBe('de');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(['en', 'es', 'fr', 'de']).toContain(initialLanguage());
  });

  it('the footer’s switcher turns the page to Spanish, sets <html lang> and keeps the choice', async () => {
    mockApi(() => ({ status: 200, body: { user: null } }));
    renderAt('/', <Footer />);
    expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Enlaces rápidos' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
  });

  it('writes an item’s score note in the interface language, and in English as before', async () => {
    const arithmetic = { outcomes: ['right', 'wrong', 'unanswered'] as const, earned: 1, possible: 3 };
    expect(dropdownScoreText({ ...arithmetic, outcomes: [...arithmetic.outcomes] })).toBe(
      'Drop-down 1 right, drop-down 2 wrong, drop-down 3 not answered: 1 of 3 points',
    );
    await chooseLanguage('es');
    expect(dropdownScoreText({ ...arithmetic, outcomes: [...arithmetic.outcomes] }, undefined, i18n.t)).toBe(
      'Lista desplegable 1: correcta, lista desplegable 2: incorrecta, lista desplegable 3: sin responder: 1 de 3 puntos',
    );
  });

  it('translates a finished English message (a shared schema’s) into the interface language', async () => {
    await chooseLanguage('es');
    expect(i18n.resolvedLanguage).toBe('es');
    expect(translateText('The source is required.')).toBe('La fuente: dato obligatorio.');
    expect(translateText('Something nobody wrote down.')).toBe('Something nobody wrote down.');
  });
});
