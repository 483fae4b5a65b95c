import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum } from '../../shared/marketplace/curriculum';
import type { TrainerDashboard } from '../../shared/marketplace/trainer-dashboard';
import { loadAuthoredBank } from '../features/exams/bank/load-case-studies';
import { seedDemoCurriculum } from '../features/marketplace/curriculum/demo-curriculum';
import { signIn } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoData } from './demo-data';
import { DEMO_MEETING_URL } from './demo-trainer-tools';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(await loadAuthoredBank('content/questions', 'content/case-studies'));
  await seedDemoData(t.app, t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const as = async (email: string, password: string) => {
  const cookie = await signIn(t.app, email, password);
  return async (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
};
const maria = () => as('maria.santos@nightingale.test', 'Maria#Train2026');
const amara = () => as('amara.okafor@nightingale.test', 'Amara#Study2026');

describe('the demo data (README "Demo accounts"), as `npm start` seeds it', () => {
  it.each([
    ['Maria Santos', 'maria.santos@nightingale.test', 'Maria#Train2026'],
    ['David Kim', 'david.kim@nightingale.test', 'David#Train2026'],
  ])(
    '%s’s figures in the README are computed from courses, purchases, ratings and the ledger',
    async (name, email, password) => {
      const get = await as(email, password);
      const dashboard: TrainerDashboard = (await get('/api/trainer/dashboard')).json();
      const row = readFileSync('README.md', 'utf8')
        .split('\n')
        .find((line) => line.includes(`| ${name} |`));
      expect(row).toContain(
        `| Trainer (${dollars(dashboard.earnings.totalCents)} earned, ${dashboard.coursesCreated} courses, ${dashboard.coursesSold} sold, rated ${dashboard.averageRating}) |`,
      );
      expect(dashboard.averageRating).toBe(4.8);
      expect(dashboard.earnings.pendingCents).toBeGreaterThan(0);
      expect(dashboard.earnings.availableCents).toBeGreaterThan(0);
      expect(dashboard.referralEarningsCents).toBeGreaterThan(0);
      expect(dashboard.recentSales).toHaveLength(5);
    },
  );

  it('gives Maria a connected test payout account and one paid payout, her earned total unchanged (issue 26)', async () => {
    const get = await maria();
    const payouts = (await get('/api/trainer/payouts')).json();
    expect(payouts.account).toEqual({ connected: true, payoutsEnabled: true, test: true });
    expect(payouts.payouts).toEqual([expect.objectContaining({ status: 'paid', amountCents: payouts.paidOutCents })]);
    expect(payouts.paidOutCents).toBeGreaterThan(0);
    const dashboard: TrainerDashboard = (await get('/api/trainer/dashboard')).json();
    expect(dashboard.earnings.totalCents).toBe(
      dashboard.earnings.pendingCents + dashboard.earnings.availableCents + payouts.paidOutCents,
    );
  });

  it('gives Maria materials in each state, sessions with a booking, and videos with views and purchases', async () => {
    const get = await maria();
    const materials = (await get('/api/materials/mine')).json().materials;
    expect(materials.map((m: { status: string }) => m.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    const approved = materials.find((m: { status: string }) => m.status === 'approved');
    expect(approved).toMatchObject({ adminComments: 'Clear and accurate. Approved for students.' });
    const file = await get(approved.fileHref);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const sessions = (await get('/api/trainer/sessions')).json();
    expect(sessions.stats).toMatchObject({ sessionsOffered: 2, upcomingSessions: 2, bookings: 1, earningsCents: 3600 });
    const videos = (await get('/api/trainer/videos')).json();
    expect(videos.totals.purchases).toBe(4);
    expect(videos.totals.views).toBeGreaterThan(20);
  });

  it('lets Amara open the course she bought in the player: its PDF, its video and the session she booked', async () => {
    const get = await amara();
    const [course] = (await get('/api/courses?search=NCLEX%20Pharmacology%20Mastery')).json().courses;
    const player = await get(`/api/courses/${course.id}/player`);
    expect(player.statusCode).toBe(200);
    const lessons: { id: string; title: string; kind: string; isLocked: boolean }[] = player
      .json()
      .sections.flatMap((section: { lessons: unknown[] }) => section.lessons);
    expect(lessons.every((lesson) => !lesson.isLocked)).toBe(true);
    const open = async (kind: string, title: string) => {
      const lesson = lessons.find((l) => l.kind === kind && l.title === title);
      expect(lesson, `${kind} lesson “${title}”`).toBeDefined();
      const answer = await get(`/api/courses/${course.id}/lessons/${lesson?.id}`);
      expect(answer.statusCode).toBe(200);
      return answer.json().body;
    };
    const material = await open('material', 'Cardiac Medications Quick Reference');
    expect(material.fileHref).toMatch(/\/lessons\/[0-9a-f-]{36}\/file$/);
    const file = await get(material.fileHref);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const video = await open('video', 'Insulin Types and Peak Times');
    expect(video.video).toMatchObject({ title: 'Insulin Types and Peak Times', viewerState: 'included', views: 5 });
    const session = await open('session', 'NCLEX Pharmacology Q&A');
    expect(session.session).toMatchObject({ title: 'NCLEX Pharmacology Q&A', viewerState: 'booked' });
  });

  it('issue 27: Amara’s booked session has a demo meeting link she sees from 15 minutes before; Maria’s videos play the demo clip', async () => {
    const mine = (await (await maria())('/api/trainer/sessions')).json().sessions;
    const qa = mine.find((s: { title: string }) => s.title === 'NCLEX Pharmacology Q&A');
    expect(qa).toMatchObject({ meetingUrl: DEMO_MEETING_URL, maxStudents: 3 });
    const get = await amara();
    const [booked] = (await get('/api/sessions/booked')).json().sessions;
    expect(booked).toMatchObject({ title: 'NCLEX Pharmacology Q&A', meetingUrl: null });
    expect(new Date(booked.meetingUrlFrom).getTime()).toBe(new Date(booked.startsAt).getTime() - 15 * 60 * 1000);
    const { videos } = (await get('/api/videos')).json();
    const digoxin = videos.find((v: { title: string }) => v.title === 'Digoxin Toxicity in 8 Minutes');
    expect(digoxin.videoUrl).toMatch(/^http:\/\/localhost:3000\/api\/videos\/files\/[0-9a-f-]{36}\/video\.mp4$/);
    const clip = await get(new URL(digoxin.videoUrl).pathname);
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
  });

  it('gives Grace two materials to review, and seeds nothing twice', async () => {
    const get = await as('grace.mensah@nightingale.test', 'Grace#Admin2026');
    const pending = (await get('/api/admin/materials?status=pending')).json().materials;
    expect(pending.map((m: { title: string }) => m.title).sort()).toEqual([
      'Insulin Peak Times Flashcards',
      'Therapeutic Communication Scenarios',
    ]);
    await seedDemoData(t.app, t.database.db, t.clock.now());
    expect((await get('/api/admin/materials?status=all')).json().materials).toHaveLength(4);
  });
});

describe('the demo curriculum (issue 27 item 1)', () => {
  it('gives every demo course 2 to 4 sections and 4 to 10 lessons of mixed kinds, one or two free previews; David’s draft stays a draft', async () => {
    let seen = 0;
    for (const get of [await maria(), await as('david.kim@nightingale.test', 'David#Train2026')]) {
      const dashboard: TrainerDashboard = (await get('/api/trainer/dashboard')).json();
      for (const course of dashboard.courses) {
        const curriculum: Curriculum = (await get(`/api/courses/${course.id}/curriculum`)).json();
        const lessons = curriculum.sections.flatMap((section) => section.lessons);
        expect(curriculum.sections.length).toBeGreaterThanOrEqual(2);
        expect(curriculum.sections.length).toBeLessThanOrEqual(4);
        expect(lessons.length).toBeGreaterThanOrEqual(4);
        expect(lessons.length).toBeLessThanOrEqual(10);
        const kinds = new Set(lessons.map((lesson) => lesson.kind));
        expect(kinds.has('text') && kinds.has('quiz')).toBe(true);
        expect(kinds.size).toBeGreaterThanOrEqual(3);
        const previews = lessons.filter((lesson) => lesson.isFreePreview).length;
        expect(previews).toBeGreaterThanOrEqual(1);
        expect(previews).toBeLessThanOrEqual(2);
        if (course.title === 'Pediatric Dosage Calculations') expect(course.isPublished).toBe(false);
        if (course.title === 'NCLEX Pharmacology Mastery') {
          expect([...kinds].sort()).toEqual(['material', 'quiz', 'session', 'text', 'video']);
        }
        seen += 1;
      }
    }
    expect(seen).toBe(6);
    expect(await seedDemoCurriculum(t.database.db, t.clock.now())).toBe(false);
  });
});
