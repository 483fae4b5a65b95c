import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoursePlayer } from '../../../../shared/marketplace/course-player';
import { courseCertificates, courses } from '../../../db/schema';
import { signIn } from '../../../testing/accounts';
import { giveCourseCurriculum, quizSpec } from '../../../testing/curriculum';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedDemoUsers } from '../../auth/service';
import { seedDemoMarketplace } from '../demo-marketplace';
import { seedDemoProgress } from './demo-progress';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
  await seedDemoMarketplace(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('demo progress in the course player (issue 27 item 2, README "Demo accounts")', () => {
  it('does nothing while Amara’s course has no lessons', async () => {
    expect(await seedDemoProgress(t.database.db, t.clock.now())).toBe(false);
  });

  it('shows Amara part-way through her pharmacology course, and one learner holding its certificate', async () => {
    const [pharmacology] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.title, 'NCLEX Pharmacology Mastery'));
    if (!pharmacology) throw new Error('no demo pharmacology course');
    const text = (title: string) => ({ kind: 'text' as const, title, bodyHtml: `<p>${title}</p>` });
    await giveCourseCurriculum(t.database.db, pharmacology.id, [
      { title: 'Foundations', lessons: [text('Pharmacokinetics'), text('High-alert drugs')] },
      { title: 'Practice', lessons: [text('Insulin'), { kind: 'quiz', title: 'Check', quiz: quizSpec() }] },
    ]);
    expect(await seedDemoProgress(t.database.db, t.clock.now())).toBe(true);
    expect(await seedDemoProgress(t.database.db, t.clock.now())).toBe(false);

    const cookie = await signIn(t.app, 'amara.okafor@nightingale.test', 'Amara#Study2026');
    const player: CoursePlayer = (
      await t.app.inject({ method: 'GET', url: `/api/courses/${pharmacology.id}/player`, headers: { cookie } })
    ).json();
    expect(player).toMatchObject({ access: 'buyer', completedCount: 2, lessonCount: 4, percent: 50, hasStarted: true });
    expect(player.continueLessonId).toBe(player.sections[1]?.lessons[0]?.id);
    expect(player.certificate).toBeNull();

    const certificates = await t.database.db
      .select()
      .from(courseCertificates)
      .where(eq(courseCertificates.courseId, pharmacology.id));
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ courseTitle: 'NCLEX Pharmacology Mastery', trainerName: 'Maria Santos' });
  });
});
