import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { AccountUser } from '../../../../shared/account/user';
import { DEFAULT_LANGUAGE, FORMAT_LOCALES, type LanguageCode } from '../../../../shared/i18n/languages';
import { msg } from '../../../../shared/i18n/msg';
import { type CertificateVerification, certificatePath } from '../../../../shared/marketplace/course-player';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { translator } from '../../../lib/i18n';
import { isUuid } from '../../../lib/query-text';
import { findUserContacts, getLanguage, getTimeZone } from '../../account/service';
import { getCourse } from '../courses';
import { purchasedItemIds } from '../item-sales';
import { loadCurriculum, playerAccessOf, syncProgress } from './progress';
import { courseCertificates } from './tables';

type CertificateRow = typeof courseCertificates.$inferSelect;

function certificateNotFound(): AppError {
  return new AppError('certificate_not_found', {
    status: 404,
    message: msg(
      'No certificate has this verification code. Check the address against the one printed on the certificate.',
    ),
  });
}

/**
 * Anyone's verification of certificate `certificateId` (issue 27 item 2, the address printed on the
 * certificate; signed out too): whose it is, which course and trainer, when it was issued (the
 * instant, and the date as the PDF prints it: in the learner's time zone). A deleted account's
 * certificates are withdrawn (its name is not shown in public, issue 12), and so is one whose course
 * was refunded (until it is bought again). Errors: 404 `certificate_not_found`.
 */
export async function verifyCertificate(db: Database, certificateId: string): Promise<CertificateVerification> {
  if (!isUuid(certificateId)) throw certificateNotFound();
  const [row] = await db.select().from(courseCertificates).where(eq(courseCertificates.id, certificateId));
  if (!row) throw certificateNotFound();
  // A deleted account keeps no name in public (issue 12): its certificates no longer verify.
  if ((await findUserContacts(db, [row.userId])).get(row.userId)?.deleted !== false) {
    throw new AppError('certificate_not_found', {
      status: 404,
      message: msg('This certificate was withdrawn: the account of the learner who held it was deleted.'),
    });
  }
  // A refund takes the course back, and the certificate with it (a purchase again restores it).
  const stillBought = await purchasedItemIds(db, row.userId, [row.courseId]);
  if (!stillBought.has(row.courseId)) {
    throw new AppError('certificate_not_found', {
      status: 404,
      message: msg('This certificate was withdrawn: the learner’s purchase of the course was refunded.'),
    });
  }
  return {
    id: row.id,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    trainerName: row.trainerName,
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: dateInWords(row.issuedAt, await getTimeZone(db, row.userId)),
  };
}

/**
 * `viewer`'s certificate of course `courseId` (issue 27 item 2), issued when every lesson is complete.
 * Errors: 404 course; 403 `not_a_buyer` for a reader without a completed purchase (a refund ends it);
 * 400 `course_not_completed` while a lesson is not complete.
 */
export async function findOwnCertificate(
  db: Database,
  { courseId, viewer }: { courseId: string; viewer: AccountUser },
  now: Date,
): Promise<CertificateRow> {
  const course = await getCourse(db, courseId, viewer);
  if (playerAccessOf(course, viewer) !== 'buyer') {
    throw new AppError('not_a_buyer', {
      status: 403,
      message: msg(
        'A certificate of completion is for the course’s learners: buy the course and complete its lessons.',
      ),
    });
  }
  const { lessons } = await loadCurriculum(db, course.id);
  const progress = await syncProgress(db, viewer.id, course, lessons, now);
  if (!progress.certificate) {
    const left = lessons.length - progress.completed.size;
    throw new AppError('course_not_completed', {
      status: 400,
      message:
        lessons.length === 0
          ? msg('This course has no lessons yet, so there is no certificate to download.')
          : left === 1
            ? msg('Complete every lesson to get your certificate: {{left}} of {{total}} lessons is not complete yet.', {
                left,
                total: lessons.length,
              })
            : msg(
                'Complete every lesson to get your certificate: {{left}} of {{total}} lessons are not complete yet.',
                { left, total: lessons.length },
              ),
    });
  }
  return progress.certificate;
}

/** `at` as a date in words in `timeZone`, e.g. "November 29, 2026" (English; `locale` writes it in another language's words). */
export function dateInWords(at: Date, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at);
}

/** The characters beyond Latin-1 that the PDF's built-in fonts print (Windows-1252's 0x80–0x9F). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Latin letters without a decomposition, printed as their base letter. */
const LATIN_BASE: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

const printable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/**
 * `text` as the PDF's built-in fonts (Helvetica, Times: Windows-1252 only) can print it: a letter
 * they lack is printed without the accent they lack ("Nguyễn Thị" -> "Nguyên Thi", "Łukasz" ->
 * "Lukasz"), and any other character as "?", never as the wrong glyphs those fonts would draw.
 */
export function printableText(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (printable(char)) {
      result += char;
      continue;
    }
    const base = LATIN_BASE[char];
    if (base) {
      result += base;
      continue;
    }
    // Drop combining accents from the last until what is left prints (ễ: e + ̂ + ̃ -> ê).
    const parts = [...char.normalize('NFD')];
    let folded: string | null = null;
    while (parts.length > 1 && folded === null) {
      parts.pop();
      const candidate = parts.join('').normalize('NFC');
      if ([...candidate].every(printable)) folded = candidate;
    }
    result += folded ?? '?';
  }
  return result;
}

/**
 * The largest font size from `maxSize` down to `minSize` (points, in steps of 2) at which `text` in
 * `font` fits `width` in at most `maxLines` lines, so a long name or title keeps the certificate
 * on one page; `minSize` when none does.
 */
function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  {
    font,
    maxSize,
    minSize,
    width,
    maxLines,
  }: { font: string; maxSize: number; minSize: number; width: number; maxLines: number },
): number {
  for (let size = maxSize; size > minSize; size -= 2) {
    doc.font(font).fontSize(size);
    if (doc.heightOfString(text, { width }) <= doc.currentLineHeight(true) * maxLines + 0.5) return size;
  }
  return minSize;
}

/**
 * The certificate as a one-page landscape A4 PDF (pdfkit, its built-in Helvetica and Times): the
 * learner's name, the course, its trainer, the date of issue in words (in `timeZone`), and the
 * verification address `<origin>/certificates/<id>` with its code. Its own words are in the
 * learner's `language` (issue 29; English by default). Resolves to the PDF's bytes.
 */
export function renderCertificatePdf(
  certificate: CertificateRow,
  origin: string,
  timeZone: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
): Promise<Buffer> {
  const t = translator(language);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: t('Certificate of completion: {{course}}', { course: certificate.courseTitle }),
      Author: 'Nightingale',
      Subject: t('{{learner}} completed {{course}}', {
        learner: certificate.learnerName,
        course: certificate.courseTitle,
      }),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  const learnerName = printableText(certificate.learnerName);
  const courseTitle = printableText(certificate.courseTitle);
  const verifyAddress = `${origin.replace(/\/+$/, '')}${certificatePath(certificate.id)}`;
  doc
    .lineWidth(3)
    .strokeColor('#1c7ed6')
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(1)
    .rect(38, 38, width - 76, height - 76)
    .stroke();
  const line = { align: 'center' as const, width: width - 112 };
  // Names run to 201 characters and titles to 120: each shrinks to fit its lines (one page, clear of the footer).
  const sizeFor = (text: string, font: string, maxSize: number, maxLines: number) =>
    fittingSize(doc, text, { font, maxSize, minSize: 12, width: line.width, maxLines });
  const nameSize = sizeFor(learnerName, 'Times-Bold', 32, 2);
  const titleSize = sizeFor(courseTitle, 'Times-Bold', 24, 2);
  const taughtBy = printableText(t('taught by {{trainer}}', { trainer: certificate.trainerName }));
  const taughtBySize = sizeFor(taughtBy, 'Helvetica', 14, 2);
  doc.fillColor('#1c7ed6').font('Helvetica-Bold').fontSize(16).text('NIGHTINGALE', 56, 80, line);
  doc
    .moveDown(0.8)
    .fillColor('#212529')
    .font('Times-Roman')
    .fontSize(36)
    .text(printableText(t('Certificate of Completion')), line);
  doc
    .moveDown(0.8)
    .font('Helvetica')
    .fontSize(14)
    .text(printableText(t('This certifies that')), line);
  doc.moveDown(0.5).font('Times-Bold').fontSize(nameSize).text(learnerName, line);
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(14)
    .text(printableText(t('has completed every lesson of the course')), line);
  doc.moveDown(0.5).font('Times-Bold').fontSize(titleSize).text(courseTitle, line);
  doc.moveDown(0.5).font('Helvetica').fontSize(taughtBySize).text(taughtBy, line);
  doc.fontSize(14);
  const issuedOn = dateInWords(certificate.issuedAt, timeZone, FORMAT_LOCALES[language]);
  doc.moveDown(0.8).text(printableText(t('Issued on {{date}}', { date: issuedOn })), line);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#495057')
    .text(printableText(t('Verify this certificate at {{link}}', { link: verifyAddress })), 56, height - 110, line)
    .text(printableText(t('Verification code: {{code}}', { code: certificate.id })), line);
  doc.end();
  return done;
}

/** The PDF of `viewer`'s certificate of `courseId`, dated in her time zone, in her interface language (issue 29). Errors: as findOwnCertificate. */
export async function certificatePdf(
  db: Database,
  { courseId, viewer, origin }: { courseId: string; viewer: AccountUser; origin: string },
  now: Date,
): Promise<{ pdf: Buffer; fileName: string }> {
  const certificate = await findOwnCertificate(db, { courseId, viewer }, now);
  const timeZone = await getTimeZone(db, viewer.id);
  const pdf = await renderCertificatePdf(certificate, origin, timeZone, await getLanguage(db, viewer.id));
  const slug =
    certificate.courseTitle
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'course';
  return { pdf, fileName: `certificate-${slug}.pdf` };
}

/** Answers with `pdf` as a download named `fileName`, never cached by a shared cache. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', String(pdf.length))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
