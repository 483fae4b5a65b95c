import { eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { CourseBody } from '../../../shared/marketplace/courses';
import { splitSale } from '../../../shared/marketplace/split-sale';
import { coursePath } from '../../../shared/paths';
import type { Database } from '../../db/client';
import { createDemoLearners, findAccountUserByEmail } from '../account/service';
import { insertPaidTestOrder } from '../payments/service';
import { createCourse } from './courses';
import { recordPastSales, type SaleItem } from './purchases';
import { recordRatings } from './ratings';
import { refundPurchase } from './refunds';
import { courses } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Thirty demo learners from the countries Nightingale's students come from. */
const LEARNERS = [
  ['Joy', 'Dela Cruz'],
  ['Chinedu', 'Okonkwo'],
  ['Anjali', 'Menon'],
  ['Wanjiru', 'Kamau'],
  ['Marisol', 'Reyes'],
  ['Oluwaseun', 'Adebayo'],
  ['Deepa', 'Pillai'],
  ['Kwame', 'Asante'],
  ['Maricel', 'Santiago'],
  ['Fatima', 'Bello'],
  ['Rohan', 'Varghese'],
  ['Achieng', 'Otieno'],
  ['Kimberly', 'Bautista'],
  ['Tunde', 'Bakare'],
  ['Lakshmi', 'Iyer'],
  ['Abena', 'Owusu'],
  ['Jerome', 'Villanueva'],
  ['Ifeoma', 'Nwosu'],
  ['Sneha', 'Kurian'],
  ['Baraka', 'Mwangi'],
  ['Patricia', 'Mendoza'],
  ['Emeka', 'Eze'],
  ['Neha', 'Thomas'],
  ['Nadia', 'Haddad'],
  ['Rhea', 'Castillo'],
  ['Yaw', 'Boateng'],
  ['Aisha', 'Mohammed'],
  ['Carlos', 'Aquino'],
  ['Shalini', 'George'],
  ['Grace', 'Njeri'],
] as const;

/** A demo course: who made it, when, and its sales (how many, and every n-th with whose referral code). */
interface DemoCourse {
  trainer: 'maria' | 'david';
  daysAgo: number;
  body: CourseBody;
  sales: number;
  /** Every `every`-th sale (from the first) uses `owner`'s referral code. */
  referrals: { every: number; owner: 'maria' | 'david' | 'amara' }[];
  /** Stars given by the first buyers, in order. */
  ratings: number[];
  /** Whether an admin refunded the last sale. */
  refundLastSale?: boolean;
}

const DEMO_COURSES: DemoCourse[] = [
  {
    trainer: 'maria',
    daysAgo: 120,
    body: {
      title: 'NCLEX Pharmacology Mastery',
      description:
        'High-alert medications, safe dosing and monitoring, and how the NCLEX tests them: anticoagulants, insulin, cardiac drugs, opioids and psychiatric medications, with practice items and rationales after every module.',
      priceCents: 4999,
      category: 'pharmacology',
      duration: '6 weeks',
      level: 'Intermediate',
      isPublished: true,
    },
    sales: 24,
    referrals: [
      { every: 4, owner: 'david' },
      { every: 7, owner: 'amara' },
    ],
    ratings: [5, 5, 5, 4],
  },
  {
    trainer: 'maria',
    daysAgo: 100,
    body: {
      title: 'Med-Surg Priorities and Delegation',
      description:
        'Who do you see first? Prioritisation frameworks (ABCs, Maslow, acute versus chronic), delegation to LPNs and UAPs, and the medical-surgical case studies of the Next Generation NCLEX.',
      priceCents: 3999,
      category: 'medical-surgical',
      duration: '4 weeks',
      level: 'Advanced',
      isPublished: true,
    },
    sales: 18,
    referrals: [{ every: 5, owner: 'david' }],
    ratings: [5, 5, 4],
  },
  {
    trainer: 'maria',
    daysAgo: 90,
    body: {
      title: 'Fundamentals Bootcamp for International Nurses',
      description:
        'The nursing process, infection control, safety and client rights as US practice expects them, for nurses educated abroad: what is different from home, and how the NCLEX asks about it.',
      priceCents: 1999,
      category: 'fundamentals',
      duration: '2 weeks',
      level: 'Beginner',
      isPublished: true,
    },
    sales: 11,
    referrals: [{ every: 6, owner: 'amara' }],
    ratings: [5, 5, 5],
    refundLastSale: true,
  },
  {
    trainer: 'david',
    daysAgo: 110,
    body: {
      title: 'Mental Health Nursing Made Clear',
      description:
        'Therapeutic communication, psychiatric medications and their side effects, suicide risk, crisis intervention and legal rights, with the priority questions the NCLEX asks about each.',
      priceCents: 3499,
      category: 'mental-health',
      duration: '5 weeks',
      level: 'Intermediate',
      isPublished: true,
    },
    sales: 19,
    referrals: [{ every: 4, owner: 'maria' }],
    ratings: [5, 5, 5, 5, 5, 4],
  },
  {
    trainer: 'david',
    daysAgo: 95,
    body: {
      title: 'Community Health and Infection Control',
      description:
        'Transmission-based precautions, immunisation schedules, outbreak reporting, home health and disaster triage: the community health content of the NCLEX test plan.',
      priceCents: 2499,
      category: 'community-health',
      duration: '3 weeks',
      level: 'Beginner',
      isPublished: true,
    },
    sales: 12,
    referrals: [{ every: 5, owner: 'amara' }],
    ratings: [5, 5, 5, 4],
  },
  {
    trainer: 'david',
    daysAgo: 20,
    body: {
      title: 'Pediatric Dosage Calculations',
      description:
        'Weight-based dosing, safe dose ranges and IV rates for children, step by step, with a calculation drill for every topic.',
      priceCents: 2999,
      category: 'pediatrics',
      duration: '2 weeks',
      level: 'Beginner',
      isPublished: false,
    },
    sales: 0,
    referrals: [],
    ratings: [],
  },
];

/**
 * The marketplace's demo data (DEMO_DATA, after the demo accounts): Maria Santos and David Kim's
 * courses (one of David's a draft), bought over the past three months by thirty demo learners,
 * some with referral codes (Maria's, David's and Amara's), rated by their buyers (4.8 on average
 * for each trainer), and one purchase refunded by Grace Mensah. Amara Okafor bought Maria's
 * pharmacology course with David's code five days ago. Everything goes through the marketplace's
 * own functions (past sales in bulk through the same split and ledger entries as a purchase), so
 * every figure the README gives is computed from these records. Runs only while no course exists
 * (so a demo database made before the marketplace gets it on its next start), and only when the
 * demo accounts exist. Returns whether it seeded.
 */
export async function seedDemoMarketplace(db: Database, now: Date): Promise<boolean> {
  const [anyCourse] = await db.select({ id: courses.id }).from(courses).limit(1);
  if (anyCourse) return false;
  const [maria, david, amara, grace] = await Promise.all(
    [
      'maria.santos@nightingale.test',
      'david.kim@nightingale.test',
      'amara.okafor@nightingale.test',
      'grace.mensah@nightingale.test',
    ].map((email) => findAccountUserByEmail(db, email)),
  );
  if (!maria || !david || !amara || !grace) return false;
  const trainers = { maria, david };
  const codeOwners = { maria, david, amara };
  const learners = await createDemoLearners(db, LEARNERS, new Date(now.getTime() - 150 * DAY_MS));
  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS + minutes * 60_000);

  const sales: Parameters<typeof recordPastSales>[1][number][] = [];
  const ratings: Parameters<typeof recordRatings>[1][number][] = [];
  let refunded: { courseIndex: number; saleIndex: number } | null = null;
  const courseItems: SaleItem[] = [];
  for (const [courseIndex, demo] of DEMO_COURSES.entries()) {
    // A new course is a draft (issue 27 item 1); the demo's published courses are published here at
    // once, and the demo curriculum (seedDemoCurriculum, after the trainer tools) gives every course its lessons.
    const draft = await createCourse(
      db,
      trainers[demo.trainer],
      { ...demo.body, isPublished: false },
      ago(demo.daysAgo),
    );
    if (demo.body.isPublished) {
      await db.update(courses).set({ isPublished: true }).where(eq(courses.id, draft.id));
    }
    const course = { ...draft, isPublished: demo.body.isPublished };
    courseItems.push({
      kind: 'course',
      id: course.id,
      title: course.title,
      trainerId: course.trainerId,
      priceCents: course.priceCents,
    });
    for (let sale = 0; sale < demo.sales; sale++) {
      const buyer = learners[(sale + courseIndex * 5) % learners.length] as AccountUser;
      // From 85 days ago to yesterday, oldest first, at a different hour for each course.
      const daysAgo = 85 - Math.floor((sale * 84) / Math.max(demo.sales - 1, 1));
      const referral = demo.referrals.find((rule) => sale % rule.every === rule.every - 1);
      const referrer = referral ? codeOwners[referral.owner] : null;
      sales.push({
        item: {
          kind: 'course',
          id: course.id,
          title: course.title,
          trainerId: course.trainerId,
          priceCents: course.priceCents,
        },
        buyerId: buyer.id,
        referrer,
        at: ago(daysAgo, courseIndex * 97),
      });
      const stars = demo.ratings[sale];
      if (stars !== undefined) ratings.push({ courseId: course.id, userId: buyer.id, stars, at: ago(1) });
    }
    if (demo.refundLastSale) refunded = { courseIndex, saleIndex: sales.length - 1 };
  }
  const purchaseIds = await recordPastSales(db, sales);
  await recordRatings(db, ratings);
  const refundedId = refunded ? purchaseIds[refunded.saleIndex] : undefined;
  if (refundedId) {
    await refundPurchase(
      db,
      { purchaseId: refundedId, admin: grace, reason: 'Duplicate purchase: the student meant to buy Med-Surg.' },
      ago(0, -120),
    );
  }
  // Amara bought the first course five days ago with David's code, paid through the test checkout
  // (issue 26: her Payment Portal lists the payment with its method and transaction id).
  const pharmacology = courseItems[0];
  if (pharmacology) {
    const referrer = david.referralCode ? { id: david.id, referralCode: david.referralCode } : null;
    const split = splitSale(pharmacology.priceCents, { withReferral: referrer !== null });
    const order = await insertPaidTestOrder(
      db,
      {
        buyerId: amara.id,
        kind: 'course',
        itemId: pharmacology.id,
        itemTitle: pharmacology.title,
        priceCents: split.priceCents,
        discountCents: split.discountCents,
        referralCode: referrer?.referralCode ?? null,
        returnPath: coursePath(pharmacology.id),
      },
      ago(5),
    );
    await recordPastSales(db, [{ item: pharmacology, buyerId: amara.id, referrer, at: ago(5), orderId: order.id }]);
  }
  return true;
}
