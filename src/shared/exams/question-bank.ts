import { msg } from '../i18n/msg';
/** The six subjects of the question bank (spec §3 "Question"). */
export const SUBJECTS = [
  msg('Fundamentals of Nursing') as 'Fundamentals of Nursing',
  msg('Pharmacology') as 'Pharmacology',
  msg('Medical-Surgical Nursing') as 'Medical-Surgical Nursing',
  msg('Maternal-Child Health') as 'Maternal-Child Health',
  msg('Mental Health Nursing') as 'Mental Health Nursing',
  msg('Community Health') as 'Community Health',
] as const;

/**
 * The eight client-needs categories of the NCLEX-RN test plan (NCSBN, 2026 plan in force since
 * 1 April 2026, which renamed "Safety and Infection Control"). The NCLEX-PN plan has the same eight
 * categories under two other names (CAT_EXAMS.pn.categoryLabels), so an item keeps one category.
 */
export const CLIENT_NEEDS = [
  msg('Management of Care') as 'Management of Care',
  msg('Safety and Infection Prevention and Control') as 'Safety and Infection Prevention and Control',
  msg('Health Promotion and Maintenance') as 'Health Promotion and Maintenance',
  msg('Psychosocial Integrity') as 'Psychosocial Integrity',
  msg('Basic Care and Comfort') as 'Basic Care and Comfort',
  msg('Pharmacological and Parenteral Therapies') as 'Pharmacological and Parenteral Therapies',
  msg('Reduction of Risk Potential') as 'Reduction of Risk Potential',
  msg('Physiological Adaptation') as 'Physiological Adaptation',
] as const;

/**
 * Difficulty levels of an item: the spec's two (§3: medium or hard) and easy (issue 24: the adaptive
 * test needs items across the ability range, below the passing standard too).
 */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/**
 * The licensure exams an item fits (issue 24): the NCLEX-RN, the NCLEX-PN, or both. An item fits
 * the PN when it is within the practical nurse's scope as the NCLEX-PN test plan describes it
 * (NCSBN, "2026 NCLEX-PN Test Plan"): no independent assessment or planning of an unstable client,
 * no IV push or titrated infusions, delegation only as the PN plan's Coordinated Care puts it.
 */
export const EXAMS = ['rn', 'pn'] as const;

export type Subject = (typeof SUBJECTS)[number];
export type ClientNeed = (typeof CLIENT_NEEDS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type ExamId = (typeof EXAMS)[number];

/**
 * The share of items each client-needs category must hold, in percent (inclusive), from the
 * NCLEX-RN test plan (NCSBN, 2023; the 2026 plan keeps the shares).
 */
export const CLIENT_NEEDS_PERCENT_RANGES: Record<ClientNeed, { min: number; max: number }> = {
  'Management of Care': { min: 15, max: 21 },
  'Safety and Infection Prevention and Control': { min: 10, max: 16 },
  'Health Promotion and Maintenance': { min: 6, max: 12 },
  'Psychosocial Integrity': { min: 6, max: 12 },
  'Basic Care and Comfort': { min: 6, max: 12 },
  'Pharmacological and Parenteral Therapies': { min: 13, max: 19 },
  'Reduction of Risk Potential': { min: 9, max: 15 },
  'Physiological Adaptation': { min: 11, max: 17 },
};

/**
 * The share of a PN item set each client-needs category must hold, in percent (inclusive), from the
 * NCLEX-PN test plan (NCSBN, 2023; the April 2026 plan keeps the shares), under the RN category of
 * the same content: Coordinated Care is Management of Care, Pharmacological Therapies is
 * Pharmacological and Parenteral Therapies (CAT_EXAMS.pn.categoryLabels).
 */
export const PN_CLIENT_NEEDS_PERCENT_RANGES: Record<ClientNeed, { min: number; max: number }> = {
  'Management of Care': { min: 18, max: 24 },
  'Safety and Infection Prevention and Control': { min: 10, max: 16 },
  'Health Promotion and Maintenance': { min: 6, max: 12 },
  'Psychosocial Integrity': { min: 9, max: 15 },
  'Basic Care and Comfort': { min: 7, max: 13 },
  'Pharmacological and Parenteral Therapies': { min: 10, max: 16 },
  'Reduction of Risk Potential': { min: 9, max: 15 },
  'Physiological Adaptation': { min: 7, max: 13 },
};

/**
 * The fewest items the bank holds per subject: twice the size of the subject's Training Center quiz
 * (spec §9: Fundamentals 30, Pharmacology 40, Medical-Surgical 50, Maternal-Child 35, Mental Health
 * 30), so a retake need not repeat every item; Community Health, which has no quiz of its own and
 * feeds the Comprehensive Review, 50.
 */
export const SUBJECT_MINIMUM_ITEMS: Record<Subject, number> = {
  'Fundamentals of Nursing': 60,
  Pharmacology: 80,
  'Medical-Surgical Nursing': 100,
  'Maternal-Child Health': 70,
  'Mental Health Nursing': 60,
  'Community Health': 50,
};
