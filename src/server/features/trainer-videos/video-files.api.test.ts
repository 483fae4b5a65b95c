import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIP_FILE } from '../../demo/demo-trainer-tools';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { buyVideo, createVideoAs } from '../../testing/trainer-tools';
import { storeUpload } from '../files/service';
import { storedVideoPath } from './video-files';

/** Issue 27 item 4: a video kept in the file store (the demo clip) plays through it, to who may watch. */

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let student: SignedIn;
const clip = readFileSync(DEMO_CLIP_FILE);
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, student] = await Promise.all([
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const storeClip = (owner: SignedIn) =>
  storeUpload(
    t.app.database.db,
    { ownerId: owner.id, purpose: 'material', name: 'demo-clip.mp4', data: clip },
    t.clock.now(),
  );

describe('issue 27 item 4: the demo clip through the file store', () => {
  it('ships a small MP4 clip (a few hundred kB at most)', () => {
    expect(clip.length).toBeGreaterThan(10_000);
    expect(clip.length).toBeLessThan(400_000);
    expect(clip.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('serves the file a free video names to a signed-in viewer, as video/mp4; 401 signed out', async () => {
    const file = await storeClip(trainer);
    const path = storedVideoPath(file.id);
    await createVideoAs(t.app, trainer, { videoUrl: `${TEST_ORIGIN}${path}`, priceCents: 0 });
    const response = await requestAs(t.app, student, 'GET', path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(clip)).toBe(true);
    expect((await requestAs(t.app, null, 'GET', path)).statusCode).toBe(401);
  });

  it('answers a byte range with 206 and that part (a player seeks, Safari plays only so)', async () => {
    const file = await storeClip(trainer);
    const path = storedVideoPath(file.id);
    await createVideoAs(t.app, trainer, { videoUrl: `${TEST_ORIGIN}${path}`, priceCents: 0 });
    const ranged = (range: string) =>
      t.app.inject({ method: 'GET', url: path, headers: { origin: TEST_ORIGIN, cookie: student.cookie, range } });
    const first = await ranged('bytes=0-1');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${clip.length}`);
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.rawPayload.equals(clip.subarray(0, 2))).toBe(true);
    const tail = await ranged('bytes=-100');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(clip.subarray(clip.length - 100))).toBe(true);
    expect((await ranged('bytes=100-')).rawPayload.equals(clip.subarray(100))).toBe(true);
    // A range past the end is ignored: the whole file.
    const beyond = await ranged(`bytes=${clip.length}-`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.rawPayload.equals(clip)).toBe(true);
  });

  it('serves a paid video’s file only to its buyers, its trainer and admins: 404 to others', async () => {
    const file = await storeClip(trainer);
    const path = storedVideoPath(file.id);
    const video = await createVideoAs(t.app, trainer, { videoUrl: `${TEST_ORIGIN}${path}`, priceCents: 500 });
    const buyer = await signedInAs(t.app, 'student');
    expect((await requestAs(t.app, buyer, 'GET', path)).statusCode).toBe(404);
    expect((await buyVideo(t.app, buyer, video.id)).statusCode).toBe(201);
    expect((await requestAs(t.app, buyer, 'GET', path)).statusCode).toBe(200);
    expect((await requestAs(t.app, trainer, 'GET', path)).statusCode).toBe(200);
  });

  it('refuses a stored file no video names, or another trainer’s file a video names: 404', async () => {
    const loose = await storeClip(trainer);
    expect((await requestAs(t.app, student, 'GET', storedVideoPath(loose.id))).statusCode).toBe(404);
    const theirs = await storeClip(trainer);
    await createVideoAs(t.app, otherTrainer, {
      videoUrl: `${TEST_ORIGIN}${storedVideoPath(theirs.id)}`,
      priceCents: 0,
    });
    expect((await requestAs(t.app, student, 'GET', storedVideoPath(theirs.id))).statusCode).toBe(404);
    expect((await requestAs(t.app, student, 'GET', '/api/videos/files/not-a-uuid/video.mp4')).statusCode).toBe(404);
  });
});
