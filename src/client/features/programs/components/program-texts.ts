import type { TFunction } from 'i18next';
import { msg } from '../../../../shared/i18n/msg';
import type { Program } from '../../../../shared/programs/programs';
import { formatLocale } from '../../../lib/format';

/** A programme's fee as the page shows it (spec §9 "Program fees: 365, 200, 525, 425 USD"): whole dollars, 365 -> "$365 USD". */
export function formatFeeUsd(feeUsd: number): string {
  return `$${feeUsd.toLocaleString(formatLocale())} USD`;
}

/** The status badge of a programme (spec §4 "Program status available / coming-soon"). */
export const PROGRAM_STATUS_LABELS: Record<Program['status'], string> = {
  available: msg('Available'),
  'coming-soon': msg('Coming Soon'),
};

/** What the confirmation says before a student moves from one programme to another. */
export function changeProgramText(from: Program | undefined, to: Program, t: TFunction): string {
  const change = t(
    'If you switch to {{program}}, your document checklist changes to the documents it requires. Documents you have already uploaded stay on file.',
    { program: t(to.title) },
  );
  return from ? `${t('You are enrolled in {{program}}.', { program: t(from.title) })} ${change}` : change;
}
