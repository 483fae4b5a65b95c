import type { TFunction } from 'i18next';

/**
 * A time limit in words, in the interface's language (as formatTimeLimit in
 * src/shared/exams/countdown.ts writes it in English): 2700 -> "45 minutes", 18000 -> "5 hours".
 */
export function timeLimitText(seconds: number, t: TFunction): string {
  const minutes = Math.round(seconds / 60);
  if (minutes >= 120 && minutes % 60 === 0) return t('{{count}} hours', { count: minutes / 60 });
  return t('{{count}} minutes', { count: minutes });
}
