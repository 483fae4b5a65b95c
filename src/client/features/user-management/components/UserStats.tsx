import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import type { UserStats as Stats } from '../../../../shared/user-management/users';
import { StatCard } from '../../../components/StatCard';
import { formatNumber } from '../../../lib/format';

const CARDS: { key: keyof Stats; label: string }[] = [
  { key: 'total', label: msg('Total Users') },
  { key: 'admins', label: msg('Admins') },
  { key: 'instructors', label: msg('Instructors') },
  { key: 'trainers', label: msg('Trainers') },
  { key: 'students', label: msg('Students') },
  { key: 'registered', label: msg('Registered') },
];

/**
 * The six stat cards of /user-management (spec §2 "User management"): every account, admins,
 * instructors, trainers, students and registered ones (deleted accounts not counted). Skeletons
 * while `stats` is on its way (undefined).
 */
export function UserStats({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" aria-busy={stats === undefined}>
      {CARDS.map(({ key, label }) =>
        stats ? (
          <StatCard key={key} value={formatNumber(stats[key])} label={t(label)} />
        ) : (
          <Skeleton key={key} height={86} radius="md" />
        ),
      )}
    </SimpleGrid>
  );
}
