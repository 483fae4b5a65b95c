import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { ExamMode } from '../../../../shared/exams/forms';

const descriptions: Record<ExamMode, string> = {
  timed: 'Like the NCLEX: no feedback until you submit, then every answer with its rationale.',
  tutor: 'Check each answer as you go: it is locked and shown with the key and the rationale.',
  nclex:
    'The Full practice exam as on test day: one question per screen, an answer to go on, no going back, no flags or review screen.',
};

/**
 * Chooses Timed or Tutor mode for the next quiz, and NCLEX-like mode where it is offered (the Full
 * practice exam; `nclexOffered`), with what each means.
 */
export function ModeChooser({
  mode,
  onChange,
  nclexOffered = false,
}: {
  mode: ExamMode;
  onChange: (mode: ExamMode) => void;
  nclexOffered?: boolean;
}) {
  return (
    <Stack gap={6}>
      <Text fw={600} id="exam-mode-label">
        Exam mode
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(value) => onChange(value as ExamMode)}
        data={[
          { value: 'timed', label: 'Timed mode' },
          { value: 'tutor', label: 'Tutor mode' },
          ...(nclexOffered ? [{ value: 'nclex', label: 'NCLEX-like mode' }] : []),
        ]}
        aria-labelledby="exam-mode-label"
        w={{ base: '100%', xs: 'auto' }}
      />
      <Text size="sm" c="dimmed">
        {descriptions[mode]}
      </Text>
    </Stack>
  );
}
