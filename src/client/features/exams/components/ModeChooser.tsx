import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamMode } from '../../../../shared/exams/forms';

/** The modes every quiz offers (NCLEX-like mode is the Full practice exam's own choice, on its card). */
import { msg } from '../../../../shared/i18n/msg';

export type PracticeMode = Exclude<ExamMode, 'nclex'>;

const descriptions: Record<PracticeMode, string> = {
  timed: msg('Like the NCLEX: no feedback until you submit, then every answer with its rationale.'),
  tutor: msg('Check each answer as you go: it is locked and shown with the key and the rationale.'),
};

/** Chooses Timed or Tutor mode for the next quiz, with what each means. */
export function ModeChooser({ mode, onChange }: { mode: PracticeMode; onChange: (mode: PracticeMode) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={600} id="exam-mode-label">
        {t('Exam mode')}
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(value) => onChange(value as PracticeMode)}
        data={[
          { value: 'timed', label: t('Timed mode') },
          { value: 'tutor', label: t('Tutor mode') },
        ]}
        aria-labelledby="exam-mode-label"
        w={{ base: '100%', xs: 'auto' }}
      />
      <Text size="sm" c="dimmed">
        {t(descriptions[mode])}
      </Text>
    </Stack>
  );
}
