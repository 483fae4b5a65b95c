import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useMyAssignments } from '../api/get-my-assignments';
import { MyAssignmentList } from './MyAssignmentList';

/**
 * The Training Center's "Class assignments" section (issue 28 item 5) for a student in a class:
 * every assignment of her classes with Start, Resume or Review. Nothing while loading or when she has none.
 */
export function ClassAssignmentsSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const mine = useMyAssignments(enabled);
  if (!enabled) return null;
  if (mine.isError) return <LoadError title={t('Your class assignments could not be loaded')} query={mine} m="md" />;
  if (!mine.data || mine.data.assignments.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="class-assignments" mt="xl">
      <Title order={2} size="h3" id="class-assignments" mb="sm">
        {t('Class assignments')}
      </Title>
      <MyAssignmentList assignments={mine.data.assignments} />
    </Card>
  );
}
