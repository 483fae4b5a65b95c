import { Anchor, Badge, Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageMeta } from '../../components/PageMeta';
import { PageError, PageLoader } from '../../components/PageStatus';
import { errorMessage } from '../../lib/api-client';
import { useArchiveClass } from './api/archive-class';
import { useClass } from './api/get-class';
import { AssignmentsTab } from './components/AssignmentsTab';
import { RenameClassDialog } from './components/RenameClassDialog';
import { ResultsTab } from './components/ResultsTab';
import { StudentsTab } from './components/StudentsTab';

const TABS = ['students', 'assignments', 'results'] as const;
type Tab = (typeof TABS)[number];

/**
 * /classes/:classId (issue 28 item 5), for its instructor or an admin: the class's name and tabs
 * Students (join code, invitations, members), Assignments and Results; the tab lives in the address
 * (`?tab=`). Rename; Archive after a confirmation. Anyone else reads the server's 404 sentence.
 */
export function Component() {
  const { classId = '' } = useParams();
  const detail = useClass(classId);
  const archive = useArchiveClass();
  const [params, setParams] = useSearchParams();
  const [archiving, setArchiving] = useState<true | null>(null);
  const [renaming, setRenaming] = useState(false);
  const { t } = useTranslation();
  const tab: Tab = TABS.find((entry) => entry === params.get('tab')) ?? 'students';

  if (detail.isPending) return <PageLoader label={t('Loading the class')} />;
  if (detail.isError) return <PageError title={t('The class could not be loaded')} error={detail.error} />;
  const data = detail.data;

  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.classDetail} title={data.name} />
      <Anchor component={Link} to={paths.classes.path} size="sm">
        {t('← All classes')}
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="xs" wrap="wrap" gap="sm">
        <div>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('Instructor: {{name}}', { name: data.instructorName })}
            {data.archivedAt && (
              <Badge color="gray" variant="light" ml="xs">
                {t('Archived')}
              </Badge>
            )}
          </Text>
        </div>
        {!data.archivedAt && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setRenaming(true)}>
              {t('Rename')}
            </Button>
            <Button variant="default" color="red" onClick={() => setArchiving(true)}>
              {t('Archive class')}
            </Button>
          </Group>
        )}
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'students' ? { tab: value } : {})}
        mt="lg"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('Class sections')}>
          <Tabs.Tab value="students">{t('Students ({{number}})', { number: data.members.length })}</Tabs.Tab>
          <Tabs.Tab value="assignments">{t('Assignments ({{number}})', { number: data.assignments.length })}</Tabs.Tab>
          <Tabs.Tab value="results">{t('Results')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students" pt="lg">
          <StudentsTab detail={data} />
        </Tabs.Panel>
        <Tabs.Panel value="assignments" pt="lg">
          <AssignmentsTab detail={data} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="lg">
          <ResultsTab classId={data.id} />
        </Tabs.Panel>
      </Tabs>

      <RenameClassDialog classId={data.id} name={data.name} opened={renaming} onClose={() => setRenaming(false)} />
      <ConfirmDialog
        target={archiving}
        title={() => t('Archive {{name}}?', { name: data.name })}
        confirmLabel={t('Archive class')}
        onConfirm={() => archive.mutate(data.id, { onSuccess: () => setArchiving(null) })}
        onClose={() => {
          archive.reset();
          setArchiving(null);
        }}
        pending={archive.isPending}
        failure={archive.isError ? errorMessage(archive.error) : null}
        failureTitle={t('The class was not archived')}
      >
        {() => (
          <Text>
            {t(
              'Students no longer see the class or its assignments, and its code joins nothing. Its results stay here for you to read.',
            )}
          </Text>
        )}
      </ConfirmDialog>
    </Container>
  );
}
