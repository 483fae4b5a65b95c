import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import { SUBJECTS } from '../../../../shared/exams/question-bank';
import { can } from '../../../../shared/roles';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useStartAttempt } from '../api/start-attempt';
import { STUDY_MATERIALS } from '../training-content';
import { StudyMaterialCard } from './StudyMaterialCard';

/**
 * The study phase (spec §4 "Training Center": overview -> study -> overview): every study material
 * with its type, subject, difficulty and duration, filtered by subject. Interactive materials start
 * Tutor-mode practice of their subject.
 */
export function StudyMaterialsView({
  onStarted,
  onBack,
}: {
  onStarted: (attempt: InProgressAttempt) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [subject, setSubject] = useState<string | null>(null);
  const start = useStartAttempt();
  const shown = STUDY_MATERIALS.filter((material) => !subject || material.subject === subject);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('Study Materials')}</Title>
          <Text c="dimmed" mt="xs">
            {t('Guides, videos and interactive practice by subject.')}
          </Text>
        </div>
        <Button variant="default" onClick={onBack}>
          {t('Back to Training Center')}
        </Button>
      </Group>
      <Select
        label={t('Subject')}
        placeholder={t('All subjects')}
        data={SUBJECTS.map((value) => ({ value, label: t(value) }))}
        value={subject}
        onChange={setSubject}
        clearable
        maw={320}
      />
      {start.isError && (
        <Alert color="red" title={t('The practice could not start')} role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      {shown.length === 0 ? (
        <Text c="dimmed">{t('No study materials for this subject yet.')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {shown.map((material) => (
            <StudyMaterialCard
              key={material.id}
              material={material}
              available={can(user, 'fullAccess')}
              onStart={() =>
                material.formId && start.mutate({ formId: material.formId, mode: 'tutor' }, { onSuccess: onStarted })
              }
              starting={start.isPending && start.variables?.formId === material.formId}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
