import type { AccountUser } from '../../../shared/account/user';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import type { ProgramId } from '../../../shared/programs/programs';
import type { Database } from '../../db/client';
import { onePagePdf } from '../../lib/demo-pdf';
import { findAccountUserByEmail } from '../account/service';
import { storeUpload } from '../files/service';
import { enrolInProgram, findEnrolment } from '../programs/service';
import { blockPicture } from './demo-png';
import { listStudentDocuments } from './documents';
import { recordDocumentOpening } from './openings';
import { storeDocumentReview } from './review';
import { attachDocumentFile, submitDocument } from './student-documents';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Grace Mensah's reason for sending Amara's licence back (the demo's rejected document). */
export const DEMO_REJECTION_REASON = 'The scan is cut off at the bottom edge. Please upload the whole page.';

/** A scanned passport photo page: a picture, so the demo has an image as well as PDFs. */
function passportScan(): Buffer {
  return blockPicture(
    320,
    220,
    [244, 240, 230],
    [
      { x: 0, y: 0, width: 320, height: 36, color: [32, 64, 120] },
      { x: 20, y: 56, width: 90, height: 120, color: [170, 160, 150] },
      ...[60, 84, 108, 132].map((y) => ({ x: 130, y, width: 160, height: 10, color: [90, 90, 100] as const })),
      { x: 20, y: 190, width: 280, height: 8, color: [60, 60, 70] },
    ],
  );
}

/** A one-page PDF of a document `title` for `student`, with `lines` below the name. */
function documentPdf(title: string, student: AccountUser, lines: readonly string[]): Buffer {
  return onePagePdf(title, [`Name: ${student.firstName} ${student.lastName}`, '', ...lines]);
}

/** One demo document: what it is, its file, and where it stands. */
interface DemoDocument {
  kind: DocumentKind;
  name: string;
  data: Buffer;
  /** When the file was uploaded and attached. */
  attachedAt: Date;
  /** When it was submitted for verification; a draft without. */
  submittedAt?: Date;
  /** Grace's decision, when it has one. */
  review?: { decision: 'verify' | 'reject'; reason?: string; at: Date };
}

/**
 * The document centre's demo data (DEMO_DATA, after the marketplace's, which makes the demo
 * learners): Amara Okafor is enrolled in the NCLEX-RN Pathway: United States since 20 days ago,
 * with her passport verified by Grace Mensah (a PNG scan), her nursing diploma pending (submitted
 * 2 days ago), her transcripts a draft, her nursing license rejected with DEMO_REJECTION_REASON and
 * her English test results still missing; three demo learners (Chinedu Okonkwo, Anjali Menon,
 * Wanjiru Kamau) are enrolled with one pending document each, so the admins' queue holds four, oldest
 * submitted first. Everything goes through the features' own functions, in one transaction; Grace
 * opens each file ten minutes before her review, and the reviews are stored without emails. Runs
 * once: not when Amara already has an enrolment or a document, nor without the demo accounts.
 * Learners who do not exist are left out.
 */
export async function seedDemoDocuments(db: Database, now: Date): Promise<void> {
  await db.transaction((tx) => seed(tx, now));
}

async function seed(db: Database, now: Date): Promise<void> {
  const [amara, grace] = await Promise.all(
    ['amara.okafor', 'grace.mensah'].map((name) => findAccountUserByEmail(db, `${name}@nightingale.test`)),
  );
  if (!amara || !grace) return;
  if ((await findEnrolment(db, amara.id)) || (await listStudentDocuments(db, amara.id)).length > 0) return;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);

  /** Enrols `student` in `programId` at `enrolledAt` and files `documents` as each says, in order. */
  const file = async (student: AccountUser, programId: ProgramId, enrolledAt: Date, documents: DemoDocument[]) => {
    await enrolInProgram(db, { userId: student.id, programId }, enrolledAt);
    for (const document of documents) {
      const upload = await storeUpload(
        db,
        { ownerId: student.id, purpose: 'document', name: document.name, data: document.data },
        document.attachedAt,
      );
      const attached = await attachDocumentFile(
        db,
        { userId: student.id, kind: document.kind, fileId: upload.id },
        document.attachedAt,
      );
      if (!document.submittedAt) continue;
      await submitDocument(db, { userId: student.id, kind: document.kind }, document.submittedAt);
      if (!document.review) continue;
      // Grace opens the file before deciding, as the API requires for a verification.
      await recordDocumentOpening(
        db,
        { documentId: attached.id, adminId: grace.id, fileId: upload.id },
        new Date(document.review.at.getTime() - 10 * 60 * 1000),
      );
      await storeDocumentReview(
        db,
        {
          documentId: attached.id,
          admin: grace,
          body: { decision: document.review.decision, fileId: upload.id, reason: document.review.reason ?? '' },
        },
        document.review.at,
      );
    }
  };

  await file(amara, 'nclex-rn-us', ago(20), [
    {
      kind: 'passport',
      name: 'passport-photo-page.png',
      data: passportScan(),
      attachedAt: ago(19, 2),
      submittedAt: ago(19),
      review: { decision: 'verify', at: ago(17) },
    },
    {
      kind: 'nursing-license',
      name: 'nursing-license.pdf',
      data: documentPdf('Nursing and Midwifery Council of Nigeria: Registered Nurse License', amara, [
        'License number: RN 204518',
        'Valid until: 31 December 2027',
      ]),
      attachedAt: ago(12, 1),
      submittedAt: ago(12),
      review: { decision: 'reject', reason: DEMO_REJECTION_REASON, at: ago(10) },
    },
    {
      kind: 'nursing-diploma',
      name: 'nursing-diploma.pdf',
      data: documentPdf('Bachelor of Nursing Science', amara, [
        'University of Lagos, College of Medicine',
        'Conferred: 14 July 2021',
      ]),
      attachedAt: ago(2, 3),
      submittedAt: ago(2),
    },
    {
      kind: 'transcripts',
      name: 'academic-transcripts.pdf',
      data: documentPdf('Academic Transcript: Bachelor of Nursing Science', amara, [
        'Medical-Surgical Nursing I and II: A',
        'Maternal and Child Health Nursing: A',
        'Pharmacology: B',
        'Community Health Nursing: A',
      ]),
      attachedAt: ago(1),
    },
  ]);

  const learners: readonly {
    email: string;
    programId: ProgramId;
    enrolledDaysAgo: number;
    kind: DocumentKind;
    title: string;
    submittedDaysAgo: number;
  }[] = [
    {
      email: 'chinedu.okonkwo',
      programId: 'nclex-rn-us',
      enrolledDaysAgo: 9,
      kind: 'nursing-diploma',
      title: 'Bachelor of Nursing Science',
      submittedDaysAgo: 4,
    },
    {
      email: 'anjali.menon',
      programId: 'nclex-rn-canada',
      enrolledDaysAgo: 7,
      kind: 'employment-verification',
      title: 'Employment Verification: Staff Nurse, Medical Ward',
      submittedDaysAgo: 3,
    },
    {
      email: 'wanjiru.kamau',
      programId: 'nclex-pn-us',
      enrolledDaysAgo: 6,
      kind: 'transcripts',
      title: 'Academic Transcript: Practical Nursing',
      submittedDaysAgo: 1,
    },
  ];
  for (const learner of learners) {
    const student = await findAccountUserByEmail(db, `${learner.email}@learners.nightingale.test`);
    if (!student) continue;
    await file(student, learner.programId, ago(learner.enrolledDaysAgo), [
      {
        kind: learner.kind,
        name: `${learner.kind}.pdf`,
        data: documentPdf(learner.title, student, ['Submitted for NCLEX licensure through Nightingale.']),
        attachedAt: ago(learner.submittedDaysAgo, 2),
        submittedAt: ago(learner.submittedDaysAgo),
      },
    ]);
  }
}
