import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('§5 login: return to the page the user was sent from', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/courses?q=pharm')).toBe('/courses?q=pharm');
  });
  it('refuses other sites, protocol-relative URLs and the login page itself', () => {
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
