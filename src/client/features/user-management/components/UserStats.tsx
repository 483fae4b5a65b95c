import { SimpleGrid, Skeleton } from '@mantine/core';
import type { UserStats as Stats } from '../../../../shared/user-management/users';
import { StatCard } from '../../../components/StatCard';

const count = new Intl.NumberFormat('en-US');

const CARDS: { key: keyof Stats; label: string }[] = [
  { key: 'total', label: 'Total Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'instructors', label: 'Instructors' },
  { key: 'trainers', label: 'Trainers' },
  { key: 'students', label: 'Students' },
  { key: 'registered', label: 'Registered' },
];

/**
 * The six stat cards of /user-management (spec §2 "User management"): every account, admins,
 * instructors, trainers, students and registered ones (deleted accounts not counted). Skeletons
 * while `stats` is on its way (undefined).
 */
export function UserStats({ stats }: { stats: Stats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" aria-busy={stats === undefined}>
      {CARDS.map(({ key, label }) =>
        stats ? (
          <StatCard key={key} value={count.format(stats[key])} label={label} />
        ) : (
          <Skeleton key={key} height={86} radius="md" />
        ),
      )}
    </SimpleGrid>
  );
}
