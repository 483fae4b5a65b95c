import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, purchases } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { checkoutAs, salesOfItem } from '../../testing/checkout';
import { createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSessionAs } from '../../testing/trainer-tools';

/*
 * Checkouts at the same moment (issue 26 "Tests": the concurrency test). On PostgreSQL
 * (TEST_DATABASE_URL set) the requests truly run side by side, so only the code's locks keep the
 * counts right: the course row held FOR SHARE and the one completed purchase per buyer and item,
 * the session row held FOR UPDATE while an order counts its seats. Without it the same test runs on
 * PGlite, one transaction at a time.
 */

let t: TestApp;
let trainer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  trainer = await signedInAs(t.app, 'trainer');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;

describe('checkouts at the same moment', () => {
  it('50 buyers of one course and 20 bookers of a 3-seat session: purchases = enrolled = ledger sales, seats never over capacity', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 1999 });
    const session = await createSessionAs(t.app, trainer, { maxStudents: 3, priceCents: 5000 });
    const [courseBuyers, bookers] = await Promise.all([signedInMany(t.app, 50), signedInMany(t.app, 20)]);

    const [bought, booked] = await Promise.all([
      Promise.all(courseBuyers.map((buyer) => checkoutAs(t.app, buyer, { kind: 'course', itemId: course.id }))),
      Promise.all(bookers.map((booker) => checkoutAs(t.app, booker, { kind: 'session', itemId: session.id }))),
    ]);

    expect(bought.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    expect(bought.every((answer) => answer.json().order.status === 'paid')).toBe(true);
    const enrolled = (await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json().enrolledStudents;
    expect(enrolled).toBe(50);
    expect(await salesOfItem(db(), course.id)).toEqual({ purchases: 50, saleGroups: 50, cents: 50 * 1999 });

    const paid = booked.filter((answer) => answer.statusCode === 201);
    const refused = booked.filter((answer) => answer.statusCode !== 201);
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('session_full');
    }
    expect(await salesOfItem(db(), session.id)).toEqual({ purchases: 3, saleGroups: 3, cents: 3 * 5000 });
    // Only the three who got a seat made an order; the refused wrote nothing.
    const sessionOrders = await db().select().from(orders).where(eq(orders.itemId, session.id));
    expect(sessionOrders.map((row) => row.status)).toEqual(['paid', 'paid', 'paid']);
    const listed = (await requestAs(t.app, null, 'GET', '/api/sessions')).json().sessions;
    expect(listed.find((s: { id: string }) => s.id === session.id)).toMatchObject({ seatsTaken: 3, isFull: true });
    const buyerIds = (
      await db()
        .select({ userId: purchases.userId })
        .from(purchases)
        .where(inArray(purchases.itemId, [session.id]))
    ).map((row) => row.userId);
    expect(new Set(buyerIds).size).toBe(3);
  });
});
