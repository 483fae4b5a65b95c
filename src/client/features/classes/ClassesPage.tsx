import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { classPath, paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useClasses } from './api/get-classes';
import { NewClassDialog } from './components/NewClassDialog';

/**
 * /classes (issue 28 item 5): an instructor's classes (an admin's: every class), each with its
 * students, assignments and join code, linking to its page; "New class" opens the dialog. A student
 * is pointed to Join a Class instead.
 */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  const teaches = can(user, 'createTests');
  const classes = useClasses(teaches);
  const [creating, setCreating] = useState(false);

  if (isLoading) return <PageLoader label="Loading your classes" />;
  if (!teaches) {
    return (
      <Container size="md" py="xl">
        <PageMeta page={paths.classes} />
        <Title order={1}>Classes</Title>
        <Text mt="md">
          Instructors create classes. Have a class code or an invitation?{' '}
          <Anchor component={Link} to={paths.joinClass.path}>
            Join a Class
          </Anchor>
          .
        </Text>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.classes} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>Classes</Title>
          <Text c="dimmed" mt={4}>
            Group your students, assign tests with an opening and a due date, and read the results.
          </Text>
        </div>
        <Button onClick={() => setCreating(true)}>New class</Button>
      </Group>

      <Stack mt="lg">
        {classes.isPending && <PageLoader label="Loading your classes" />}
        {classes.isError && <LoadError title="Your classes could not be loaded" query={classes} />}
        {classes.data?.classes.length === 0 && (
          <Card withBorder padding="lg" radius="md">
            <Title order={2} size="h4">
              No classes yet
            </Title>
            <Text mt="xs" c="dimmed">
              Create a class, then share its join code or invite your students by email.
            </Text>
            <Button mt="md" variant="light" onClick={() => setCreating(true)} w="fit-content">
              Create your first class
            </Button>
          </Card>
        )}
        {classes.data && classes.data.classes.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {classes.data.classes.map((row) => (
              <Card key={row.id} withBorder padding="lg" radius="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={classPath(row.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Anchor>
                  {row.archivedAt && (
                    <Badge color="gray" variant="light">
                      Archived
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  {row.memberCount === 1 ? '1 student' : `${row.memberCount} students`} ·{' '}
                  {row.assignmentCount === 1 ? '1 assignment' : `${row.assignmentCount} assignments`}
                </Text>
                {can(user, 'adminFeatures') && (
                  <Text size="sm" c="dimmed">
                    Instructor: {row.instructorName}
                  </Text>
                )}
                {!row.archivedAt && (
                  <Text size="sm" mt="xs">
                    Join code <strong>{row.joinCode}</strong>
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <NewClassDialog opened={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}
