import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../shared/i18n/msg';
import { formatNumber } from '../lib/format';

/** Names for Mantine's pagination arrows, which show only an icon (WCAG 4.1.2: every control has a name). */
export const PAGINATION_CONTROL_LABELS = {
  first: msg('First page'),
  previous: msg('Previous page'),
  next: msg('Next page'),
  last: msg('Last page'),
} as const;

/**
 * The pages of a list (the user table, the inbox, the audit log, the message board): "Showing
 * 26–50 of 120" and the page buttons ("Page 3", "Next page"…), in a navigation landmark named
 * `label`; nothing when everything fits on one page. `page` counts from 1 (a page past the end
 * shows the last one as current); `onChange` receives the chosen page.
 */
export function ListPagination({
  label,
  page,
  pageSize,
  total,
  onChange,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('Showing {{first}}–{{last}} of {{total}}', {
            first: formatNumber(first),
            last: formatNumber(last),
            total: formatNumber(total),
          })}
        </Text>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(PAGINATION_CONTROL_LABELS[control]) })}
          getItemProps={(item) => ({ 'aria-label': t('Page {{page}}', { page: item }) })}
        />
      </Group>
    </nav>
  );
}
