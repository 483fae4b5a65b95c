import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import type { ItemFormat } from '../../../../../shared/item-bank/schemas';

/** The formats a bank is exported to, as the menu names them. */
const FORMATS: { format: ItemFormat; label: string }[] = [
  { format: 'gift', label: 'GIFT' },
  { format: 'moodle-xml', label: 'Moodle XML' },
  { format: 'qti3', label: msg('QTI 3 package') },
];

/** GET /api/item-bank/export?format=&scope=mine: the address of her items' file in `format` (an attachment). */
export function exportHref(format: ItemFormat, scope: 'mine' | 'shared' = 'mine'): string {
  return `/api/item-bank/export?${new URLSearchParams({ format, scope })}`;
}

/** Export: a menu of the formats, each a download of her items in it (issue 28 item 4). */
export function ExportMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">{t('Export')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label }) => (
          <Menu.Item key={format} component="a" href={exportHref(format)} download>
            {t(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
