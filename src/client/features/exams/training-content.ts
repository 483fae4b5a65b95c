import type { Subject } from '../../../shared/exams/question-bank';

/** A study material of the Training Center (spec §3 static samples: type, subject, difficulty, duration). */
export interface StudyMaterial {
  id: string;
  title: string;
  type: 'pdf' | 'video' | 'interactive';
  subject: Subject;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  duration: string;
  description: string;
  /** The practice quiz an interactive material runs in Tutor mode. */
  formId?: string;
}

/**
 * The study materials (spec §2 "Training Center": study; §3 static samples). Interactive ones are
 * real: Tutor-mode practice of their subject, a rationale after every answer. Guides and videos
 * come with courses from the marketplace.
 */
export const STUDY_MATERIALS: StudyMaterial[] = [
  {
    id: 'pharm-tutor',
    title: 'Pharmacology drill with rationales',
    type: 'interactive',
    subject: 'Pharmacology',
    difficulty: 'Intermediate',
    duration: '60 min',
    description: 'Drug classes, high-alert medications and safe administration, with a rationale after each answer.',
    formId: 'pharmacology',
  },
  {
    id: 'fund-tutor',
    title: 'Fundamentals practice with rationales',
    type: 'interactive',
    subject: 'Fundamentals of Nursing',
    difficulty: 'Beginner',
    duration: '45 min',
    description: 'Infection control, safety, mobility and basic care, answered one at a time with feedback.',
    formId: 'fundamentals',
  },
  {
    id: 'medsurg-tutor',
    title: 'Medical-surgical case practice',
    type: 'interactive',
    subject: 'Medical-Surgical Nursing',
    difficulty: 'Advanced',
    duration: '75 min',
    description: 'Adult health across body systems: recognize cues, prioritize and act, with feedback.',
    formId: 'medical-surgical',
  },
  {
    id: 'matchild-tutor',
    title: 'Maternal-child practice with rationales',
    type: 'interactive',
    subject: 'Maternal-Child Health',
    difficulty: 'Intermediate',
    duration: '50 min',
    description: 'Pregnancy, birth, the newborn and pediatrics, with a rationale after each answer.',
    formId: 'maternal-child',
  },
  {
    id: 'mental-tutor',
    title: 'Therapeutic communication practice',
    type: 'interactive',
    subject: 'Mental Health Nursing',
    difficulty: 'Intermediate',
    duration: '45 min',
    description: 'Mental health items with feedback on every response option.',
    formId: 'mental-health',
  },
  {
    id: 'pharm-guide',
    title: 'Pharmacology Quick Reference Guide',
    type: 'pdf',
    subject: 'Pharmacology',
    difficulty: 'Intermediate',
    duration: '45 min',
    description: 'Drug classes, antidotes and the laboratory values to watch.',
  },
  {
    id: 'cardiac-video',
    title: 'Cardiac Assessment Video Series',
    type: 'video',
    subject: 'Medical-Surgical Nursing',
    difficulty: 'Advanced',
    duration: '2 h',
    description: 'Heart sounds, rhythms and the priorities of cardiac nursing.',
  },
  {
    id: 'community-guide',
    title: 'Community Health Essentials',
    type: 'pdf',
    subject: 'Community Health',
    difficulty: 'Beginner',
    duration: '30 min',
    description: 'Screening, epidemiology, disaster triage and case management.',
  },
];
