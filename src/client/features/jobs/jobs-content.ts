import { msg } from '../../../shared/i18n/msg';

/** One job card on the job board: a nursing position at a hospital that hires internationally educated nurses. */
export interface Job {
  id: string;
  title: string;
  hospital: string;
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Per diem';
  salary: string;
  posted: string;
  requirements: string[];
  urgent: boolean;
}

/** How each kind of contract reads on a card. */
export const JOB_TYPE_LABELS: Record<Job['type'], string> = {
  'Full-time': msg('Full-time'),
  'Part-time': msg('Part-time'),
  Contract: msg('Contract'),
  'Per diem': msg('Per diem'),
};

/** The static job cards shown on the job board. Hospital names are fictional examples. */
export const JOBS: Job[] = [
  {
    id: 'med-surg-rn-houston',
    title: msg('Registered Nurse, Medical-Surgical'),
    hospital: 'Riverbend Regional Medical Center',
    location: 'Houston, TX, USA',
    type: 'Full-time',
    salary: msg('$78,000 - $96,000 / year'),
    posted: msg('2 days ago'),
    requirements: [
      msg('Active NCLEX-RN pass or scheduled exam'),
      msg('VisaScreen certificate'),
      msg('1+ year acute care experience'),
      msg('BLS certification'),
    ],
    urgent: true,
  },
  {
    id: 'icu-rn-toronto',
    title: msg('Registered Nurse, Intensive Care Unit'),
    hospital: 'Lakeshore General Hospital',
    location: 'Toronto, ON, Canada',
    type: 'Full-time',
    salary: msg('CA$44 - CA$54 / hour'),
    posted: msg('4 days ago'),
    requirements: [
      msg('NCLEX-RN pass'),
      msg('Registration with the provincial nursing regulator, or application in progress'),
      msg('2+ years critical care experience'),
    ],
    urgent: true,
  },
  {
    id: 'telemetry-rn-chicago',
    title: msg('Registered Nurse, Telemetry'),
    hospital: 'Northfield Community Hospital',
    location: 'Chicago, IL, USA',
    type: 'Per diem',
    salary: msg('$48 - $60 / hour'),
    posted: msg('1 week ago'),
    requirements: [
      msg('Active NCLEX-RN pass or scheduled exam'),
      msg('VisaScreen certificate'),
      msg('1+ year telemetry or acute care experience'),
      msg('BLS and ACLS certification'),
    ],
    urgent: false,
  },
  {
    id: 'long-term-care-rn-vancouver',
    title: msg('Registered Nurse, Long-Term Care'),
    hospital: 'Cedar Bay Health Centre',
    location: 'Vancouver, BC, Canada',
    type: 'Part-time',
    salary: msg('CA$42 - CA$50 / hour'),
    posted: msg('2 weeks ago'),
    requirements: [
      msg('NCLEX-RN pass'),
      msg('Registration with the provincial nursing regulator, or application in progress'),
      msg('1+ year experience in adult or older adult care'),
    ],
    urgent: false,
  },
];
