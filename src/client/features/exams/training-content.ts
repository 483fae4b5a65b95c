import type { Subject } from '../../../shared/exams/question-bank';
import { msg } from '../../../shared/i18n/msg';

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

/** Each difficulty's words in the interface (English, marked with msg; shown with t). */
export const DIFFICULTY_LABELS: Record<StudyMaterial['difficulty'], string> = {
  Beginner: msg('Beginner'),
  Intermediate: msg('Intermediate'),
  Advanced: msg('Advanced'),
};

/**
 * The study materials (spec §2 "Training Center": study; §3 static samples). Interactive ones are
 * real: Tutor-mode practice of their subject, a rationale after every answer. Guides and videos
 * come with courses from the marketplace.
 */
export const STUDY_MATERIALS: StudyMaterial[] = [
  {
    id: 'pharm-tutor',
    title: msg('Pharmacology drill with rationales'),
    type: 'interactive',
    subject: 'Pharmacology',
    difficulty: 'Intermediate',
    duration: '60 min',
    description: msg(
      'Drug classes, high-alert medications and safe administration, with a rationale after each answer.',
    ),
    formId: 'pharmacology',
  },
  {
    id: 'fund-tutor',
    title: msg('Fundamentals practice with rationales'),
    type: 'interactive',
    subject: 'Fundamentals of Nursing',
    difficulty: 'Beginner',
    duration: '45 min',
    description: msg('Infection control, safety, mobility and basic care, answered one at a time with feedback.'),
    formId: 'fundamentals',
  },
  {
    id: 'medsurg-tutor',
    title: msg('Medical-surgical case practice'),
    type: 'interactive',
    subject: 'Medical-Surgical Nursing',
    difficulty: 'Advanced',
    duration: '75 min',
    description: msg('Adult health across body systems: recognize cues, prioritize and act, with feedback.'),
    formId: 'medical-surgical',
  },
  {
    id: 'matchild-tutor',
    title: msg('Maternal-child practice with rationales'),
    type: 'interactive',
    subject: 'Maternal-Child Health',
    difficulty: 'Intermediate',
    duration: '50 min',
    description: msg('Pregnancy, birth, the newborn and pediatrics, with a rationale after each answer.'),
    formId: 'maternal-child',
  },
  {
    id: 'mental-tutor',
    title: msg('Therapeutic communication practice'),
    type: 'interactive',
    subject: 'Mental Health Nursing',
    difficulty: 'Intermediate',
    duration: '45 min',
    description: msg('Mental health items with feedback on every response option.'),
    formId: 'mental-health',
  },
  {
    id: 'pharm-guide',
    title: msg('Pharmacology Quick Reference Guide'),
    type: 'pdf',
    subject: 'Pharmacology',
    difficulty: 'Intermediate',
    duration: '45 min',
    description: msg('Drug classes, antidotes and the laboratory values to watch.'),
  },
  {
    id: 'cardiac-video',
    title: msg('Cardiac Assessment Video Series'),
    type: 'video',
    subject: 'Medical-Surgical Nursing',
    difficulty: 'Advanced',
    duration: '2 h',
    description: msg('Heart sounds, rhythms and the priorities of cardiac nursing.'),
  },
  {
    id: 'community-guide',
    title: msg('Community Health Essentials'),
    type: 'pdf',
    subject: 'Community Health',
    difficulty: 'Beginner',
    duration: '30 min',
    description: msg('Screening, epidemiology, disaster triage and case management.'),
  },
];
