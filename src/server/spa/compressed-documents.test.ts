import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compressed-documents';

describe('page documents: the encoding chosen as @fastify/compress chooses it', () => {
  it('prefers brotli, then gzip, among equally wanted encodings', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('deflate, gzip')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('follows q values, and never sends an encoding refused with q=0', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBe('identity');
  });

  it('counts * and x-gzip as gzip, and ignores what it does not know', () => {
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('compress, sdch')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
