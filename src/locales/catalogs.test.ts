import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/project-paths';
import { checkCatalogs } from './check-catalogs';
import { keysInSource } from './extract-keys';

describe('issue 29 item 2: the catalogs match the sources', () => {
  it('every key is in every language, none unused, placeholders and tags the same, none empty or in conflict', () => {
    const problems = checkCatalogs(projectRoot).map(
      (p) => `${p.language} ${p.kind}: "${p.key}"${p.files.length ? ` (${p.files.slice(0, 2).join(', ')})` : ''}`,
    );
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('the extractor', () => {
  it('finds t(), x.t(), msg() and <Trans i18nKey>, plural by count and context by suffix', () => {
    const source = `
      const a = t('Sign in');
      const b = i18n.t('{{count}} questions', { count: n });
      const c = msg('{{field}} must not be empty.', { field });
      const d = t('Open', { context: 'state' });
      const e = t(variable);
      const f = <Trans i18nKey="Read the <1>policy</1>." components={{ 1: <a /> }} />;
      const g = other('Not a key');
    `;
    expect(keysInSource(source, 'x.tsx')).toEqual([
      { key: 'Sign in', plural: false },
      { key: '{{count}} questions', plural: true },
      { key: '{{field}} must not be empty.', plural: false },
      { key: 'Open_state', plural: false },
      { key: 'Read the <1>policy</1>.', plural: false },
    ]);
  });
});
