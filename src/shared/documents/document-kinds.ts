import { msg } from '../i18n/msg';
/**
 * The documents a licensure programme may ask for (issue 13: passport, nursing diploma,
 * transcripts, licence, English test results, and Canada's employment verification), with what
 * the checklist says of each.
 */
export const DOCUMENT_KINDS = [
  'passport',
  'nursing-diploma',
  'transcripts',
  'nursing-license',
  'english-test',
  'employment-verification',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  passport: msg('Passport'),
  'nursing-diploma': msg('Nursing Diploma'),
  transcripts: msg('Academic Transcripts'),
  'nursing-license': msg('Nursing License'),
  'english-test': msg('English Test Results'),
  'employment-verification': msg('Employment Verification'),
};

/** One line under each checklist entry: what a good upload shows. */
export const DOCUMENT_KIND_HINTS: Record<DocumentKind, string> = {
  passport: msg('The photo page, with your full name, photo and expiry date readable.'),
  'nursing-diploma': msg('Your nursing diploma or degree certificate, every page.'),
  transcripts: msg('The official transcript of your nursing program, with courses, hours and grades.'),
  'nursing-license': msg('Your current nursing license or registration in your home country.'),
  'english-test': msg('Your IELTS, OET, TOEFL or CELBAN score report.'),
  'employment-verification': msg('A letter from your employer with your role, dates and hours of nursing practice.'),
};

/** True when `kind` is one of DOCUMENT_KINDS. */
export function isDocumentKind(kind: string): kind is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(kind);
}
