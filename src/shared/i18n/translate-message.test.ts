import { describe, expect, it } from 'vitest';
import { msg } from './msg';
import { buildMessageCatalog, translateMessage } from './translate-message';

const catalog = buildMessageCatalog({
  'Sign in': 'Iniciar sesión',
  'The front': 'El anverso',
  '{{field}} must not be empty.': '{{field}} no puede estar vacío.',
  '{{field}} must be at most {{max}} characters.': '{{field}} debe tener como máximo {{max}} caracteres.',
  'The course {{title}} must not be empty.': 'El curso {{title}} no puede quedar vacío.',
  '{{count}} questions_one': '{{count}} pregunta',
  '{{parts}}: {{points}}': '{{parts}}: {{points}}',
  '{{name}} right': '{{name}} correcto',
});

describe('translateMessage (decision 025: a rendered English message finds its key again)', () => {
  it('translates a key exactly', () => {
    expect(translateMessage('Sign in', catalog)).toBe('Iniciar sesión');
  });

  it('finds a filled-in message by its pattern and translates a value that is a key itself', () => {
    expect(translateMessage(msg('{{field}} must not be empty.', { field: 'The front' }), catalog)).toBe(
      'El anverso no puede estar vacío.',
    );
    expect(translateMessage('The back must be at most 4000 characters.', catalog)).toBe(
      'The back debe tener como máximo 4000 caracteres.',
    );
  });

  it('prefers the pattern with the most fixed text', () => {
    expect(translateMessage('The course “Cardio” must not be empty.', catalog)).toBe(
      'El curso “Cardio” no puede quedar vacío.',
    );
  });

  it('returns a sentence it has no key for unchanged', () => {
    expect(translateMessage('Nobody wrote this down.', catalog)).toBe('Nobody wrote this down.');
    expect(translateMessage('3 questions', catalog)).toBe('3 questions');
    // Fragments that code puts together with t() are not patterns: they would take any sentence.
    expect(translateMessage('Sign in: now', catalog)).toBe('Sign in: now');
    expect(translateMessage('Turn right', catalog)).toBe('Turn right');
  });
});

describe('msg', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(msg('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(msg('Plain')).toBe('Plain');
  });
});
