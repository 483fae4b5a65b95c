import { Anchor, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
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
/** What a student reads on the instructors' page, with the link to Join a Class in it. */
const JOIN_HINT = msg('Instructors create classes. Have a class code or an invitation? <1>Join a Class</1>.');

export function Component() {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation();
  const teaches = can(user, 'createTests');
  const classes = useClasses(teaches);
  const [creating, setCreating] = useState(false);

  if (isLoading) return <PageLoader label={t('Loading your classes')} />;
  if (!teaches) {
    return (
      <Container size="md" py="xl">
        <PageMeta page={paths.classes} />
        <Title order={1}>{t('Classes')}</Title>
        <Text mt="md">
          <Trans i18nKey={JOIN_HINT} components={{ 1: <Anchor component={Link} to={paths.joinClass.path} /> }} />
        </Text>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.classes} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('Classes')}</Title>
          <Text c="dimmed" mt={4}>
            {t('Group your students, assign tests with an opening and a due date, and read the results.')}
          </Text>
        </div>
        <Button onClick={() => setCreating(true)}>{t('New class')}</Button>
      </Group>

      <Stack mt="lg">
        {classes.isPending && <PageLoader label={t('Loading your classes')} />}
        {classes.isError && <LoadError title={t('Your classes could not be loaded')} query={classes} />}
        {classes.data?.classes.length === 0 && (
          <Card withBorder padding="lg" radius="md">
            <Title order={2} size="h4">
              {t('No classes yet')}
            </Title>
            <Text mt="xs" c="dimmed">
              {t('Create a class, then share its join code or invite your students by email.')}
            </Text>
            <Button mt="md" variant="light" onClick={() => setCreating(true)} w="fit-content">
              {t('Create your first class')}
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
                      {t('Archived')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  {t('{{count}} students', { count: row.memberCount })} ·{' '}
                  {t('{{count}} assignments', { count: row.assignmentCount })}
                </Text>
                {can(user, 'adminFeatures') && (
                  <Text size="sm" c="dimmed">
                    {t('Instructor: {{name}}', { name: row.instructorName })}
                  </Text>
                )}
                {!row.archivedAt && (
                  <Text size="sm" mt="xs">
                    <Trans
                      i18nKey="Join code <1>{{code}}</1>"
                      values={{ code: row.joinCode }}
                      components={{ 1: <strong /> }}
                    />
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
