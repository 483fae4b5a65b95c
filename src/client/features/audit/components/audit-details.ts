import type { TFunction } from 'i18next';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';

/** One field of an entry's record: its label and its value before and after, as text. */
interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** "earningsCents" -> "Earnings", "isRegistered" -> "Is registered", "first_name" -> "First name". */
function fieldLabel(field: string): string {
  const words = field
    .replace(/Cents$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as text: '—' for none, Yes/No, cents as dollars (fields ending in Cents), times as formatDateTime shows them (the admin's time zone), objects as JSON. */
function valueText(field: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (typeof value === 'number') return field.endsWith('Cents') ? formatMoney(value) : formatNumber(value);
  if (typeof value === 'string') {
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
      return formatDateTime(value);
    }
    return value;
  }
  return JSON.stringify(value);
}

/**
 * The fields of an entry's `before` and `after` records, in the order they first appear, each as
 * text with whether it changed (a record created or deleted has null on one side).
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  t: TFunction,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = valueText(field, before?.[field], t);
    const now = valueText(field, after?.[field], t);
    return { field, label: fieldLabel(field), before: was, after: now, changed: was !== now };
  });
}
