import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreateOrderBody } from '../../shared/payments/orders';
import type { SessionBody, TrainerSession } from '../../shared/trainer-sessions/sessions';
import type { TrainerVideo, VideoBody } from '../../shared/trainer-videos/videos';
import { type SignedIn, signedInAs } from './accounts';
import { type CheckoutResult, checkoutAs } from './checkout';
import { requestAs } from './marketplace';

/** When `sessionBody` starts by default: a month after the test clock's start (2026-03-02T09:00Z). */
export const DEFAULT_SESSION_START = '2026-04-02T15:00:00.000Z';

/** The meeting link of `sessionBody` (issue 27 item 3). */
export const DEFAULT_MEETING_URL = 'https://meet.example.org/cardiac-rhythms';

/**
 * A valid session body: "Cardiac Rhythms Q&A", 60 minutes, $50.00, 1 student, on
 * DEFAULT_SESSION_START, meeting at https://meet.example.org/cardiac-rhythms (issue 27), with `overrides`.
 */
export function sessionBody(overrides: Partial<SessionBody> = {}): SessionBody {
  return {
    title: 'Cardiac Rhythms Q&A',
    description: 'Reading rhythm strips together, with the NCLEX questions that test them.',
    durationMinutes: 60,
    priceCents: 5000,
    maxStudents: 1,
    startsAt: DEFAULT_SESSION_START,
    meetingUrl: DEFAULT_MEETING_URL,
    ...overrides,
  };
}

/** Creates a session as `trainer` through the API; throws unless it answers 201. */
export async function createSessionAs(
  app: FastifyInstance,
  trainer: SignedIn,
  overrides: Partial<SessionBody> = {},
): Promise<TrainerSession> {
  const response = await requestAs(app, trainer, 'POST', '/api/trainer/sessions', sessionBody(overrides));
  if (response.statusCode !== 201) throw new Error(`create session failed: ${response.statusCode} ${response.body}`);
  return response.json().session;
}

/** What a buyer may add to an order besides its kind and item: a referral code, the price they were shown. */
export type OrderExtras = Omit<CreateOrderBody, 'kind' | 'itemId'>;

/**
 * Books session `sessionId` as `student` (signed out when null) through the checkout (order, then
 * pay, with the test provider), with `extras` ({} by default): 201 `{ order, purchase }` or the refusal.
 */
export function book(
  app: FastifyInstance,
  student: SignedIn | null,
  sessionId: string,
  extras: OrderExtras = {},
): Promise<CheckoutResult> {
  return checkoutAs(app, student, { kind: 'session', itemId: sessionId, ...extras });
}

/** A valid video body: "Heart Sounds Explained", NCLEX-RN, $19.99, with `overrides`. */
export function videoBody(overrides: Partial<VideoBody> = {}): VideoBody {
  return {
    title: 'Heart Sounds Explained',
    category: 'nclex-rn',
    description: 'S1, S2, murmurs and what the NCLEX asks about them.',
    videoUrl: 'https://videos.example.org/heart-sounds.mp4',
    priceCents: 1999,
    ...overrides,
  };
}

/** One admin per test app who approves the paid videos the tests sell. */
const reviewers = new WeakMap<FastifyInstance, Promise<SignedIn>>();

/** POST /api/admin/videos/:id/review as `admin`, naming `video`'s version, with `body`. */
export function reviewVideoAs(
  app: FastifyInstance,
  admin: SignedIn | null,
  video: { id: string; version: number },
  body: { status: string; adminComments?: string },
): Promise<LightMyRequestResponse> {
  return requestAs(app, admin, 'POST', `/api/admin/videos/${video.id}/review`, {
    expectedVersion: video.version,
    ...body,
  });
}

/**
 * Creates (uploads) a video as `trainer` through the API; throws unless it answers 201. A paid
 * video waits for review (decision 017), so unless `review: false` an admin of the app approves
 * it through the API and the published video is returned.
 */
export async function createVideoAs(
  app: FastifyInstance,
  trainer: SignedIn,
  overrides: Partial<VideoBody> = {},
  { review = true }: { review?: boolean } = {},
): Promise<TrainerVideo> {
  const response = await requestAs(app, trainer, 'POST', '/api/trainer/videos', videoBody(overrides));
  if (response.statusCode !== 201) throw new Error(`create video failed: ${response.statusCode} ${response.body}`);
  const video: TrainerVideo = response.json().video;
  if (!review || video.status !== 'pending') return video;
  let admin = reviewers.get(app);
  if (!admin) {
    admin = signedInAs(app, 'admin');
    reviewers.set(app, admin);
  }
  const approved = await reviewVideoAs(app, await admin, video, { status: 'approved' });
  if (approved.statusCode !== 200) throw new Error(`approve video failed: ${approved.statusCode} ${approved.body}`);
  return { ...video, ...approved.json().video, viewerState: video.viewerState, earnedCents: video.earnedCents };
}

/** POST /api/videos/:id/views as `viewer` (signed out when null): opens the video. */
export function openVideo(app: FastifyInstance, viewer: SignedIn | null, videoId: string) {
  return requestAs(app, viewer, 'POST', `/api/videos/${videoId}/views`);
}

/**
 * Buys video `videoId` as `buyer` (signed out when null) through the checkout (order, then pay, with
 * the test provider), with `extras` ({} by default): 201 `{ order, purchase }` or the refusal.
 */
export function buyVideo(
  app: FastifyInstance,
  buyer: SignedIn | null,
  videoId: string,
  extras: OrderExtras = {},
): Promise<CheckoutResult> {
  return checkoutAs(app, buyer, { kind: 'video', itemId: videoId, ...extras });
}
