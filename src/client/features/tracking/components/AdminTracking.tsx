import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { TimelineStep } from '../../../../shared/tracking/tracking';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useStudentTimeline } from '../api/get-student-timeline';
import { todayDate } from './dates';
import { EditStepDialog } from './EditStepDialog';
import { StepTimeline, TimelineProgress } from './StepTimeline';
import { StudentPicker } from './StudentPicker';

/**
 * /tracking for admins (issue 13 "the others are set by an admin for that student, with a date and
 * a note"): the student picker, then, once a student is chosen (kept in the address as
 * `?student=<id>`), that student's timeline with an Edit button per step. An unknown or deleted
 * student shows STUDENT_NOT_FOUND and the way back to the picker.
 */
export function AdminTracking() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const studentId = params.get('student');
  return studentId ? (
    <StudentTimeline userId={studentId} />
  ) : (
    <section aria-labelledby="choose-student">
      <Title order={2} size="h3" id="choose-student" mb="sm">
        {t('Choose a student')}
      </Title>
      <StudentPicker />
    </section>
  );
}

function StudentTimeline({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const timeline = useStudentTimeline(userId);
  const [editing, setEditing] = useState<TimelineStep | null>(null);
  const back = (
    <Button component={Link} to={paths.tracking.path} variant="default" size="sm">
      {t('Choose another student')}
    </Button>
  );

  if (timeline.isPending) return <PageLoader label={t("Loading the student's timeline")} />;
  if (timeline.isError) {
    if (timeline.error instanceof ApiError && timeline.error.status === 404) {
      return (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" role="alert" title={t('This timeline cannot be shown')} w="100%">
            {errorMessage(timeline.error)}
          </Alert>
          {back}
        </Stack>
      );
    }
    return (
      <Stack gap="sm" align="flex-start">
        <LoadError title={t('The timeline could not be loaded')} query={timeline} />
        {back}
      </Stack>
    );
  }

  const { student, steps } = timeline.data;
  return (
    <section aria-labelledby="student-timeline">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="student-timeline" style={{ overflowWrap: 'anywhere' }}>
              {t('Timeline of {{name}}', { name: student.name })}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {student.email}
            </Text>
          </div>
          {back}
        </Group>
        <TimelineProgress steps={steps} />
        <StepTimeline
          steps={steps}
          today={todayDate()}
          headingLevel={3}
          label={t('Steps of {{name}}’s application', { name: student.name })}
          onEdit={setEditing}
        />
      </Stack>
      <EditStepDialog userId={student.id} studentName={student.name} step={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
