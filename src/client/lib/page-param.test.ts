import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '../../shared/pagination';
import { pageOf } from './page-param';

describe('pageOf: the page a list address names', () => {
  it('reads a whole number from 1 to MAX_PAGE', () => {
    expect(pageOf('1')).toBe(1);
    expect(pageOf('7')).toBe(7);
    expect(pageOf(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('falls back to page 1 for anything the API would refuse', () => {
    for (const value of [null, '', '0', '-3', '2.5', 'abc', String(MAX_PAGE + 1), '1e18']) {
      expect(pageOf(value)).toBe(1);
    }
  });
});
