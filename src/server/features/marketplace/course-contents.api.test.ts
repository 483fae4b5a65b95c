import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Material } from '../../../shared/materials/materials';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { pdfBytes, uploadPdf } from '../../testing/files';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buyVideo, createSessionAs, createVideoAs, openVideo } from '../../testing/trainer-tools';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let buyer: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, buyer, student] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Maria', lastName: 'Santos' }),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin'),
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A material of `who` with an uploaded PDF, reviewed by the admin as `status` (left pending when null). */
async function materialOf(who: SignedIn, title: string, status: 'approved' | 'rejected' | null = 'approved') {
  const file = await uploadPdf(t.app, who, { filename: `${title}.pdf`, text: title });
  const created = await requestAs(t.app, who, 'POST', '/api/materials', { title, fileId: file.id });
  expect(created.statusCode).toBe(201);
  const material: Material = created.json().material;
  if (status) {
    const reviewed = await requestAs(t.app, admin, 'POST', `/api/admin/materials/${material.id}/review`, {
      status,
      expectedVersion: material.version,
    });
    expect(reviewed.statusCode).toBe(200);
  }
  return material;
}

const contentsPath = (courseId: string) => `/api/courses/${courseId}/contents`;
const setContents = (who: SignedIn | null, courseId: string, items: { kind: string; id: string }[]) =>
  requestAs(t.app, who, 'PUT', contentsPath(courseId), { items });

describe('what a buyer of a course gets (issue 11)', () => {
  it('the trainer attaches an approved material, a video and a session; everyone sees the outline, buyers the contents', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Cardiac Care', priceCents: 4000 });
    const material = await materialOf(trainer, 'ECG basics');
    const video = await createVideoAs(t.app, trainer, { title: 'Heart sounds', priceCents: 1500 });
    const session = await createSessionAs(t.app, trainer, { title: 'Ask me anything' });

    const saved = await setContents(trainer, course.id, [
      { kind: 'video', id: video.id },
      { kind: 'material', id: material.id },
      { kind: 'session', id: session.id },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Heart sounds',
      'ECG basics',
      'Ask me anything',
    ]);

    const outline = await requestAs(t.app, null, 'GET', `/api/courses/${course.id}/outline`);
    expect(outline.statusCode).toBe(200);
    expect(outline.json()).toMatchObject({ canOpen: false, canEdit: false });
    expect(outline.json().items).toEqual([
      { kind: 'video', id: video.id, title: 'Heart sounds', detail: 'Video · NCLEX-RN' },
      { kind: 'material', id: material.id, title: 'ECG basics', detail: 'Document' },
      expect.objectContaining({ kind: 'session', id: session.id, title: 'Ask me anything' }),
    ]);
    // The outline never carries a link, a file or a video's URL.
    expect(outline.body).not.toContain('videos.example.org');
    expect(outline.body).not.toContain('/file');

    expect((await requestAs(t.app, student, 'GET', contentsPath(course.id))).statusCode).toBe(403);
    expect((await requestAs(t.app, null, 'GET', contentsPath(course.id))).statusCode).toBe(401);

    expect((await buy(t.app, buyer, course.id)).statusCode).toBe(201);
    const bought = await requestAs(t.app, buyer, 'GET', `/api/courses/${course.id}/outline`);
    expect(bought.json()).toMatchObject({ canOpen: true, canEdit: false });
    const contents = await requestAs(t.app, buyer, 'GET', contentsPath(course.id));
    expect(contents.statusCode).toBe(200);
    const [first, second, third] = contents.json().items;
    expect(first).toMatchObject({
      kind: 'video',
      video: { id: video.id, videoUrl: 'https://videos.example.org/heart-sounds.mp4', viewerState: 'included' },
    });
    expect(second).toMatchObject({ kind: 'material', title: 'ECG basics', fileName: 'ECG basics.pdf' });
    expect(third).toMatchObject({ kind: 'session', session: { id: session.id, viewerState: 'bookable' } });

    const file = await requestAs(t.app, buyer, 'GET', second.fileHref);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdfBytes('ECG basics'))).toBe(true);
    expect((await requestAs(t.app, student, 'GET', second.fileHref)).statusCode).toBe(403);
    expect((await requestAs(t.app, null, 'GET', second.fileHref)).statusCode).toBe(401);
  });

  it('a buyer of the course watches its paid video without buying it again; the view counts; a second sale is refused', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Respiratory' });
    const video = await createVideoAs(t.app, trainer, { title: 'Breath sounds', priceCents: 1200 });
    expect((await setContents(trainer, course.id, [{ kind: 'video', id: video.id }])).statusCode).toBe(200);
    const courseBuyer = await signedInAs(t.app, 'student');
    expect((await openVideo(t.app, courseBuyer, video.id)).statusCode).toBe(403);
    expect((await buy(t.app, courseBuyer, course.id)).statusCode).toBe(201);

    const library = (await requestAs(t.app, courseBuyer, 'GET', `/api/videos?trainerId=${trainer.id}`)).json().videos;
    expect(library.find((v: { id: string }) => v.id === video.id)).toMatchObject({
      viewerState: 'included',
      videoUrl: 'https://videos.example.org/heart-sounds.mp4',
    });
    const opened = await openVideo(t.app, courseBuyer, video.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().video.views).toBe(1);
    const second = await buyVideo(t.app, courseBuyer, video.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('video_included');
    // Someone who did not buy the course still has to buy the video.
    expect((await openVideo(t.app, student, video.id)).statusCode).toBe(403);
  });

  it('the trainer and admins open the contents without buying; a refund closes them again', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Renal' });
    const material = await materialOf(trainer, 'Dialysis notes');
    expect((await setContents(trainer, course.id, [{ kind: 'material', id: material.id }])).statusCode).toBe(200);
    expect((await requestAs(t.app, trainer, 'GET', contentsPath(course.id))).statusCode).toBe(200);
    expect((await requestAs(t.app, admin, 'GET', contentsPath(course.id))).statusCode).toBe(200);

    const purchase = (await buy(t.app, student, course.id)).json().purchase;
    expect((await requestAs(t.app, student, 'GET', contentsPath(course.id))).statusCode).toBe(200);
    const refund = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${purchase.id}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(refund.statusCode).toBe(200);
    expect((await requestAs(t.app, student, 'GET', contentsPath(course.id))).statusCode).toBe(403);
  });

  it('holds only its trainer’s approved materials, videos and sessions that are not cancelled; nothing changes on a refusal', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Endocrine' });
    const approved = await materialOf(trainer, 'Insulin types');
    const pending = await materialOf(trainer, 'Thyroid draft', null);
    const rejected = await materialOf(trainer, 'Rejected notes', 'rejected');
    const someoneElses = await materialOf(otherTrainer, 'Not mine');
    const otherVideo = await createVideoAs(t.app, otherTrainer);
    const cancelled = await createSessionAs(t.app, trainer, { title: 'Cancelled one' });
    expect((await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${cancelled.id}/cancel`)).statusCode).toBe(
      200,
    );
    expect((await setContents(trainer, course.id, [{ kind: 'material', id: approved.id }])).statusCode).toBe(200);

    for (const item of [
      { kind: 'material', id: pending.id },
      { kind: 'material', id: rejected.id },
      { kind: 'material', id: someoneElses.id },
      { kind: 'video', id: otherVideo.id },
      { kind: 'session', id: cancelled.id },
      { kind: 'video', id: approved.id },
    ]) {
      const refused = await setContents(trainer, course.id, [item]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain('approved materials, videos and sessions');
    }
    const twice = await setContents(trainer, course.id, [
      { kind: 'material', id: approved.id },
      { kind: 'material', id: approved.id },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await setContents(trainer, course.id, [{ kind: 'book', id: approved.id }])).statusCode).toBe(400);

    const outline = await requestAs(t.app, trainer, 'GET', `/api/courses/${course.id}/outline`);
    expect(outline.json().items.map((item: { id: string }) => item.id)).toEqual([approved.id]);
  });

  it('only the course’s trainer or an admin changes the contents (403), an unknown course is 404', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Neuro' });
    const material = await materialOf(trainer, 'Glasgow scale');
    expect((await setContents(otherTrainer, course.id, [])).statusCode).toBe(403);
    expect((await setContents(student, course.id, [])).statusCode).toBe(403);
    expect((await setContents(null, course.id, [])).statusCode).toBe(401);
    expect((await requestAs(t.app, otherTrainer, 'GET', `/api/courses/${course.id}/attachable`)).statusCode).toBe(403);

    const byAdmin = await setContents(admin, course.id, [{ kind: 'material', id: material.id }]);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().items).toHaveLength(1);
    expect((await setContents(trainer, course.id, [])).json().items).toEqual([]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await requestAs(t.app, trainer, 'GET', `/api/courses/${unknown}/outline`)).statusCode).toBe(404);
    expect((await setContents(trainer, unknown, [])).statusCode).toBe(404);
  });

  it('offers the trainer their approved materials, videos and upcoming sessions to attach', async () => {
    const course = await createCourseAs(t.app, otherTrainer, { title: 'Peds' });
    const approved = await materialOf(otherTrainer, 'Growth charts');
    await materialOf(otherTrainer, 'Still pending', null);
    const video = await createVideoAs(t.app, otherTrainer, { title: 'Vaccines' });
    const session = await createSessionAs(t.app, otherTrainer, { title: 'Peds Q&A' });
    const attachable = await requestAs(t.app, otherTrainer, 'GET', `/api/courses/${course.id}/attachable`);
    expect(attachable.statusCode).toBe(200);
    const ids = attachable.json().items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([approved.id, video.id, session.id]));
    expect(attachable.json().items.map((item: { title: string }) => item.title)).not.toContain('Still pending');
  });

  it('a session cancelled after it was attached leaves the outline and the contents, and the rest still saves', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Pharm Q&A' });
    const material = await materialOf(trainer, 'Anticoagulants');
    const session = await createSessionAs(t.app, trainer, { title: 'Soon cancelled' });
    await setContents(trainer, course.id, [
      { kind: 'material', id: material.id },
      { kind: 'session', id: session.id },
    ]);
    expect((await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${session.id}/cancel`)).statusCode).toBe(
      200,
    );
    const outline = (await requestAs(t.app, trainer, 'GET', `/api/courses/${course.id}/outline`)).json();
    expect(outline.items.map((item: { id: string }) => item.id)).toEqual([material.id]);
    const contents = (await requestAs(t.app, trainer, 'GET', contentsPath(course.id))).json();
    expect(contents.items.map((item: { id: string }) => item.id)).toEqual([material.id]);
    const kept = outline.items.map(({ kind, id }: { kind: string; id: string }) => ({ kind, id }));
    expect((await setContents(trainer, course.id, kept)).statusCode).toBe(200);
  });

  it('a file of a material the course does not hold is 404 even for a buyer', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Ortho' });
    const held = await materialOf(trainer, 'Casts');
    const notHeld = await materialOf(trainer, 'Traction');
    await setContents(trainer, course.id, [{ kind: 'material', id: held.id }]);
    await buy(t.app, buyer, course.id);
    const path = `/api/courses/${course.id}/contents/materials/${notHeld.id}/file`;
    expect((await requestAs(t.app, buyer, 'GET', path)).statusCode).toBe(404);
  });
});
