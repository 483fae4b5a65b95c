import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/project-paths';
import { hardCodedStrings, hardCodedStringsUnder } from './hard-coded';

describe('issue 29: no English written straight into the interface', () => {
  it('finds none under src/: every string a person reads goes through t() or msg()', () => {
    const found = [...hardCodedStringsUnder(projectRoot, join(projectRoot, 'src'))].flatMap(([file, strings]) =>
      strings.map(({ line, text }) => `${file}:${line} ${text}`),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it('flags JSX text, text attributes, strings shown in JSX and text properties, but not keys, values or ignored lines', () => {
    const source = `
      const items = [{ label: 'Home', to: '/' }, { label: msg('About'), to: '/about' }];
      function Page() {
        notifications.show({ title: 'Saved', message: t('Your changes are saved.') });
        return (
          <div className="box" aria-label="Main area">
            Welcome back
            <Button variant="light" title={t('Close')}>{open ? 'Hide' : t('Show')}</Button>
            <Trans i18nKey={KEY} />
            <Input value={\`id-\${n}\`} placeholder="e.g. 12" />
            {/* NCLEX */}
            Nightingale
            {
              // i18n-ignore: for developers.
              'Not for people'
            }
          </div>
        );
      }
    `;
    expect(hardCodedStrings(source, 'page.tsx').map((found) => found.text)).toEqual([
      'Home',
      'Saved',
      'Main area',
      'Welcome back',
      'Hide',
    ]);
  });
});
