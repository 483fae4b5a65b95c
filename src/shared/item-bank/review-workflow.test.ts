import { describe, expect, it } from 'vitest';
import { allowedActions, type ItemStatus, nextItemStatus, type ReviewActor } from './review-workflow';

const author: ReviewActor = { actorId: 'priya', actorRole: 'instructor', authorId: 'priya' };
const colleague: ReviewActor = { actorId: 'james', actorRole: 'instructor', authorId: 'priya' };
const admin: ReviewActor = { actorId: 'grace', actorRole: 'admin', authorId: 'priya' };
const student: ReviewActor = { actorId: 'sam', actorRole: 'student', authorId: 'priya' };
const trainer: ReviewActor = { actorId: 'tom', actorRole: 'trainer', authorId: 'priya' };

describe('nextItemStatus', () => {
  it('lets the author submit a draft for review, and no one else', () => {
    expect(nextItemStatus('draft', 'submit', author)).toEqual({ ok: true, status: 'in_review' });
    expect(nextItemStatus('draft', 'submit', colleague)).toMatchObject({ ok: false, code: 'forbidden', status: 403 });
    expect(nextItemStatus('draft', 'submit', admin)).toMatchObject({ ok: false, code: 'forbidden' });
  });

  it('submits only a draft', () => {
    for (const status of ['in_review', 'approved', 'active', 'retired'] as const) {
      expect(nextItemStatus(status, 'submit', author)).toEqual({
        ok: false,
        code: 'invalid_transition',
        status: 400,
        message: 'Only a draft can be submitted for review.',
      });
    }
  });

  it('lets another instructor or an admin approve, never the author', () => {
    expect(nextItemStatus('in_review', 'approve', colleague)).toEqual({ ok: true, status: 'approved' });
    expect(nextItemStatus('in_review', 'approve', { ...admin })).toEqual({ ok: true, status: 'approved' });
    expect(nextItemStatus('in_review', 'approve', author)).toMatchObject({
      ok: false,
      code: 'own_item_review',
      status: 403,
      message: 'You wrote this version, so another instructor or an admin must approve it.',
    });
    // An admin who wrote the version cannot approve it either.
    expect(
      nextItemStatus('in_review', 'approve', { actorId: 'grace', actorRole: 'admin', authorId: 'grace' }),
    ).toMatchObject({ ok: false, code: 'own_item_review' });
  });

  it('approves only an item in review', () => {
    for (const status of ['draft', 'approved', 'active', 'retired'] as const) {
      expect(nextItemStatus(status, 'approve', colleague)).toMatchObject({ ok: false, code: 'invalid_transition' });
    }
  });

  it('lets a reviewer return an item in review to draft, not its author', () => {
    expect(nextItemStatus('in_review', 'return', colleague)).toEqual({ ok: true, status: 'draft' });
    expect(nextItemStatus('in_review', 'return', admin)).toEqual({ ok: true, status: 'draft' });
    expect(nextItemStatus('in_review', 'return', author)).toMatchObject({ ok: false, code: 'own_item_review' });
    expect(nextItemStatus('draft', 'return', colleague)).toMatchObject({ ok: false, code: 'invalid_transition' });
    expect(nextItemStatus('approved', 'return', colleague)).toMatchObject({ ok: false, code: 'invalid_transition' });
  });

  it('lets the owner or an admin activate an approved item', () => {
    expect(nextItemStatus('approved', 'activate', author)).toEqual({ ok: true, status: 'active' });
    expect(nextItemStatus('approved', 'activate', admin)).toEqual({ ok: true, status: 'active' });
    expect(nextItemStatus('approved', 'activate', colleague)).toMatchObject({ ok: false, code: 'forbidden' });
    for (const status of ['draft', 'in_review', 'active', 'retired'] as const) {
      expect(nextItemStatus(status, 'activate', author)).toMatchObject({
        ok: false,
        code: 'invalid_transition',
        message: 'Only an approved item can be activated.',
      });
    }
  });

  it('lets the owner or an admin retire a draft, approved or active item', () => {
    for (const status of ['draft', 'approved', 'active'] as const) {
      expect(nextItemStatus(status, 'retire', author)).toEqual({ ok: true, status: 'retired' });
      expect(nextItemStatus(status, 'retire', admin)).toEqual({ ok: true, status: 'retired' });
      expect(nextItemStatus(status, 'retire', colleague)).toMatchObject({ ok: false, code: 'forbidden' });
    }
    expect(nextItemStatus('in_review', 'retire', author)).toMatchObject({ ok: false, code: 'invalid_transition' });
    expect(nextItemStatus('retired', 'retire', author)).toMatchObject({ ok: false, code: 'invalid_transition' });
  });

  it('refuses students and trainers everything', () => {
    const statuses: ItemStatus[] = ['draft', 'in_review', 'approved', 'active', 'retired'];
    for (const status of statuses) {
      for (const actor of [student, trainer]) {
        for (const action of ['submit', 'approve', 'return', 'activate', 'retire'] as const) {
          expect(nextItemStatus(status, action, { ...actor, authorId: actor.actorId })).toMatchObject({
            ok: false,
            code: 'forbidden',
            status: 403,
          });
        }
      }
    }
  });
});

describe('allowedActions', () => {
  it('lists what each reader may do', () => {
    expect(allowedActions('draft', author)).toEqual(['submit', 'retire']);
    expect(allowedActions('in_review', author)).toEqual([]);
    expect(allowedActions('in_review', colleague)).toEqual(['approve', 'return']);
    expect(allowedActions('approved', author)).toEqual(['activate', 'retire']);
    expect(allowedActions('approved', colleague)).toEqual([]);
    expect(allowedActions('active', admin)).toEqual(['retire']);
    expect(allowedActions('retired', admin)).toEqual([]);
    expect(allowedActions('draft', student)).toEqual([]);
  });
});
