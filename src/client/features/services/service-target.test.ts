import { describe, expect, it } from 'vitest';
import { serviceTarget } from './service-target';
import { SERVICES } from './services-content';

describe('§2 services', () => {
  it('sends the free exam to the sample test and everything else to registration', () => {
    expect(serviceTarget({ kind: 'exam', price: 'Free' }).to).toBe('/sample-test');
    expect(serviceTarget({ kind: 'exam', price: '$29.99' }).to).toBe('/register');
    expect(serviceTarget({ kind: 'package', price: '$49.99' }).to).toBe('/register');
  });

  it('offers the four plans of spec §9 with their prices', () => {
    expect(SERVICES.map((s) => `${s.title} ${s.price}`)).toEqual([
      'Free Practice Exam Free',
      'Full Practice Exam $29.99',
      'Study Materials Package $49.99',
      'Premium Package $99.99',
    ]);
  });
});
