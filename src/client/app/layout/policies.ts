import { siteContact } from '../../lib/site';

/** The three policies behind the footer's buttons (spec §2 "Footer"), in plain language. */
export const policies = [
  {
    label: 'Privacy Policy',
    paragraphs: [
      'Nightingale keeps only what it needs to run your preparation: the details you give when you register, your exam attempts and answers, and the messages you send us.',
      'Your data is stored on our servers, used to show your results and progress, and never sold or shared with advertisers.',
      `To see or delete what we hold about you, write to ${siteContact.email}. We answer within 24 hours on working days.`,
    ],
  },
  {
    label: 'Terms of Service',
    paragraphs: [
      'Nightingale offers practice questions, courses and study tools to help you prepare for the NCLEX. It is not affiliated with or endorsed by the National Council of State Boards of Nursing (NCSBN); NCLEX is its registered trademark.',
      'Practice results estimate your readiness; they do not guarantee a result on the licensing exam.',
      'Keep your account to yourself, do not copy or resell questions or course material, and treat other members of the community with respect.',
    ],
  },
  {
    label: 'Cookie Policy',
    paragraphs: [
      'Nightingale uses only what the site needs to work: a session cookie while you are signed in, and your browser storage to resume a sample test after a reload.',
      'We use no advertising or tracking cookies.',
    ],
  },
] as const;
