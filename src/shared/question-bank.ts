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

/** Item types; only single-best-answer multiple choice for now. */
export const ITEM_TYPES = ['multiple-choice'] as const;

/** Every multiple-choice item has exactly four options, lettered A-D (spec §3, §9). */
export const OPTIONS_PER_ITEM = 4;

export type Subject = (typeof SUBJECTS)[number];
export type ClientNeed = (typeof CLIENT_NEEDS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type ItemType = (typeof ITEM_TYPES)[number];
