import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateSchema } from '../../../shared/account/profile';
import { settingsSchema } from '../../../shared/account/settings';
import { meResponseSchema } from '../../../shared/account/user';
import { errorResponses } from '../../../shared/api-error-schema';
import { languageBodySchema } from '../../../shared/i18n/schemas';
import { optionalUser, requireUser, signedInUser } from '../auth/service';
import { getProfile, updateProfile } from './profile';
import { getSettings, meUser, updateLanguage, updateSettings } from './settings';

/**
 * The signed-in user's own account (spec §2 "Profile", "Settings", "Dashboard"; §3). Every route
 * but /me answers 401 without a session.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  /** GET /api/account/me -> { user } for the session's user with her time zone (issue 25 item 7), { user: null } when signed out. */
  app.get(
    '/me',
    {
      preHandler: optionalUser,
      schema: { tags, summary: 'The signed-in user, or null', response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: await meUser(app.db, request.user) }),
  );

  /** GET /api/account/profile -> the profile form's values (spec §3 "Profile form"). */
  app.get(
    '/profile',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'My profile', response: { 200: profileSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => getProfile(app.db, signedInUser(request).id),
  );

  /** PUT /api/account/profile -> the saved profile. 400 with the first broken rule's message. */
  app.put(
    '/profile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save my profile',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateProfile(app.db, signedInUser(request).id, request.body),
  );

  /** GET /api/account/settings -> my settings, or the spec's defaults (spec §3 "Settings"). */
  app.get(
    '/settings',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'My settings', response: { 200: settingsSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => getSettings(app.db, signedInUser(request).id),
  );

  /** PUT /api/account/settings with every setting -> the saved settings. */
  app.put(
    '/settings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save my settings',
        body: settingsSchema,
        response: { 200: settingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateSettings(app.db, signedInUser(request).id, request.body),
  );

  /** PUT /api/account/language {language: "es"} -> {language}: the switcher's choice saved as the language setting (issue 29 item 1); 400 for an unknown code. */
  app.put(
    '/language',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save my interface language',
        body: languageBodySchema,
        response: { 200: languageBodySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ language: await updateLanguage(app.db, signedInUser(request).id, request.body.language) }),
  );
};
