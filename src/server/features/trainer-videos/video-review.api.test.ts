import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import type { ReviewVideo } from '../../../shared/trainer-videos/video-review';
import type { TrainerVideo } from '../../../shared/trainer-videos/videos';
import { auditLog, purchases } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyVideo, createVideoAs, openVideo, reviewVideoAs, videoBody } from '../../testing/trainer-tools';

let t: TestApp;
let trainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, admin, student] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Vera', lastName: 'Video' }),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const pendingVideo = (overrides = {}) => createVideoAs(t.app, trainer, overrides, { review: false });
const inLibrary = async (who: SignedIn | null, videoId: string) =>
  (await requestAs(t.app, who, 'GET', '/api/videos')).json().videos.some((v: { id: string }) => v.id === videoId);
const salesOf = async (videoId: string) =>
  (await db().select().from(purchases).where(eq(purchases.itemId, videoId))).length;
const edit = (video: { id: string }, overrides = {}) =>
  requestAs(t.app, trainer, 'PUT', `/api/trainer/videos/${video.id}`, videoBody(overrides));
const queue = async (status: string) =>
  (await requestAs(t.app, admin, 'GET', `/api/admin/videos?status=${status}`)).json().videos as ReviewVideo[];

describe('decision 017: a paid video is reviewed before it is sold', () => {
  it('a free video is published at once; a paid one waits for review', async () => {
    const free = await pendingVideo({ priceCents: 0 });
    expect(free.status).toBe('published');
    const paid = await pendingVideo({ priceCents: 1500 });
    expect(paid.status).toBe('pending');
    expect((await queue('pending')).map((v) => v.id)).toContain(paid.id);
  });

  it('an unapproved paid video is hidden from learners and buying it is refused with a sentence, nothing sold', async () => {
    const paid = await pendingVideo({ title: 'Unreviewed ECGs', priceCents: 1500 });
    expect(await inLibrary(student, paid.id)).toBe(false);
    expect(await inLibrary(null, paid.id)).toBe(false);
    const bought = await buyVideo(t.app, student, paid.id, { expectedPriceCents: 1500 });
    expect(bought.statusCode).toBe(409);
    expect(bought.json().error).toEqual({
      code: 'video_not_approved',
      message:
        'This video is not on sale yet: an admin reviews paid videos before they are sold. Choose another video.',
    });
    expect(await salesOf(paid.id)).toBe(0);
    expect((await openVideo(t.app, student, paid.id)).statusCode).toBe(404);
    // Its trainer and admins still open it.
    expect((await openVideo(t.app, trainer, paid.id)).statusCode).toBe(200);
    expect((await openVideo(t.app, admin, paid.id)).statusCode).toBe(200);
  });

  it('approval publishes it: listed and sold; the review is audited with who decided', async () => {
    const paid = await pendingVideo({ title: 'Approved ECGs', priceCents: 1500 });
    const approved = await reviewVideoAs(t.app, admin, paid, { status: 'approved', adminComments: ' Clear. ' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().video).toMatchObject({ status: 'published', adminComments: 'Clear.', version: 1 });
    expect(await inLibrary(student, paid.id)).toBe(true);
    expect((await buyVideo(t.app, student, paid.id, { expectedPriceCents: 1500 })).statusCode).toBe(201);
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectId, paid.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'video.reviewed',
        subjectUserId: trainer.id,
        summary: "Approved the video 'Approved ECGs' by Vera Video",
      }),
    ]);
    const again = await reviewVideoAs(t.app, admin, paid, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a pending video can be reviewed; this one is already published.');
  });

  it('rejected with a comment, the trainer edits and resubmits: pending again, the comment kept', async () => {
    const paid = await pendingVideo({ title: 'Draft ECGs', priceCents: 1500 });
    const rejected = await reviewVideoAs(t.app, admin, paid, {
      status: 'rejected',
      adminComments: 'The audio is cut at 2:10; upload it again.',
    });
    expect(rejected.json().video.status).toBe('rejected');
    expect((await buyVideo(t.app, student, paid.id)).json().error.code).toBe('video_not_approved');
    const mine = (await requestAs(t.app, trainer, 'GET', '/api/trainer/videos')).json().videos as TrainerVideo[];
    expect(mine.find((v) => v.id === paid.id)).toMatchObject({
      status: 'rejected',
      adminComments: 'The audio is cut at 2:10; upload it again.',
    });
    t.clock.advance(60);
    const resubmitted = await edit(paid, {
      title: 'Draft ECGs',
      priceCents: 1500,
      videoUrl: 'https://videos.example.org/fixed.mp4',
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().video).toMatchObject({
      status: 'pending',
      version: 2,
      adminComments: null,
      previousAdminComments: 'The audio is cut at 2:10; upload it again.',
      resubmittedAt: t.clock.now().toISOString(),
    });
    // The old version's review is refused; the new one is reviewable.
    expect((await reviewVideoAs(t.app, admin, paid, { status: 'approved' })).json().error.code).toBe('video_changed');
    const listed = (await queue('pending')).find((v) => v.id === paid.id);
    expect(listed).toMatchObject({ resubmittedAt: t.clock.now().toISOString(), version: 2 });
    expect((await reviewVideoAs(t.app, admin, { id: paid.id, version: 2 }, { status: 'approved' })).statusCode).toBe(
      200,
    );
    expect(await inLibrary(student, paid.id)).toBe(true);
  });

  it('an approved paid video with a new URL goes back to review; its buyer watches the approved URL until the new one is approved', async () => {
    const paid = await createVideoAs(t.app, trainer, {
      title: 'Sold ECGs',
      priceCents: 900,
      videoUrl: 'https://videos.example.org/approved.mp4',
    });
    expect(paid.status).toBe('published');
    expect((await buyVideo(t.app, student, paid.id, { expectedPriceCents: 900 })).statusCode).toBe(201);
    const renamed = await edit(paid, {
      title: 'Sold ECGs, renamed',
      priceCents: 900,
      videoUrl: 'https://videos.example.org/approved.mp4',
    });
    expect(renamed.json().video.status).toBe('published');
    const moved = await edit(paid, {
      title: 'Sold ECGs',
      priceCents: 900,
      videoUrl: 'https://videos.example.org/new.mp4',
    });
    expect(moved.json().video.status).toBe('pending');
    expect(await inLibrary(student, paid.id)).toBe(false);
    const urlFor = async (who: SignedIn) => {
      const opened = await openVideo(t.app, who, paid.id);
      expect(opened.statusCode).toBe(200);
      return opened.json().video.videoUrl;
    };
    // The new URL is not reviewed yet: the buyer keeps the approved one; the trainer and admins see the new one.
    expect(await urlFor(student)).toBe('https://videos.example.org/approved.mp4');
    expect(await urlFor(trainer)).toBe('https://videos.example.org/new.mp4');
    expect(await urlFor(admin)).toBe('https://videos.example.org/new.mp4');
    // A rejection of the new URL leaves the buyer the approved one.
    const version = moved.json().video.version;
    expect((await reviewVideoAs(t.app, admin, { id: paid.id, version }, { status: 'rejected' })).statusCode).toBe(200);
    expect(await urlFor(student)).toBe('https://videos.example.org/approved.mp4');
    const fixed = await edit(paid, {
      title: 'Sold ECGs',
      priceCents: 900,
      videoUrl: 'https://videos.example.org/new.mp4',
    });
    expect(await urlFor(student)).toBe('https://videos.example.org/approved.mp4');
    const approved = await reviewVideoAs(t.app, admin, fixed.json().video, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(await urlFor(student)).toBe('https://videos.example.org/new.mp4');
  });

  it('only admins list and review videos: 401 signed out, 403 with the spec sentence', async () => {
    const paid = await pendingVideo({ priceCents: 700 });
    expect((await requestAs(t.app, null, 'GET', '/api/admin/videos')).statusCode).toBe(401);
    for (const who of [student, trainer]) {
      const list = await requestAs(t.app, who, 'GET', '/api/admin/videos');
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toBe(ADMIN_REVIEW_RESTRICTED);
      expect((await reviewVideoAs(t.app, who, paid, { status: 'approved' })).statusCode).toBe(403);
    }
    expect((await reviewVideoAs(t.app, admin, paid, { status: 'maybe' })).statusCode).toBe(400);
    expect((await reviewVideoAs(t.app, admin, { id: 'nope', version: 1 }, { status: 'approved' })).statusCode).toBe(
      404,
    );
  });
});
