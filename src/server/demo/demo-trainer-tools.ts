import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountUser } from '../../shared/account/user';
import type { Database } from '../db/client';
import { findAccountUserByEmail } from '../features/account/accounts';
import { storeUpload } from '../features/files/store';
import { listPublishedCourses } from '../features/marketplace/courses';
import { recordPastSales, type SaleItem } from '../features/marketplace/purchases';
import { createMaterial, listMyMaterials } from '../features/materials/materials';
import { reviewMaterial } from '../features/materials/review';
import { createSession } from '../features/trainer-sessions/sessions';
import { openVideo } from '../features/trainer-videos/open-video';
import type { IncludedVideoAccess } from '../features/trainer-videos/service';
import { storedVideoPath } from '../features/trainer-videos/video-files';
import { reviewVideo } from '../features/trainer-videos/video-review';
import { createVideo } from '../features/trainer-videos/videos';
import { onePagePdf } from '../lib/demo-pdf';
import { projectRoot } from '../project-paths';

/**
 * The demo clip (issue 27 item 4): a 4-second MP4 (H.264 baseline and AAC, 640x360, about 200 kB,
 * made with ffmpeg's test pattern) shipped with the product, stored through the file store at
 * seeding and played through it, so the demo's video player works.
 */
export const DEMO_CLIP_FILE = join(projectRoot, 'src/server/demo/assets/demo-clip.mp4');

/**
 * The demo meeting link of Maria's Pharmacology Q&A (issue 27 item 3): a made-up address on
 * example.org (reserved for examples), in the form video-call services use; it opens no real call.
 */
export const DEMO_MEETING_URL = 'https://meet.example.org/nightingale-pharmacology-qa';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo learners (made by the marketplace's demo data) who watch, book and buy. */
const LEARNER_EMAILS = [
  'chinedu.okonkwo',
  'anjali.menon',
  'wanjiru.kamau',
  'marisol.reyes',
  'deepa.pillai',
  'kwame.asante',
  'fatima.bello',
  'rohan.varghese',
].map((name) => `${name}@learners.nightingale.test`);

const CARDIAC_REFERENCE = [
  'Digoxin: take the apical pulse for one full minute; hold and report if under 60/min.',
  'Toxicity: nausea, vomiting, anorexia, visual changes (yellow-green halos), dysrhythmias.',
  'Low potassium raises the risk of digoxin toxicity: keep K+ between 3.5 and 5.0 mEq/L.',
  'Beta blockers (-olol): check heart rate and blood pressure; watch for bronchospasm in asthma.',
  'ACE inhibitors (-pril): first-dose hypotension, dry cough, angioedema, hyperkalemia.',
  'Warfarin: monitor INR (2 to 3 for most indications); antidote vitamin K.',
  'Heparin: monitor aPTT; antidote protamine sulfate.',
  'Nitroglycerin: sit the client down; up to 3 doses 5 minutes apart; call for help if no relief.',
  'Amiodarone: pulmonary toxicity, thyroid changes, photosensitivity.',
];
const COMMUNICATION_SCENARIOS = [
  'Scenario 1: A client says "I just want to die." Respond with a direct, open question about safety.',
  'Scenario 2: A client with mania interrupts the group. Set limits calmly; offer a quiet space.',
  'Scenario 3: A grieving family member is angry. Acknowledge the feeling before giving information.',
  'Avoid: false reassurance, "why" questions, changing the subject, giving advice.',
];

/**
 * The trainer tools' demo data (DEMO_DATA, after the marketplace's): Maria Santos's and David Kim's
 * training materials (approved with a PDF and Grace Mensah's comment, pending, rejected with
 * comments), their one-on-one sessions (Amara Okafor booked Maria's Pharmacology Q&A), their videos
 * with views and purchases from demo learners. The demo curriculum, seeded next, makes Maria's
 * approved material, her paid insulin video and that session lessons of her NCLEX Pharmacology
 * Mastery course, so Amara, who bought the course, opens them in the course player (the video without
 * buying it again). Everything goes through the features' own functions.
 * Issue 27: every session has a meeting link (a demo address on meet.example.org) or a place;
 * Maria's two videos play the demo clip kept in the file store, at `publicUrl` (the site's address,
 * PUBLIC_URL); David's delegation video names an address that does not exist, so the player shows
 * its "cannot be played" message with the link to open it at its source.
 * Runs once, in one transaction: only while Maria has no material, and only when the demo accounts
 * and courses exist. Returns whether it seeded.
 */
export async function seedDemoTrainerTools(db: Database, now: Date, publicUrl?: string): Promise<boolean> {
  // One transaction: a start that fails half way leaves nothing, so the next start seeds it all.
  return db.transaction((tx) => seed(tx, now, publicUrl));
}

/** A session or video as a demo sale names it. */
function saleItem(
  kind: 'session' | 'video',
  item: { id: string; title: string; trainerId: string; priceCents: number },
): SaleItem {
  return { kind, id: item.id, title: item.title, trainerId: item.trainerId, priceCents: item.priceCents };
}

/**
 * The URL of the demo clip stored for `maria` at `at` (through the file store), served at
 * `publicUrl`; without `publicUrl` or the clip's file, `fallback` (an address that does not play).
 */
async function demoClipUrl(
  db: Database,
  { owner, publicUrl, fallback }: { owner: AccountUser; publicUrl: string | undefined; fallback: string },
  at: Date,
): Promise<string> {
  if (!publicUrl || !existsSync(DEMO_CLIP_FILE)) return fallback;
  const clip = await storeUpload(
    db,
    { ownerId: owner.id, purpose: 'material', name: 'demo-clip.mp4', data: readFileSync(DEMO_CLIP_FILE) },
    at,
  );
  return `${publicUrl.replace(/\/+$/, '')}${storedVideoPath(clip.id)}`;
}

async function seed(db: Database, now: Date, publicUrl: string | undefined): Promise<boolean> {
  const find = (email: string) => findAccountUserByEmail(db, email);
  const [maria, david, amara, grace] = await Promise.all(
    ['maria.santos', 'david.kim', 'amara.okafor', 'grace.mensah'].map((name) => find(`${name}@nightingale.test`)),
  );
  if (!maria || !david || !amara || !grace) return false;
  if ((await listMyMaterials(db, maria.id)).length > 0) return false;
  const [course] = await listPublishedCourses(db, null, 'NCLEX Pharmacology Mastery');
  if (!course) return false;
  const learners = (await Promise.all(LEARNER_EMAILS.map(find))).filter((user): user is AccountUser => !!user);
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * 3_600_000);
  /** A time `days` from today at `hour`:00 UTC, for sessions still to come. */
  const ahead = (days: number, hour: number) => {
    const day = new Date(now.getTime() + days * DAY_MS);
    day.setUTCHours(hour, 0, 0, 0);
    return day;
  };

  const uploadPdf = async (owner: AccountUser, name: string, title: string, lines: string[], at: Date) =>
    storeUpload(db, { ownerId: owner.id, purpose: 'material', name, data: onePagePdf(title, lines) }, at);

  const cardiacPdf = await uploadPdf(
    maria,
    'cardiac-medications.pdf',
    'Cardiac Medications',
    CARDIAC_REFERENCE,
    ago(20),
  );
  const cardiac = await createMaterial(
    db,
    maria,
    {
      title: 'Cardiac Medications Quick Reference',
      materialType: 'document',
      description: 'One page of the cardiac drugs the NCLEX asks about most, with the checks before each dose.',
      content: 'Print it, or keep it open while you take the pharmacology quiz.',
      fileId: cardiacPdf.id,
    },
    ago(20),
  );
  await reviewMaterial(
    db,
    cardiac.id,
    grace,
    {
      status: 'approved',
      adminComments: 'Clear and accurate. Approved for students.',
      expectedVersion: cardiac.version,
    },
    ago(18),
  );
  await createMaterial(
    db,
    maria,
    {
      title: 'Insulin Peak Times Flashcards',
      materialType: 'quiz',
      description: 'Twelve cards: onset, peak and duration of each insulin type.',
      content:
        'Rapid-acting (lispro): onset 15 min, peak 1 h, duration 3-4 h.\nShort-acting (regular): onset 30 min, peak 2-3 h, duration 6-8 h.',
    },
    ago(3),
  );
  const fetal = await createMaterial(
    db,
    maria,
    {
      title: 'Fetal Heart Rate Patterns',
      materialType: 'presentation',
      description: 'Early, variable and late decelerations with the nursing actions for each.',
      fileUrl: 'https://slides.nightingale.test/fetal-heart-rate-patterns',
    },
    ago(10),
  );
  await reviewMaterial(
    db,
    fetal.id,
    grace,
    {
      status: 'rejected',
      expectedVersion: fetal.version,
      adminComments:
        'Please cite the source of the tracings and add the nursing actions for late decelerations, then submit it again.',
    },
    ago(9),
  );
  const scenariosPdf = await uploadPdf(
    david,
    'communication-scenarios.pdf',
    'Therapeutic Communication',
    COMMUNICATION_SCENARIOS,
    ago(1),
  );
  await createMaterial(
    db,
    david,
    {
      title: 'Therapeutic Communication Scenarios',
      materialType: 'document',
      description: 'Mental health scenarios with the therapeutic and non-therapeutic answers.',
      fileId: scenariosPdf.id,
    },
    ago(1),
  );

  const pharmacologyQa = await createSession(
    db,
    maria,
    {
      title: 'NCLEX Pharmacology Q&A',
      description: 'Bring your hardest medication questions: high-alert drugs, dosage calculations and priorities.',
      durationMinutes: 60,
      priceCents: 4500,
      maxStudents: 3,
      startsAt: ahead(5, 14).toISOString(),
      meetingUrl: DEMO_MEETING_URL,
    },
    ago(7),
  );
  await createSession(
    db,
    maria,
    {
      title: 'Test-Taking Strategy Coaching',
      description: 'One-on-one: how to read a select-all-that-apply item and pace a 5-hour exam.',
      durationMinutes: 30,
      priceCents: 2500,
      maxStudents: 1,
      startsAt: ahead(9, 16).toISOString(),
      meetingUrl: 'https://meet.example.org/nightingale-test-taking',
    },
    ago(6),
  );
  const delegation = await createSession(
    db,
    david,
    {
      title: 'Prioritization and Delegation Drill',
      description: 'Small group: ABCs, Maslow and what the RN, LPN and UAP may each do.',
      durationMinutes: 90,
      priceCents: 6000,
      maxStudents: 5,
      startsAt: ahead(4, 13).toISOString(),
      place: 'Skills Lab 2, Nightingale Learning Center, 120 Main Street',
    },
    ago(8),
  );
  // The bookings, as paid orders record them (issue 26): completed sales with their ledger entries.
  await recordPastSales(db, [
    { item: saleItem('session', pharmacologyQa), buyerId: amara.id, referrer: null, at: ago(2) },
    ...learners.slice(0, 2).map((learner, index) => ({
      item: saleItem('session', delegation),
      buyerId: learner.id,
      referrer: null,
      at: ago(5 - index),
    })),
  ]);

  const clipUrl = await demoClipUrl(
    db,
    { owner: maria, publicUrl, fallback: 'https://media.nightingale.test/videos/digoxin-toxicity.mp4' },
    ago(30),
  );
  const digoxin = await createVideo(
    db,
    maria,
    {
      title: 'Digoxin Toxicity in 8 Minutes',
      category: 'pharmacology',
      description: 'The signs, the potassium link and the nursing actions, with two NCLEX-style items.',
      videoUrl: clipUrl,
      priceCents: 0,
    },
    ago(30),
  );
  const insulin = await createVideo(
    db,
    maria,
    {
      title: 'Insulin Types and Peak Times',
      category: 'pharmacology',
      description:
        'Rapid, short, intermediate and long-acting insulin: when each peaks and when to watch for hypoglycemia.',
      videoUrl: clipUrl.startsWith('https://media.')
        ? 'https://media.nightingale.test/videos/insulin-peak-times.mp4'
        : clipUrl,
      priceCents: 999,
    },
    ago(25),
  );
  // A paid video is sold once an admin approved it (decision 017).
  await reviewVideo(
    db,
    insulin.id,
    grace,
    { status: 'approved', expectedVersion: insulin.version, adminComments: 'Accurate peak times. Approved for sale.' },
    ago(24),
  );
  const delegationVideo = await createVideo(
    db,
    david,
    {
      title: 'Delegation: What the NCLEX Expects',
      category: 'nclex-rn',
      description: 'The five rights of delegation and the tasks you never delegate.',
      videoUrl: 'https://media.nightingale.test/videos/delegation.mp4',
      priceCents: 0,
    },
    ago(15),
  );
  await recordPastSales(
    db,
    learners.slice(2, 6).map((learner, index) => ({
      item: saleItem('video', insulin),
      buyerId: learner.id,
      referrer: null,
      at: ago(20 - index * 4),
    })),
  );
  // Views: each learner opens the free videos on a few days, the insulin video's buyers open it.
  for (const [index, learner] of learners.entries()) {
    for (const day of [28 - index, 14 - index, 2]) {
      await openVideo(db, { videoId: digoxin.id, viewer: learner }, ago(day));
    }
    await openVideo(db, { videoId: delegationVideo.id, viewer: learner }, ago(12 - index));
  }

  // Amara has the insulin video with the course she bought: the demo curriculum (seeded after these
  // tools, curriculum/demo-curriculum.ts) makes it a video lesson of NCLEX Pharmacology Mastery, with
  // Maria's approved material and this Q&A session. She and the video's buyers watched it yesterday.
  const withHerCourse: IncludedVideoAccess = async (_db, userId, videoIds) =>
    new Set(userId === amara.id && videoIds.includes(insulin.id) ? [insulin.id] : []);
  for (const viewer of [amara, ...learners.slice(2, 6)]) {
    await openVideo(db, { videoId: insulin.id, viewer, included: withHerCourse }, ago(1));
  }
  return true;
}
