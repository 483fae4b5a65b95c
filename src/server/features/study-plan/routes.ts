import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { msg } from '../../../shared/i18n/msg';
import { can } from '../../../shared/roles';
import { activitySchema, examDateBodySchema, todayPlanSchema } from '../../../shared/study-plan/study-plan';
import { AppError } from '../../errors';
import { requireSignedIn, signedInUser } from '../auth/service';
import { getActivity, getTodayPlan, setExamDate } from './service';

/** What a signed-in user who is neither a student nor has full access is told. */
const STUDY_PLAN_FORBIDDEN = msg('The study plan is for students. Sign in with a student account to plan your study.');

const signedIn = requireSignedIn();

/**
 * Guard (before the input is checked): 401 signed out; 403 forbidden unless a student or a user
 * with full access (issue 25 item 5: signed-in students, and any full-access user).
 */
async function requireStudyPlan(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await signedIn(request, reply);
  const user = signedInUser(request);
  if (user.role !== 'student' && !can(user, 'fullAccess')) {
    throw new AppError('forbidden', { status: 403, message: STUDY_PLAN_FORBIDDEN });
  }
}

/**
 * The study plan to the exam date (issue 25 item 5), at /api/study-plan: the signed-in student's
 * own plan, in her time zone setting and on the app's clock.
 */
export const studyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['study-plan'];

  /** GET /api/study-plan/today -> TodayPlan: her exam date and its source, today's three parts and progress, her streak. */
  app.get(
    '/today',
    {
      preValidation: requireStudyPlan,
      schema: { tags, summary: "Today's study plan", response: { 200: todayPlanSchema, ...errorResponses(401, 403) } },
    },
    async (request) => getTodayPlan(app.db, signedInUser(request), app.clock()),
  );

  /**
   * PUT /api/study-plan/exam-date { examDate: 'YYYY-MM-DD' | '' | null } -> today's plan after
   * the change. 400 exam_date_in_past (a day before her local today) or invalid_request (not a
   * date); nothing is saved then.
   */
  app.put(
    '/exam-date',
    {
      preValidation: requireStudyPlan,
      schema: {
        tags,
        summary: 'Set or clear my exam date',
        body: examDateBodySchema,
        response: { 200: todayPlanSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const now = app.clock();
      await setExamDate(app.db, user.id, request.body.examDate, now);
      return getTodayPlan(app.db, user, now);
    },
  );

  /** GET /api/study-plan/activity -> Activity: the heat map's days, cards due in the next 30 days, retention per week. */
  app.get(
    '/activity',
    {
      preValidation: requireStudyPlan,
      schema: {
        tags,
        summary: 'My study activity',
        response: { 200: activitySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getActivity(app.db, signedInUser(request).id, app.clock()),
  );
};
