import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const clientDir = join(process.cwd(), 'src/client');
const stylesDir = join(process.cwd(), 'node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('Mantine styles', () => {
  it('imports the styles of every Mantine component the client uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(clientDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
        for (const name of (match[1] ?? '').split(',')) {
          const component = name.replace(/\btype\b/, '').trim();
          if (/^[A-Z]/.test(component)) used.add(component);
        }
      }
    }
    const imported = readFileSync(join(clientDir, 'app/mantine-styles.ts'), 'utf8');
    const missing = [...used].filter(
      (component) => existsSync(join(stylesDir, `${component}.css`)) && !imported.includes(`styles/${component}.css'`),
    );
    expect(used.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('keeps the order of Mantine’s full stylesheet, on which later rules rely', () => {
    const full = readFileSync(join(process.cwd(), 'node_modules/@mantine/core/styles.css'), 'utf8');
    const imported = [
      ...readFileSync(join(clientDir, 'app/mantine-styles.ts'), 'utf8').matchAll(/styles\/([A-Za-z]+)\.css'/g),
    ]
      .map((match) => match[1] ?? '')
      .filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name));
    const position = (name: string) => {
      const firstClass = readFileSync(join(stylesDir, `${name}.css`), 'utf8').match(/\.m_[0-9a-f]+/)?.[0] ?? '';
      return full.indexOf(`${firstClass} `);
    };
    const positions = imported.map(position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
