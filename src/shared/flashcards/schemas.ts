import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { noControlCharacters, visibleText } from '../text';

/**
 * Contracts of the flashcards endpoints at /api/flashcards (issue 25 items 3 and 4), used by the
 * server's routes and the client's forms and fetchers. Times are ISO 8601 strings.
 */

/** Where a card came from: a missed (or not-sure) item, or written by the student. */
export const CARD_SOURCES = ['miss', 'own'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];

/** ts-fsrs's card states by their number (State.New = 0 ... State.Relearning = 3). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** The four grades (ts-fsrs Rating 1-4), in order, with the key that gives each on the review screen. */
export const GRADES = [
  { grade: 1, label: msg('Again') as 'Again', key: '1' },
  { grade: 2, label: msg('Hard') as 'Hard', key: '2' },
  { grade: 3, label: msg('Good') as 'Good', key: '3' },
  { grade: 4, label: msg('Easy') as 'Easy', key: '4' },
] as const;
export type Grade = (typeof GRADES)[number]['grade'];

export const CARD_FRONT_MAX = 1000;
export const CARD_BACK_MAX = 4000;
export const CARD_SEARCH_MAX = 200;
/** The daily new-card limit: default and range (issue 25 item 4). */
export const DAILY_NEW_LIMIT = { default: 20, min: 0, max: 200 } as const;

const cardText = (field: string, max: number) =>
  z
    .string({ error: msg('{{field}} must be text.', { field }) })
    .check(
      z.trim(),
      z.minLength(1, msg('{{field}} must not be empty.', { field })),
      visibleText(msg('{{field}} must not be empty.', { field })),
      z.maxLength(max, msg('{{field}} must be at most {{max}} characters.', { field, max })),
      noControlCharacters(field, { multiline: true }),
    );

/** Path parameters naming one card. */
export const cardParamsSchema = z.object({
  cardId: z.uuid({ error: msg('The card id must be a UUID, as listed in your cards.') }),
});

/** Body of POST /api/flashcards/cards: a card the student writes herself, front and back. */
export const newCardBodySchema = z.strictObject(
  { front: cardText(msg('The front'), CARD_FRONT_MAX), back: cardText(msg('The back'), CARD_BACK_MAX) },
  { error: msg('The body must be a JSON object like {"front": "...", "back": "..."}.') },
);
export type NewCardBody = z.input<typeof newCardBodySchema>;

/** Body of PATCH /api/flashcards/cards/:cardId: a new front, back, or suspension; at least one. */
export const updateCardBodySchema = z
  .strictObject(
    {
      front: z.optional(cardText(msg('The front'), CARD_FRONT_MAX)),
      back: z.optional(cardText(msg('The back'), CARD_BACK_MAX)),
      suspended: z.optional(z.boolean({ error: msg('suspended must be true or false.') })),
    },
    { error: msg('The body must be a JSON object like {"suspended": true}.') },
  )
  .check(
    z.refine((body) => body.front !== undefined || body.back !== undefined || body.suspended !== undefined, {
      error: msg('Send at least one of "front", "back" or "suspended".'),
    }),
  );
export type UpdateCardBody = z.infer<typeof updateCardBodySchema>;

/** Body of POST /api/flashcards/cards/:cardId/reviews: one of the four grades, and optionally the time taken. */
export const gradeBodySchema = z.strictObject({
  grade: z
    .int({ error: msg('grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).') })
    .check(
      z.minimum(1, { error: msg('grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).') }),
      z.maximum(4, { error: msg('grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).') }),
    ),
  durationMs: z.optional(
    z
      .int({ error: msg('durationMs must be a whole number of milliseconds.') })
      .check(
        z.minimum(0, { error: msg('durationMs must not be negative.') }),
        z.maximum(86_400_000, { error: msg('durationMs must be at most a day.') }),
      ),
  ),
});
export type GradeBody = z.infer<typeof gradeBodySchema>;

/** GET/PUT /api/flashcards/settings: the daily limit of new cards (0-200). */
export const flashcardSettingsSchema = z.strictObject({
  dailyNewLimit: z
    .int({
      error: msg('The daily limit of new cards must be a whole number from {{min}} to {{max}}.', {
        min: DAILY_NEW_LIMIT.min,
        max: DAILY_NEW_LIMIT.max,
      }),
    })
    .check(
      z.minimum(DAILY_NEW_LIMIT.min, {
        error: msg('The daily limit of new cards must be a whole number from {{min}} to {{max}}.', {
          min: DAILY_NEW_LIMIT.min,
          max: DAILY_NEW_LIMIT.max,
        }),
      }),
      z.maximum(DAILY_NEW_LIMIT.max, {
        error: msg('The daily limit of new cards must be a whole number from {{min}} to {{max}}.', {
          min: DAILY_NEW_LIMIT.min,
          max: DAILY_NEW_LIMIT.max,
        }),
      }),
    ),
});
export type FlashcardSettings = z.infer<typeof flashcardSettingsSchema>;

/** Query of GET /api/flashcards/cards: optional words to find in the front, back or cue. */
export const cardListQuerySchema = z.object({
  q: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(CARD_SEARCH_MAX, msg('The search must be at most {{max}} characters.', { max: CARD_SEARCH_MAX })),
      ),
  ),
});

/** One card as the student sees it. `reviewHref`: the review of the attempt where she missed the point. */
export const flashcardSchema = z.object({
  id: z.string(),
  source: z.enum(CARD_SOURCES),
  front: z.string(),
  cue: z.nullable(z.string()),
  back: z.string(),
  rationale: z.nullable(z.string()),
  reviewHref: z.nullable(z.string()),
  suspended: z.boolean(),
  state: z.enum(CARD_STATES),
  due: z.iso.datetime(),
  reps: z.int(),
  lapses: z.int(),
  lastReview: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

/** What one grade would do to a card now: its next due instant and the interval as the button shows it ("10 m", "4 d"). */
export const gradePreviewSchema = z.object({
  grade: z.int(),
  due: z.iso.datetime(),
  interval: z.string(),
});

/** A card of today's queue with the next interval of each grade. */
export const queueCardSchema = z.object({
  card: flashcardSchema,
  previews: z.array(gradePreviewSchema),
});
export type QueueCard = z.infer<typeof queueCardSchema>;

/**
 * GET /api/flashcards/queue: today's queue (her local day): due reviews first (earliest due first),
 * then new cards up to what remains of her daily new-card limit. `counts.done`: grades given today.
 */
export const queueSchema = z.object({
  counts: z.object({ due: z.int(), new: z.int(), done: z.int() }),
  cards: z.array(queueCardSchema),
  /** When the next card not in today's queue falls due (null: none scheduled). */
  nextDueAt: z.nullable(z.iso.datetime()),
  /** Every grade she has given, kept for the optimizer (decision 020). */
  reviewsLogged: z.int(),
  /** True when her latest grade can be undone. */
  canUndo: z.boolean(),
  dailyNewLimit: z.int(),
});
export type Queue = z.infer<typeof queueSchema>;

/** GET /api/flashcards/cards: her cards, newest first, with how many reviews are logged. */
export const cardListSchema = z.object({
  cards: z.array(flashcardSchema),
  reviewsLogged: z.int(),
});
export type CardList = z.infer<typeof cardListSchema>;

/** The answer of a grade or an undo: the card as it is now. */
export const cardResponseSchema = z.object({ card: flashcardSchema });
