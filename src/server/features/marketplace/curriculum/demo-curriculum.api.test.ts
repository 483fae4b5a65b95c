import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { seedDemoData } from '../../../demo/demo-data';
import { signIn } from '../../../testing/accounts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { loadAuthoredBank } from '../../exams/bank/load-case-studies';
import { seedDemoCurriculum } from './demo-curriculum';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(await loadAuthoredBank('content/questions', 'content/case-studies'));
  await seedDemoData(t.app, t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('the demo curriculum (issue 27 item 1)', () => {
  it('gives every demo course 2 to 4 sections and 4 to 10 lessons of mixed kinds, one or two free previews; David’s draft stays a draft', async () => {
    const trainers = [
      ['maria.santos@nightingale.test', 'Maria#Train2026'],
      ['david.kim@nightingale.test', 'David#Train2026'],
    ] as const;
    let courses = 0;
    for (const [email, password] of trainers) {
      const cookie = await signIn(t.app, email, password);
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
      const dashboard = (await get('/api/trainer/dashboard')).json();
      for (const course of dashboard.courses as { id: string; title: string; isPublished: boolean }[]) {
        const curriculum: Curriculum = (await get(`/api/courses/${course.id}/curriculum`)).json();
        const lessons = curriculum.sections.flatMap((section) => section.lessons);
        expect(curriculum.sections.length).toBeGreaterThanOrEqual(2);
        expect(curriculum.sections.length).toBeLessThanOrEqual(4);
        expect(lessons.length).toBeGreaterThanOrEqual(4);
        expect(lessons.length).toBeLessThanOrEqual(10);
        const kinds = new Set(lessons.map((lesson) => lesson.kind));
        expect(kinds.has('text')).toBe(true);
        expect(kinds.has('quiz')).toBe(true);
        expect(kinds.size).toBeGreaterThanOrEqual(3);
        const previews = lessons.filter((lesson) => lesson.isFreePreview).length;
        expect(previews).toBeGreaterThanOrEqual(1);
        expect(previews).toBeLessThanOrEqual(2);
        if (course.title === 'Pediatric Dosage Calculations') expect(course.isPublished).toBe(false);
        if (course.title === 'NCLEX Pharmacology Mastery') {
          expect([...kinds].sort()).toEqual(['material', 'quiz', 'session', 'text', 'video']);
        }
        courses += 1;
      }
    }
    expect(courses).toBe(6);
    // It runs once.
    expect(await seedDemoCurriculum(t.database.db, t.clock.now())).toBe(false);
  });
});
