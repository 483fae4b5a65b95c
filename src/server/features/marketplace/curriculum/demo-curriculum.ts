import { asc } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import type { Subject } from '../../../../shared/exams/question-bank';
import type { CourseCategory } from '../../../../shared/marketplace/courses';
import type { LessonFields } from '../../../../shared/marketplace/curriculum';
import type { QuizSpec } from '../../../../shared/marketplace/lessons';
import type { Database } from '../../../db/client';
import { findAccountUserByEmail } from '../../account/service';
import { listApprovedMaterialsOf } from '../../materials/service';
import { listUpcomingSessionsOf } from '../../trainer-sessions/service';
import { listVideosOf } from '../../trainer-videos/service';
import { courses } from '../tables';
import { checkQuiz, lessonColumns } from './curriculum';
import { courseLessons, courseSections } from './tables';

/** The bank's subject a course of each category draws its quiz from. */
const QUIZ_SUBJECT: Record<CourseCategory, Subject> = {
  pharmacology: 'Pharmacology',
  fundamentals: 'Fundamentals of Nursing',
  'medical-surgical': 'Medical-Surgical Nursing',
  pediatrics: 'Maternal-Child Health',
  maternity: 'Maternal-Child Health',
  'mental-health': 'Mental Health Nursing',
  'community-health': 'Community Health',
};

const welcomeHtml = (title: string, trainerName: string) =>
  `<h2>Welcome to ${title}</h2><p>I am ${trainerName}. This course is built in short lessons: read or watch each one, mark it complete, and check yourself with the practice quiz at the end.</p><ul><li>Work through the sections in order.</li><li>Use the rationales of the quiz to find what to review.</li><li>Bring your questions to the live session.</li></ul>`;

const studyPlanHtml = (duration: string) =>
  `<h2>How to study this course</h2><p>Plan about ${duration || 'a few weeks'} with three or four short study blocks a week. After each section, write down the one rule you would use at the bedside, and test it with NCLEX-style questions.</p><p>The NCSBN's <a href="https://www.ncsbn.org/nclex.htm">NCLEX pages</a> describe the test plan this course follows.</p>`;

const priorityHtml = `<h2>Thinking like the NCLEX</h2><p>Most items ask what the nurse does <strong>first</strong>. Use the ABCs (airway, breathing, circulation), Maslow's needs, and the nursing process: <em>assess before you act</em>, unless the client is in danger.</p><ol><li>Is the client safe right now?</li><li>What does the finding mean?</li><li>What would you report, and to whom?</li></ol>`;

/**
 * The demo curriculum (issue 27 item 1; DEMO_DATA, after the marketplace and the trainer tools, whose
 * materials, videos and sessions it uses): every demo course gets three sections and six to nine
 * lessons mixing text lessons (the first one a free preview), the trainer's approved materials,
 * her videos (the first one a free preview) and her upcoming sessions, and a practice quiz of ten items
 * from the course's subject, through the curriculum's own column rules (text sanitised) and quiz
 * check. Runs only while no course has a section; David's draft stays a draft. Returns whether it seeded.
 */
export async function seedDemoCurriculum(db: Database, now: Date): Promise<boolean> {
  // One transaction: a start that fails half way leaves nothing, so the next start seeds it all.
  return db.transaction((tx) => seed(tx as unknown as Database, now));
}

async function seed(db: Database, now: Date): Promise<boolean> {
  const [anySection] = await db.select({ id: courseSections.id }).from(courseSections).limit(1);
  if (anySection) return false;
  const rows = await db.select().from(courses).orderBy(asc(courses.createdAt));
  if (rows.length === 0) return false;
  const trainers = new Map<string, AccountUser>();
  for (const email of ['maria.santos@nightingale.test', 'david.kim@nightingale.test']) {
    const trainer = await findAccountUserByEmail(db, email);
    if (trainer) trainers.set(trainer.id, trainer);
  }
  let seeded = false;
  for (const course of rows) {
    const trainer = trainers.get(course.trainerId);
    if (!trainer) continue;
    const [materials, videos, sessions] = await Promise.all([
      listApprovedMaterialsOf(db, trainer.id),
      listVideosOf(db, trainer.id),
      listUpcomingSessionsOf(db, trainer.id, now),
    ]);
    const trainerName = `${trainer.firstName} ${trainer.lastName}`.trim();
    const quiz: QuizSpec = {
      subjects: [QUIZ_SUBJECT[course.category]],
      clientNeeds: [],
      itemTypes: [],
      itemIds: [],
      questionCount: 10,
      passPercent: 70,
    };
    const quizFits = await checkQuiz(db, quiz).then(
      () => true,
      () => false,
    );
    const plan: { title: string; lessons: LessonFields[] }[] = [
      {
        title: 'Getting started',
        lessons: [
          {
            kind: 'text',
            title: 'Welcome and how this course works',
            bodyHtml: welcomeHtml(course.title, trainerName),
            isFreePreview: true,
          },
          { kind: 'text', title: 'Your study plan', bodyHtml: studyPlanHtml(course.duration) },
        ],
      },
      {
        title: 'Core lessons',
        lessons: [
          { kind: 'text', title: 'Thinking like the NCLEX', bodyHtml: priorityHtml },
          ...materials
            .slice(0, 2)
            .map((material): LessonFields => ({ kind: 'material', title: material.title, materialId: material.id })),
          ...videos.slice(0, 2).map(
            (video, index): LessonFields => ({
              kind: 'video',
              title: video.title,
              videoId: video.id,
              isFreePreview: index === 0,
            }),
          ),
        ],
      },
      {
        title: 'Practice and live help',
        lessons: [
          ...(quizFits ? [{ kind: 'quiz', title: 'Practice quiz', quiz } satisfies LessonFields] : []),
          ...sessions
            .filter((session) => session.status !== 'cancelled')
            .slice(0, 1)
            .map((session): LessonFields => ({ kind: 'session', title: session.title, sessionId: session.id })),
        ],
      },
    ];
    // Written straight to the tables (the items were just listed as the trainer's own and the quiz
    // checked), in one insert per section: the seed runs on every first start, so it stays quick.
    let sectionPosition = 0;
    for (const section of plan) {
      if (section.lessons.length === 0) continue;
      const [row] = await db
        .insert(courseSections)
        .values({
          courseId: course.id,
          title: section.title,
          position: sectionPosition,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: courseSections.id });
      sectionPosition += 1;
      if (!row) continue;
      await db.insert(courseLessons).values(
        section.lessons.map((fields, position) => ({
          courseId: course.id,
          sectionId: row.id,
          position,
          title: fields.title,
          kind: fields.kind,
          ...lessonColumns(fields),
          isFreePreview: fields.isFreePreview ?? false,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    seeded = true;
  }
  return seeded;
}
