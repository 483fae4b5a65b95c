import { i18n } from '../i18n/i18n';
import { formatLocale } from './format';

/** A size in bytes as people read it: 950 -> "950 bytes", 1536 -> "1.5 KB", 3_500_000 -> "3.3 MB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return i18n.t('{{count}} bytes', { count: bytes });
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return i18n.t('{{size}} KB', { size: oneDecimal(kilobytes) });
  return i18n.t('{{size}} MB', { size: oneDecimal(kilobytes / 1024) });
}

/** A size to one decimal place, in the interface's number format ("1.5", "1,5"). */
function oneDecimal(value: number): string {
  return value.toLocaleString(formatLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
}
