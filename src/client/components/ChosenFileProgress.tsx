import { Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../lib/file-size';

/**
 * Under a file field: the chosen `file`'s name and size ("notes.pdf, 1.2 MB"), and while it uploads
 * (`progress` a whole percent from 0 to 100, null when not uploading) "Uploading notes.pdf: 40%"
 * naming a progress bar (animated until 100).
 */
export function ChosenFileProgress({ file, progress }: { file: File | null; progress: number | null }) {
  const { t } = useTranslation();
  const progressLabel = useId();
  return (
    <>
      {file && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="chosen-file">
          {t('{{name}}, {{size}}', { name: file.name, size: formatFileSize(file.size) })}
        </Text>
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm" id={progressLabel}>
            {t('Uploading {{name}}: {{progress}}%', { name: file?.name ?? '', progress })}
          </Text>
          <Progress value={progress} aria-labelledby={progressLabel} animated={progress < 100} />
        </Stack>
      )}
    </>
  );
}
