import { describe, expect, it } from 'vitest';
import { percentOf, splitSale } from './split-sale';

const sum = (split: ReturnType<typeof splitSale>) => split.trainerCents + split.referrerCents + split.platformCents;

describe('§9 splitSale: trainer 80%, referral fee 10%, platform the rest', () => {
  it('$1.00 without a code: 80 / 0 / 20, the buyer pays the price', () => {
    expect(splitSale(100, { withReferral: false })).toEqual({
      priceCents: 100,
      discountCents: 0,
      paidCents: 100,
      trainerCents: 80,
      referrerCents: 0,
      platformCents: 20,
    });
  });

  it('$0.99 with a code: shares round half up and the platform takes the remainder', () => {
    // 80% of 99 = 79.2 -> 79; 10% = 9.9 -> 10; discount 5% = 4.95 -> 5; paid 94; platform 94 - 79 - 10 = 5.
    expect(splitSale(99, { withReferral: true })).toEqual({
      priceCents: 99,
      discountCents: 5,
      paidCents: 94,
      trainerCents: 79,
      referrerCents: 10,
      platformCents: 5,
    });
  });

  it('$19.99 with and without a code', () => {
    expect(splitSale(1999, { withReferral: false })).toMatchObject({ trainerCents: 1599, platformCents: 400 });
    // 80% = 1599.2 -> 1599; 10% = 199.9 -> 200; 5% = 99.95 -> 100; paid 1899; platform 100.
    expect(splitSale(1999, { withReferral: true })).toMatchObject({
      discountCents: 100,
      paidCents: 1899,
      trainerCents: 1599,
      referrerCents: 200,
      platformCents: 100,
    });
  });

  it('$9,999.99 with a code', () => {
    const split = splitSale(999_999, { withReferral: true });
    expect(split).toMatchObject({ trainerCents: 799_999, referrerCents: 100_000, discountCents: 50_000 });
    expect(sum(split)).toBe(split.paidCents);
  });

  it('the shares sum to what the buyer paid, and paid plus discount is the price, for every price up to $50', () => {
    for (let price = 1; price <= 5000; price++) {
      for (const withReferral of [false, true]) {
        const split = splitSale(price, { withReferral });
        expect(sum(split)).toBe(split.paidCents);
        expect(split.paidCents + split.discountCents).toBe(price);
        expect(split.platformCents).toBeGreaterThanOrEqual(0);
        expect(split.trainerCents).toBe(Math.round((price * 80) / 100 + 1e-9));
      }
    }
  });

  it('refuses a price that is not a positive whole number of cents', () => {
    expect(() => splitSale(0, { withReferral: false })).toThrow(RangeError);
    expect(() => splitSale(-100, { withReferral: false })).toThrow(RangeError);
    expect(() => splitSale(19.5, { withReferral: false })).toThrow(RangeError);
  });

  it('percentOf rounds half up: 5% of 30 = 1.5 -> 2, of 29 = 1.45 -> 1', () => {
    expect(percentOf(30, 5)).toBe(2);
    expect(percentOf(29, 5)).toBe(1);
  });
});
