import { z } from 'zod/mini';
import { DOCUMENT_KINDS, type DocumentKind } from '../documents/document-kinds';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { orderSchema } from '../payments/orders';

/**
 * Program Selection at /programs (spec §2, §3 "programs", §4 "Program status available /
 * coming-soon", §9 "Program fees: 365, 200, 525, 425 USD"; issue 13). The catalogue is product
 * data, the same for everyone; a student's choice (their enrolment) is kept on the server and sets
 * the documents the document centre asks for.
 */

/** Spec §4: Select is enabled only for an available programme. */
const PROGRAM_STATUSES = ['available', 'coming-soon'] as const;
type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

const PROGRAM_IDS = ['nclex-rn-us', 'nclex-pn-us', 'nclex-rn-canada', 'visascreen'] as const;
export type ProgramId = (typeof PROGRAM_IDS)[number];

/** One programme as the page shows it. `feeUsd` is whole US dollars (spec §9). */
export interface Program {
  id: ProgramId;
  title: string;
  description: string;
  feeUsd: number;
  /** Free text, as the spec's duration fields are. */
  duration: string;
  /** What a nurse needs to join, as a list of sentences. */
  requirements: readonly string[];
  /** The documents the document centre asks for once the programme is selected, in checklist order. */
  requiredDocuments: readonly DocumentKind[];
  popular: boolean;
  status: ProgramStatus;
}

/** The four programmes, with spec §9's fees in the spec's order: 365, 200, 525 and 425 USD. */
export const PROGRAMS: readonly Program[] = [
  {
    id: 'nclex-rn-us',
    title: msg('NCLEX-RN Pathway: United States'),
    description: msg(
      'For registered nurses educated abroad: credentials evaluation, your state board of nursing application and NCLEX-RN registration, step by step.',
    ),
    feeUsd: 365,
    duration: '6-9 months',
    requirements: [
      msg('Nursing diploma or degree from a government-approved program'),
      msg('Current nursing license in your home country'),
      msg('Official academic transcripts'),
      msg('English test results (IELTS, OET or TOEFL)'),
      msg('Valid passport'),
    ],
    requiredDocuments: ['passport', 'nursing-diploma', 'transcripts', 'nursing-license', 'english-test'],
    popular: true,
    status: 'available',
  },
  {
    id: 'nclex-pn-us',
    title: msg('NCLEX-PN Pathway: United States'),
    description: msg(
      'For practical and vocational nurses: the documents, board application and NCLEX-PN registration for licensure as an LPN/LVN.',
    ),
    feeUsd: 200,
    duration: '4-6 months',
    requirements: [
      msg('Practical or vocational nursing diploma'),
      msg('Official academic transcripts'),
      msg('English test results (IELTS, OET or TOEFL)'),
      msg('Valid passport'),
    ],
    requiredDocuments: ['passport', 'nursing-diploma', 'transcripts', 'english-test'],
    popular: false,
    status: 'available',
  },
  {
    id: 'nclex-rn-canada',
    title: msg('NCLEX-RN Pathway: Canada'),
    description: msg(
      'For nurses moving to Canada: the NNAS application, the provincial regulator and NCLEX-RN registration, with employment verification.',
    ),
    feeUsd: 525,
    duration: '9-12 months',
    requirements: [
      msg('Nursing diploma or degree from a government-approved program'),
      msg('Current nursing license in your home country'),
      msg('Official academic transcripts'),
      msg('English test results (IELTS or CELBAN)'),
      msg('Proof of nursing practice (employment verification)'),
      msg('Valid passport'),
    ],
    requiredDocuments: [
      'passport',
      'nursing-diploma',
      'transcripts',
      'nursing-license',
      'english-test',
      'employment-verification',
    ],
    popular: false,
    status: 'available',
  },
  {
    id: 'visascreen',
    title: msg('VisaScreen and Work Visa Support'),
    description: msg(
      'For nurses who have passed the NCLEX: the VisaScreen certificate and the documents a US employer needs to sponsor your work visa.',
    ),
    feeUsd: 425,
    duration: '3-6 months',
    requirements: [
      msg('NCLEX-RN passed or scheduled'),
      msg('Current nursing license'),
      msg('English test results (IELTS, OET or TOEFL)'),
      msg('Valid passport'),
    ],
    requiredDocuments: ['passport', 'nursing-diploma', 'transcripts', 'nursing-license', 'english-test'],
    popular: false,
    status: 'coming-soon',
  },
];

/** The programme `id`, or undefined for an id that is not in the catalogue. */
export function findProgram(id: string): Program | undefined {
  return PROGRAMS.find((program) => program.id === id);
}

/** Texts of the page and the API. */
export const PROGRAM_COMING_SOON = msg(
  'This program is coming soon and cannot be selected yet. Choose an available program.',
);
export const PROGRAM_NOT_FOUND = msg('This program does not exist. Choose one of the programs on the page.');
/** The toast after a student selects programme `title`: their enrolment changed and so did their checklist. */
export const programSelectedMessage = (title: string) =>
  msg('You are enrolled in {{title}}. Your document checklist has been updated.', { title });

/** Body of PUT /api/programs/enrolment: the programme to enrol in (an available one). */
export const enrolmentBodySchema = z.strictObject({
  programId: entityId(msg('The programme id'), PROGRAM_NOT_FOUND),
});

/** A student's enrolment: the programme and when they chose it (ISO 8601). */
const enrolmentSchema = z.object({
  programId: z.enum(PROGRAM_IDS),
  enrolledAt: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

const programSchema = z.object({
  id: z.enum(PROGRAM_IDS),
  title: z.string(),
  description: z.string(),
  feeUsd: z.int(),
  duration: z.string(),
  requirements: z.array(z.string()),
  requiredDocuments: z.array(z.enum(DOCUMENT_KINDS)),
  popular: z.boolean(),
  status: z.enum(PROGRAM_STATUSES),
});

/** Answer of GET /api/programs: the catalogue, and the viewer's enrolment (null when none or signed out). */
export const programsResponseSchema = z.object({
  programs: z.array(programSchema),
  enrolment: z.nullable(enrolmentSchema),
});
export type ProgramsResponse = z.infer<typeof programsResponseSchema>;

/** Answer of PUT /api/programs/enrolment. */
export const enrolmentResponseSchema = z.object({ enrolment: enrolmentSchema });

/** Answer of GET /api/programs/fees: the reader's programme fees (issue 26 item 5), pending and paid, newest first. */
export const programFeesResponseSchema = z.object({ fees: z.array(orderSchema) });
export type ProgramFeesResponse = z.infer<typeof programFeesResponseSchema>;
