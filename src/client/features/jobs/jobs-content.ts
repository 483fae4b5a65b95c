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

/** The static job cards shown on the job board. Hospital names are fictional examples. */
export const JOBS: Job[] = [
  {
    id: 'med-surg-rn-houston',
    title: 'Registered Nurse, Medical-Surgical',
    hospital: 'Riverbend Regional Medical Center',
    location: 'Houston, TX, USA',
    type: 'Full-time',
    salary: '$78,000 - $96,000 / year',
    posted: '2 days ago',
    requirements: [
      'Active NCLEX-RN pass or scheduled exam',
      'VisaScreen certificate',
      '1+ year acute care experience',
      'BLS certification',
    ],
    urgent: true,
  },
  {
    id: 'icu-rn-toronto',
    title: 'Registered Nurse, Intensive Care Unit',
    hospital: 'Lakeshore General Hospital',
    location: 'Toronto, ON, Canada',
    type: 'Full-time',
    salary: 'CA$44 - CA$54 / hour',
    posted: '4 days ago',
    requirements: [
      'NCLEX-RN pass',
      'Registration with the provincial nursing regulator, or application in progress',
      '2+ years critical care experience',
    ],
    urgent: true,
  },
  {
    id: 'telemetry-rn-chicago',
    title: 'Registered Nurse, Telemetry',
    hospital: 'Northfield Community Hospital',
    location: 'Chicago, IL, USA',
    type: 'Per diem',
    salary: '$48 - $60 / hour',
    posted: '1 week ago',
    requirements: [
      'Active NCLEX-RN pass or scheduled exam',
      'VisaScreen certificate',
      '1+ year telemetry or acute care experience',
      'BLS and ACLS certification',
    ],
    urgent: false,
  },
  {
    id: 'long-term-care-rn-vancouver',
    title: 'Registered Nurse, Long-Term Care',
    hospital: 'Cedar Bay Health Centre',
    location: 'Vancouver, BC, Canada',
    type: 'Part-time',
    salary: 'CA$42 - CA$50 / hour',
    posted: '2 weeks ago',
    requirements: [
      'NCLEX-RN pass',
      'Registration with the provincial nursing regulator, or application in progress',
      '1+ year experience in adult or older adult care',
    ],
    urgent: false,
  },
];
