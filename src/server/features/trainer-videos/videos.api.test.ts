import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { VIDEO_LOGIN_REQUIRED, VIDEO_TITLE_REQUIRED, VIDEO_URL_INVALID } from '../../../shared/trainer-videos/videos';
import { ledgerEntries, purchases, trainerVideos, users, videoViews } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { doubleClickedBuy } from '../../testing/checkout';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyVideo, createVideoAs, openVideo, videoBody } from '../../testing/trainer-tools';
import { findVideos, listVideosOf } from './video-lists';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, student] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Tessa', lastName: 'Trainer' }),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const DAY = 24 * 60 * 60;
const videoCount = async () => (await db().select().from(trainerVideos)).length;
const viewsOf = (videoId: string) => db().select().from(videoViews).where(eq(videoViews.videoId, videoId));
const inLibrary = async (who: SignedIn | null, videoId: string) =>
  (await requestAs(t.app, who, 'GET', '/api/videos')).json().videos.find((v: { id: string }) => v.id === videoId);
const analyticsOf = async (who: SignedIn, videoId: string) =>
  (await requestAs(t.app, who, 'GET', '/api/trainer/videos'))
    .json()
    .videos.find((v: { id: string }) => v.id === videoId);

describe('§4/§5 uploading a video', () => {
  it('a trainer uploads a paid video: 201, pending review (decision 017), views 0, purchases 0', async () => {
    const response = await requestAs(t.app, trainer, 'POST', '/api/trainer/videos', videoBody());
    expect(response.statusCode).toBe(201);
    const { video } = response.json();
    expect(video).toMatchObject({
      trainerId: trainer.id,
      trainerName: 'Tessa Trainer',
      title: 'Heart Sounds Explained',
      category: 'nclex-rn',
      videoUrl: 'https://videos.example.org/heart-sounds.mp4',
      priceCents: 1999,
      createdAt: t.clock.now().toISOString(),
      status: 'pending',
      views: 0,
      purchases: 0,
      viewerState: 'own',
      earnedCents: 0,
    });
    const [row] = await db().select().from(trainerVideos).where(eq(trainerVideos.id, video.id));
    expect(row).toMatchObject({ trainerId: trainer.id, status: 'pending' });
  });

  it('§5 an empty price means free (0), and the category defaults to nclex-rn', async () => {
    const { priceCents: _price, category: _category, ...rest } = videoBody();
    const response = await requestAs(t.app, trainer, 'POST', '/api/trainer/videos', rest);
    expect(response.statusCode).toBe(201);
    expect(response.json().video).toMatchObject({ priceCents: 0, category: 'nclex-rn' });
  });

  it('§6 admins hold the trainer tools and may upload videos', async () => {
    expect((await requestAs(t.app, admin, 'POST', '/api/trainer/videos', videoBody())).statusCode).toBe(201);
  });

  it.each([
    ['an empty title', { title: '' }, VIDEO_TITLE_REQUIRED],
    ['a title of spaces', { title: '   ' }, VIDEO_TITLE_REQUIRED],
    ['a missing title', { title: undefined }, VIDEO_TITLE_REQUIRED],
    ['a malformed URL', { videoUrl: 'not a url' }, VIDEO_URL_INVALID],
    ['a URL that is not http(s)', { videoUrl: 'javascript:alert(1)' }, VIDEO_URL_INVALID],
    ['a negative price', { priceCents: -1 }, 'The price must be a number from 0 to 9,999.99'],
    ['a category not in the list', { category: 'cooking' as never }, 'The category must be one of: nclex-rn'],
  ])('§5 video: refuses %s with 400 and the sentence, storing nothing', async (_case, overrides, message) => {
    const before = await videoCount();
    const response = await requestAs(t.app, trainer, 'POST', '/api/trainer/videos', {
      ...videoBody(),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await videoCount()).toBe(before);
  });

  it.each([
    ['POST', '/api/trainer/videos', videoBody()],
    ['GET', '/api/trainer/videos', undefined],
    ['PUT', '/api/trainer/videos/00000000-0000-4000-8000-000000000000', videoBody()],
  ] as const)('§6 %s %s: signed out 401 with the spec sentence, a student 403', async (method, url, body) => {
    const before = await videoCount();
    const signedOut = await requestAs(t.app, null, method, url, body);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(VIDEO_LOGIN_REQUIRED);
    const asStudent = await requestAs(t.app, student, method, url, body);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().error.message).toBe(TRAINER_TOOLS_RESTRICTED);
    expect(await videoCount()).toBe(before);
  });
});

describe('editing a video', () => {
  it('the trainer replaces every field of their own video', async () => {
    const video = await createVideoAs(t.app, trainer);
    const response = await requestAs(
      t.app,
      trainer,
      'PUT',
      `/api/trainer/videos/${video.id}`,
      videoBody({ title: 'Lung Sounds', category: 'respiratory', priceCents: 0, videoUrl: 'http://v.example.org/x' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().video).toMatchObject({
      id: video.id,
      title: 'Lung Sounds',
      category: 'respiratory',
      priceCents: 0,
      videoUrl: 'http://v.example.org/x',
    });
  });

  it('another trainer cannot edit it: 404, nothing changed; a blank title is 400', async () => {
    const video = await createVideoAs(t.app, trainer);
    const hijack = await requestAs(
      t.app,
      otherTrainer,
      'PUT',
      `/api/trainer/videos/${video.id}`,
      videoBody({ title: 'Hijacked' }),
    );
    expect(hijack.statusCode).toBe(404);
    const blank = await requestAs(t.app, trainer, 'PUT', `/api/trainer/videos/${video.id}`, videoBody({ title: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(VIDEO_TITLE_REQUIRED);
    const [row] = await db().select().from(trainerVideos).where(eq(trainerVideos.id, video.id));
    expect(row?.title).toBe('Heart Sounds Explained');
    const malformed = await requestAs(t.app, trainer, 'PUT', '/api/trainer/videos/abc', videoBody());
    expect(malformed.statusCode).toBe(404);
  });
});

describe('§2 the library', () => {
  it('published videos newest first; the URL only for a reader who may watch', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const free = await createVideoAs(t.app, me, { title: 'Free one', priceCents: 0 });
    t.clock.advance(60);
    const paid = await createVideoAs(t.app, me, { title: 'Paid one', priceCents: 999 });
    const url = 'https://videos.example.org/heart-sounds.mp4';
    const list = async (who: SignedIn | null) =>
      (await requestAs(t.app, who, 'GET', `/api/videos?trainerId=${me.id}`))
        .json()
        .videos.map((v: { id: string; viewerState: string; videoUrl: string | null }) => [
          v.id,
          v.viewerState,
          v.videoUrl,
        ]);
    expect(await list(null)).toEqual([
      [paid.id, 'purchasable', null],
      [free.id, 'free', null],
    ]);
    expect(await list(student)).toEqual([
      [paid.id, 'purchasable', null],
      [free.id, 'free', url],
    ]);
    expect(await list(me)).toEqual([
      [paid.id, 'own', url],
      [free.id, 'own', url],
    ]);
    expect(await list(admin)).toEqual([
      [paid.id, 'purchasable', url],
      [free.id, 'free', url],
    ]);
    const buyer = await signedInAs(t.app, 'student');
    expect((await buyVideo(t.app, buyer, paid.id)).statusCode).toBe(201);
    expect(await list(buyer)).toEqual([
      [paid.id, 'purchased', url],
      [free.id, 'free', url],
    ]);
  });
});

describe('§2 views: once per student per day', () => {
  it('two opens the same day count 1; the next day 2; the trainer’s own opens are not counted', async () => {
    const video = await createVideoAs(t.app, trainer, { priceCents: 0 });
    const first = await openVideo(t.app, student, video.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().video).toMatchObject({
      id: video.id,
      videoUrl: 'https://videos.example.org/heart-sounds.mp4',
      views: 1,
    });
    expect((await openVideo(t.app, student, video.id)).json().video.views).toBe(1);
    expect((await openVideo(t.app, trainer, video.id)).json().video.views).toBe(1);
    expect(await viewsOf(video.id)).toHaveLength(1);
    t.clock.advance(DAY);
    expect((await openVideo(t.app, student, video.id)).json().video.views).toBe(2);
    expect((await openVideo(t.app, trainer, video.id)).json().video.views).toBe(2);
    const other = await signedInAs(t.app, 'student');
    expect((await openVideo(t.app, other, video.id)).json().video.views).toBe(3);
    expect(await analyticsOf(trainer, video.id)).toMatchObject({ views: 3 });
    expect((await viewsOf(video.id)).every((row) => row.userId !== trainer.id)).toBe(true);
  });

  it('signed out: 401 "Please log in to watch videos.", nothing counted', async () => {
    const video = await createVideoAs(t.app, trainer, { priceCents: 0 });
    const response = await openVideo(t.app, null, video.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please log in to watch videos.');
    expect(await viewsOf(video.id)).toEqual([]);
  });

  it('a paid video: 403 "Buy this video to watch it." until bought; then 200 with its URL and a view', async () => {
    const video = await createVideoAs(t.app, trainer, { priceCents: 1999 });
    const buyer = await signedInAs(t.app, 'student');
    const refused = await openVideo(t.app, buyer, video.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Buy this video to watch it.');
    expect(await viewsOf(video.id)).toEqual([]);
    expect((await buyVideo(t.app, buyer, video.id)).statusCode).toBe(201);
    const opened = await openVideo(t.app, buyer, video.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().video).toMatchObject({ viewerState: 'purchased', videoUrl: video.videoUrl, views: 1 });
  });

  it('an admin may open a paid video without buying it; only students’ opens count as views', async () => {
    const video = await createVideoAs(t.app, trainer, { priceCents: 1999 });
    const response = await openVideo(t.app, admin, video.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().video).toMatchObject({ videoUrl: video.videoUrl, views: 0 });
    const free = await createVideoAs(t.app, trainer, { priceCents: 0 });
    const instructor = await signedInAs(t.app, 'instructor');
    expect((await openVideo(t.app, instructor, free.id)).json().video.views).toBe(0);
    expect((await openVideo(t.app, student, free.id)).json().video.views).toBe(1);
  });

  it('an unknown or malformed video is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await openVideo(t.app, student, id)).statusCode).toBe(404);
    }
  });
});

describe('§2 buying a video', () => {
  it('a paid order makes the video purchased and a purchase of kind video; the trainer earns 80%', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const video = await createVideoAs(t.app, me, { priceCents: 2000 });
    const response = await buyVideo(t.app, student, video.id, { expectedPriceCents: 2000 });
    expect(response.statusCode).toBe(201);
    const { order, purchase } = response.json();
    expect(order).toMatchObject({ kind: 'video', status: 'paid', amountCents: 2000, returnPath: '/trainer-videos' });
    expect(await inLibrary(student, video.id)).toMatchObject({
      viewerState: 'purchased',
      videoUrl: video.videoUrl,
      purchases: 1,
    });
    expect(purchase).toMatchObject({
      itemKind: 'video',
      itemId: video.id,
      itemTitle: video.title,
      priceCents: 2000,
      amountCents: 2000,
      status: 'completed',
    });
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
    expect(entries.map((e) => [e.party, e.userId, e.amountCents]).sort()).toEqual([
      ['platform', null, 400],
      ['trainer', me.id, 1600],
    ]);
    const dashboard = (await requestAs(t.app, me, 'GET', '/api/trainer/dashboard')).json();
    expect(dashboard.earnings.pendingCents).toBe(1600);
  });

  it('with a referral code the buyer pays 5% less and the code’s owner earns 10%', async () => {
    const video = await createVideoAs(t.app, trainer, { priceCents: 2000 });
    const [buyer, referrer] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const [{ code }] = (await db()
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, referrer.id))) as [{ code: string }];
    const response = await buyVideo(t.app, buyer, video.id, { referralCode: code });
    expect(response.statusCode).toBe(201);
    expect(response.json().purchase).toMatchObject({ amountCents: 1900, referralFeeCents: 200 });
  });

  it('refusals write nothing: free 409, own 403, price changed 409, signed out 401, unknown 404; twice at once is one purchase', async () => {
    const free = await createVideoAs(t.app, trainer, { priceCents: 0 });
    const paid = await createVideoAs(t.app, trainer, { priceCents: 1500 });
    const buyer = await signedInAs(t.app, 'student');
    const freeBuy = await buyVideo(t.app, buyer, free.id);
    expect(freeBuy.statusCode).toBe(409);
    expect(freeBuy.json().error.message).toBe('This video is free: open it to watch.');
    const own = await buyVideo(t.app, trainer, paid.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot buy your own video.');
    const changed = await buyVideo(t.app, buyer, paid.id, { expectedPriceCents: 1000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('price_changed');
    const signedOut = await buyVideo(t.app, null, paid.id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('not_signed_in');
    expect((await buyVideo(t.app, buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await db().select().from(purchases).where(eq(purchases.userId, buyer.id))).filter(
        (row) => row.itemId === free.id || row.itemId === paid.id,
      ),
    ).toEqual([]);
    const together = await doubleClickedBuy(t.app, buyer, { kind: 'video', itemId: paid.id });
    expect(together.created.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(together.created.map((r) => r.json().order.id)).size).toBe(1);
    expect(together.paid.json().order.id).toBe(together.created[0]?.json().order.id);
    expect((await db().select().from(purchases).where(eq(purchases.itemId, paid.id))).length).toBe(1);
    const again = await buyVideo(t.app, buyer, paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_purchased');
  });
});

describe('§2 Analytics: the trainer’s real figures', () => {
  it('own videos newest first with views, purchases and earnings, and totals; a refund takes earnings and a purchase back', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const first = await createVideoAs(t.app, me, { title: 'First', priceCents: 1000 });
    t.clock.advance(60);
    const second = await createVideoAs(t.app, me, { title: 'Second', priceCents: 0 });
    await createVideoAs(t.app, otherTrainer, { title: 'Not mine' });
    const [a, b] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const purchaseA = (await buyVideo(t.app, a, first.id)).json().purchase.id;
    await buyVideo(t.app, b, first.id);
    await openVideo(t.app, a, first.id);
    await openVideo(t.app, b, first.id);
    await openVideo(t.app, a, second.id);

    const response = await requestAs(t.app, me, 'GET', '/api/trainer/videos');
    expect(response.statusCode).toBe(200);
    const { videos, totals } = response.json();
    expect(
      videos.map((v: { title: string; views: number; purchases: number; earnedCents: number }) => [
        v.title,
        v.views,
        v.purchases,
        v.earnedCents,
      ]),
    ).toEqual([
      ['Second', 1, 0, 0],
      ['First', 2, 2, 1600],
    ]);
    expect(totals).toEqual({ videos: 2, views: 3, purchases: 2, earningsCents: 1600 });

    const refund = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${purchaseA}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(refund.statusCode).toBe(200);
    expect(await analyticsOf(me, first.id)).toMatchObject({ purchases: 1, earnedCents: 800 });
    expect(await inLibrary(a, first.id)).toMatchObject({ viewerState: 'purchasable', videoUrl: null });
  });
});

describe('exported for course lessons', () => {
  it('findVideos: the videos named, newest first, ids that are not uuids ignored; listVideosOf: a trainer’s, newest first', async () => {
    const me = await signedInAs(t.app, 'trainer');
    const older = await createVideoAs(t.app, me, { title: 'Older', category: 'pharmacology' });
    t.clock.advance(60);
    const newer = await createVideoAs(t.app, me, { title: 'Newer', priceCents: 0 });
    const found = await findVideos(db(), [older.id, 'junk', newer.id, '00000000-0000-4000-8000-000000000000']);
    expect(found).toEqual([
      {
        id: newer.id,
        trainerId: me.id,
        title: 'Newer',
        description: newer.description,
        category: 'nclex-rn',
        videoUrl: newer.videoUrl,
        priceCents: 0,
      },
      {
        id: older.id,
        trainerId: me.id,
        title: 'Older',
        description: older.description,
        category: 'pharmacology',
        videoUrl: older.videoUrl,
        priceCents: 1999,
      },
    ]);
    expect(await findVideos(db(), ['junk'])).toEqual([]);
    expect((await listVideosOf(db(), me.id)).map((v) => v.id)).toEqual([newer.id, older.id]);
  });
});
