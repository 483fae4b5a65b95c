import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('§3 avatar initials', () => {
  it('uppercases the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'amara', lastName: 'okafor' })).toBe('AO');
  });
  it('uses what is there when one name is missing', () => {
    expect(initialsOf({ firstName: 'luis', lastName: '' })).toBe('L');
  });
  it('is U when there is no name or no user', () => {
    expect(initialsOf({ firstName: ' ', lastName: null })).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});
