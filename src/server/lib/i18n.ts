import type { FastifyInstance, FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';
import { loadCatalogs } from '../../locales/load-catalogs';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  preferredLanguage,
  UNKNOWN_LANGUAGE_MESSAGE,
} from '../../shared/i18n/languages';
import { buildMessageCatalog, type MessageCatalog, translateMessage } from '../../shared/i18n/translate-message';
import { AppError } from '../errors';
import { projectPaths } from '../project-paths';

/**
 * The server's languages (issue 29; decision 025): the API's error sentences in the language of
 * the request, emails in the recipient's. The catalogs are the browser's (`src/locales`), read once.
 */

const catalogs = loadCatalogs(projectPaths.localesDir);

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  resources: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { translation: catalogs[code].messages }])),
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
});

/** `t` of one language, for text written with a key and values (an email, a receipt). */
export function translator(language: LanguageCode): TFunction {
  return instance.getFixedT(language);
}

const messageCatalogs = new Map<LanguageCode, MessageCatalog>();

/** `text`, an English sentence written with `msg()` and filled in, in `language` (translateMessage). */
export function translateFor(language: LanguageCode, text: string): string {
  if (language === DEFAULT_LANGUAGE) return text;
  let catalog = messageCatalogs.get(language);
  if (!catalog) {
    catalog = buildMessageCatalog(catalogs[language].messages);
    messageCatalogs.set(language, catalog);
  }
  return translateMessage(text, catalog);
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the request is answered in (issue 29): `?lang=` when given, else the best of the
     * `Accept-Language` header (the browser sends its interface language), else English.
     */
    language: LanguageCode;
  }
}

/** The `?lang=` of an API request, when it has one (a code or not). */
function askedLanguage(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.lang;
}

/** The language of an API request: its `?lang=` (checked by the hook), else its Accept-Language; English for pages. */
function languageOfRequest(request: FastifyRequest): LanguageCode {
  if (!request.url.startsWith('/api/')) return DEFAULT_LANGUAGE;
  const asked = askedLanguage(request);
  return isLanguageCode(asked) ? asked : preferredLanguage(request.headers['accept-language']);
}

/**
 * Gives every request its `language`; a `?lang=` that is not one of LANGUAGE_CODES is refused with
 * 400 `unknown_language` before the route runs (issue 29 "Bad input"; pages fall back to English).
 * The language is worked out when first read (most answers never read it; parsing Accept-Language
 * cost a few µs of every API request, issue 30), then kept for the request.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  const known = new WeakMap<FastifyRequest, LanguageCode>();
  app.decorateRequest('language', {
    getter(this: FastifyRequest): LanguageCode {
      let language = known.get(this);
      if (language === undefined) {
        language = languageOfRequest(this);
        known.set(this, language);
      }
      return language;
    },
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const asked = askedLanguage(request);
    if (asked !== undefined && !isLanguageCode(asked)) {
      return done(new AppError('unknown_language', { status: 400, message: UNKNOWN_LANGUAGE_MESSAGE }));
    }
    done();
  });
}
