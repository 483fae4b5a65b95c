import { describe, expect, it } from 'vitest';
import { importFileName, safeDownloadName } from './file-names';

describe('item file names (issue 28 item 4)', () => {
  it('keeps an upload’s last path segment, without control or direction characters', () => {
    expect(importFileName('C:\\exports\\Ward Quiz.xml')).toBe('Ward Quiz.xml');
    expect(importFileName('/tmp/a/b.gift')).toBe('b.gift');
    expect(importFileName('bank\u202Elmx.zip')).toBe('banklmx.zip');
    expect(importFileName('  ')).toBe('file');
    expect(Array.from(importFileName(`${'é'.repeat(300)}.xml`))).toHaveLength(200);
  });

  it('gives a download name safe in a header: no quotes, spaces, slashes or leading dots', () => {
    expect(safeDownloadName('nightingale-shared-bank.zip')).toBe('nightingale-shared-bank.zip');
    expect(safeDownloadName('my "items"\r\n.gift')).toBe('my-items-.gift');
    expect(safeDownloadName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeDownloadName('"""')).toBe('items');
    expect(safeDownloadName(`${'a'.repeat(200)}.xml`)).toMatch(/^a{116}\.xml$/);
  });
});
