import { describe, expect, it } from 'vitest';
import { plainFileName } from './file-name';

describe('upload file names', () => {
  it('keeps an upload’s last path segment, without control or direction characters', () => {
    expect(plainFileName('C:\\exports\\Ward Quiz.xml')).toBe('Ward Quiz.xml');
    expect(plainFileName('/tmp/a/b.gift')).toBe('b.gift');
    expect(plainFileName('bank\u202Elmx.zip')).toBe('banklmx.zip');
    expect(plainFileName('  ')).toBe('file');
    expect(Array.from(plainFileName(`${'é'.repeat(300)}.xml`))).toHaveLength(200);
  });
});
