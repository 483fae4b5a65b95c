import { Anchor, Card, Group, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { LoadError } from '../../../components/LoadError';
import { useMyAssignments } from '../api/get-my-assignments';
import { MyAssignmentList } from './MyAssignmentList';

/** How many assignments the dashboard card lists (those to do first). */
const SHOWN = 5;

/**
 * The student's dashboard card "My classes" (issue 28 item 5): her assignments to do first (open,
 * overdue, upcoming, then done), with Start, Resume or Review; a link to Join a Class.
 */
export function MyClassesCard() {
  const { t } = useTranslation();
  const mine = useMyAssignments();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="my-classes">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id="my-classes">
          {t('My classes')}
        </Title>
        <Anchor component={Link} to={paths.joinClass.path} size="sm">
          {t('Join a Class')}
        </Anchor>
      </Group>
      {mine.isPending && <Loader size="sm" aria-label={t('Loading your class assignments')} />}
      {mine.isError && <LoadError title={t('Your class assignments could not be loaded')} query={mine} />}
      {mine.data?.assignments.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('No class assignments. When your instructor assigns a test, it appears here with its due date.')}
        </Text>
      )}
      {mine.data && mine.data.assignments.length > 0 && (
        <>
          <MyAssignmentList assignments={mine.data.assignments.slice(0, SHOWN)} />
          {mine.data.assignments.length > SHOWN && (
            <Anchor component={Link} to={paths.trainingCenter.path} size="sm" mt="sm" display="block">
              {t('All {{number}} assignments in the Training Center', { number: mine.data.assignments.length })}
            </Anchor>
          )}
        </>
      )}
    </Card>
  );
}
