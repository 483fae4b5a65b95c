import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ITEM_FLAG_LABELS,
  ITEM_STATISTIC_FLAGS,
  type ItemStatisticFlagName,
} from '../../../../shared/calibration/item-statistics';

/** Each flag's badge colour: red for misfit, orange for a difficulty out of range, grape for low discrimination. */
const FLAG_COLORS: Record<ItemStatisticFlagName, string> = {
  misfit: 'red',
  'too-easy': 'orange',
  'too-hard': 'orange',
  'low-discrimination': 'grape',
};

/** A badge keeps its words on one line in a narrow column. */
const BADGE_STYLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/** The badge of one flag (ITEM_FLAG_LABELS' label). */
export function FlagBadge({ flag }: { flag: ItemStatisticFlagName }) {
  const { t } = useTranslation();
  return (
    <Badge color={FLAG_COLORS[flag]} variant="light" style={BADGE_STYLE}>
      {t(ITEM_FLAG_LABELS[flag].label)}
    </Badge>
  );
}

/** An item's flags as badges, or "None". */
export function FlagBadges({ flags }: { flags: readonly ItemStatisticFlagName[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('None')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {flags.map((flag) => (
        <FlagBadge key={flag} flag={flag} />
      ))}
    </Group>
  );
}

/** The legend of the flags: each badge with what it means and what to do (decision 015's limits). */
export function FlagLegend() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="dl" m={0}>
      {ITEM_STATISTIC_FLAGS.map((flag) => (
        <Group key={flag} gap="sm" wrap="nowrap" align="flex-start">
          <dt>
            <FlagBadge flag={flag} />
          </dt>
          <Text component="dd" size="sm" m={0}>
            {t(ITEM_FLAG_LABELS[flag].explanation)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
