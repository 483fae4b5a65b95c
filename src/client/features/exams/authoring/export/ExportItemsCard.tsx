import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_FORMATS } from '../../../../../shared/item-bank/schemas';
import { EXPORT_FORMAT_LABELS, type ExportScope, exportHref } from '../api/export-items';

/**
 * Downloads of the item bank (issue 28 item 4) for instructors and admins: her own items or the
 * shared bank's, as GIFT, Moodle XML or a QTI 3.0 package. Each button is a plain download link
 * (GET /api/item-bank/export), so the browser saves the file under the server's name; case studies
 * and items a format cannot carry are left out.
 */
export function ExportItemsCard() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<ExportScope>('mine');
  const scopeLabel = useId();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('Export items')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            'Take items to Moodle or another QTI 3.0 system. My items are your items not retired (drafts included); the shared bank is its active items. Case studies, and items a format cannot carry, are left out.',
          )}
        </Text>
        <Text size="sm" fw={500} id={scopeLabel}>
          {t('Which items')}
        </Text>
        <SegmentedControl
          aria-labelledby={scopeLabel}
          value={scope}
          onChange={(value) => setScope(value as ExportScope)}
          data={[
            { value: 'mine', label: t('My items') },
            { value: 'shared', label: t('Shared bank') },
          ]}
        />
        <Group gap="sm">
          {ITEM_FORMATS.map((format) => (
            <Button key={format} component="a" href={exportHref(format, scope)} download variant="light" color="blue">
              {t(EXPORT_FORMAT_LABELS[format])}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
