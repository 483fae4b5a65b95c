import type { Program } from '../../../../shared/programs/programs';

/** A programme's fee as the page shows it (spec §9 "Program fees: 365, 200, 525, 425 USD"): whole dollars, 365 -> "$365 USD". */
export function formatFeeUsd(feeUsd: number): string {
  return `$${feeUsd.toLocaleString('en-US')} USD`;
}

/** The status badge of a programme (spec §4 "Program status available / coming-soon"). */
export const PROGRAM_STATUS_LABELS: Record<Program['status'], string> = {
  available: 'Available',
  'coming-soon': 'Coming Soon',
};

/** What the confirmation says before a student moves from one programme to another. */
export function changeProgramText(from: Program | undefined, to: Program): string {
  const current = from ? `You are enrolled in ${from.title}. ` : '';
  return `${current}If you switch to ${to.title}, your document checklist changes to the documents it requires. Documents you have already uploaded stay on file.`;
}
