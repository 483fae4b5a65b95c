import { describe, expect, it } from 'vitest';
import { type DocumentEvent, nextDocumentStatus } from './document-status';
import type { DocumentStatus } from './documents';

type From = DocumentStatus | null;

const allowed: [From, DocumentEvent, From][] = [
  [null, 'attach', 'draft'],
  ['draft', 'attach', 'draft'],
  ['pending', 'attach', 'draft'],
  ['rejected', 'attach', 'draft'],
  ['draft', 'submit', 'pending'],
  ['pending', 'verify', 'uploaded'],
  ['pending', 'reject', 'rejected'],
  ['draft', 'delete', null],
  ['pending', 'delete', null],
  ['rejected', 'delete', null],
];

const refused: [From, DocumentEvent, string][] = [
  // A verified ('uploaded') document is final: no new file, no deletion.
  ['uploaded', 'attach', 'document_verified_locked'],
  ['uploaded', 'delete', 'document_verified_locked'],
  // Only a draft is submitted.
  ['pending', 'submit', 'document_not_draft'],
  ['uploaded', 'submit', 'document_not_draft'],
  ['rejected', 'submit', 'document_not_draft'],
  // Only a pending document is verified or rejected.
  ['draft', 'verify', 'document_not_pending'],
  ['uploaded', 'verify', 'document_not_pending'],
  ['rejected', 'verify', 'document_not_pending'],
  ['draft', 'reject', 'document_not_pending'],
  ['uploaded', 'reject', 'document_not_pending'],
  ['rejected', 'reject', 'document_not_pending'],
  // Nothing to act on but a first attach.
  [null, 'submit', 'document_not_found'],
  [null, 'verify', 'document_not_found'],
  [null, 'reject', 'document_not_found'],
  [null, 'delete', 'document_not_found'],
];

describe('§4, issue 13 nextDocumentStatus: the allowed transitions', () => {
  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    expect(nextDocumentStatus(from, event)).toEqual({ ok: true, status: to });
  });
});

describe('§4, issue 13 nextDocumentStatus: the refused transitions, each with its error code', () => {
  it.each(refused)('%s --%s--> refused: %s', (from, event, refusal) => {
    expect(nextDocumentStatus(from, event)).toEqual({ ok: false, refusal });
  });

  it('the two tables above name every status (or none) with every event, once', () => {
    const statuses: From[] = [null, 'draft', 'pending', 'uploaded', 'rejected'];
    const events: DocumentEvent[] = ['attach', 'submit', 'verify', 'reject', 'delete'];
    const named = [...allowed, ...refused].map(([from, event]) => `${from} ${event}`);
    expect(named.toSorted()).toEqual(statuses.flatMap((from) => events.map((event) => `${from} ${event}`)).toSorted());
  });
});
