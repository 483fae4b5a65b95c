import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../shared/plans/plans';
import { serviceTarget } from './service-target';

describe('§2 services (issue 26 item 6: the one offer of plans)', () => {
  it('sends Free to the sample test; a paid plan to registration with it chosen, or signed in to its checkout', () => {
    expect(serviceTarget('free', false)).toEqual({ to: '/sample-test', label: 'Start Free Exam' });
    expect(serviceTarget('premium', false)).toEqual({ to: '/register?plan=premium', label: 'Get Started' });
    expect(serviceTarget('basic', true)).toEqual({ to: '/payment?plan=basic', label: 'Choose this plan' });
  });

  it('offers the four plans of spec §9 at their prices and periods', () => {
    expect(PLANS.map((plan) => `${plan.name} ${plan.priceCents} ${plan.period}`)).toEqual([
      'Free 0 forever',
      'Basic 2999 3 months',
      'Premium 4999 6 months',
      'Comprehensive 8999 12 months',
    ]);
  });
});
