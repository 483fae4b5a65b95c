/** The six subjects of the question bank (spec §3 "Question"). */
export const SUBJECTS = [
  'Fundamentals of Nursing',
  'Pharmacology',
  'Medical-Surgical Nursing',
  'Maternal-Child Health',
  'Mental Health Nursing',
  'Community Health',
] as const;

/** The eight client-needs categories of the NCLEX-RN test plan. */
export const CLIENT_NEEDS = [
  'Management of Care',
  'Safety and Infection Control',
  'Health Promotion and Maintenance',
  'Psychosocial Integrity',
  'Basic Care and Comfort',
  'Pharmacological and Parenteral Therapies',
  'Reduction of Risk Potential',
  'Physiological Adaptation',
] as const;

/** Difficulty levels the spec allows (§3): medium or hard. */
export const DIFFICULTIES = ['medium', 'hard'] as const;

export type Subject = (typeof SUBJECTS)[number];
export type ClientNeed = (typeof CLIENT_NEEDS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * The share of items each client-needs category must hold, in percent (inclusive), from the
 * NCLEX-RN test plan (NCSBN, 2023).
 */
export const CLIENT_NEEDS_PERCENT_RANGES: Record<ClientNeed, { min: number; max: number }> = {
  'Management of Care': { min: 15, max: 21 },
  'Safety and Infection Control': { min: 10, max: 16 },
  'Health Promotion and Maintenance': { min: 6, max: 12 },
  'Psychosocial Integrity': { min: 6, max: 12 },
  'Basic Care and Comfort': { min: 6, max: 12 },
  'Pharmacological and Parenteral Therapies': { min: 13, max: 19 },
  'Reduction of Risk Potential': { min: 9, max: 15 },
  'Physiological Adaptation': { min: 11, max: 17 },
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
