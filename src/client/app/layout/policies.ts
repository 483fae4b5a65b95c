import { msg } from '../../../shared/i18n/msg';
import { siteContact } from '../../lib/site';

/** The three policies behind the footer's buttons (spec §2 "Footer"), in plain language. */
export const policies = [
  {
    label: msg('Privacy Policy'),
    paragraphs: [
      msg(
        'Nightingale keeps only what it needs to run your preparation: the details you give when you register, your exam attempts and answers, and the messages you send us.',
      ),
      msg(
        'Your data is stored on our servers, used to show your results and progress, and never sold or shared with advertisers.',
      ),
      msg('To see or delete what we hold about you, write to {{email}}. We answer within 24 hours on working days.', {
        email: siteContact.email,
      }),
    ],
  },
  {
    label: msg('Terms of Service'),
    paragraphs: [
      msg(
        'Nightingale offers practice questions, courses and study tools to help you prepare for the NCLEX. It is not affiliated with or endorsed by the National Council of State Boards of Nursing (NCSBN); NCLEX is its registered trademark.',
      ),
      msg('Practice results estimate your readiness; they do not guarantee a result on the licensing exam.'),
      msg(
        'Keep your account to yourself, do not copy or resell questions or course material, and treat other members of the community with respect.',
      ),
    ],
  },
  {
    label: msg('Cookie Policy'),
    paragraphs: [
      msg(
        'Nightingale uses only what the site needs to work: a session cookie while you are signed in, and your browser storage to resume a sample test after a reload.',
      ),
      msg('We use no advertising or tracking cookies.'),
    ],
  },
] as const;
