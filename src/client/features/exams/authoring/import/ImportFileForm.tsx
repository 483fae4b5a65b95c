import { Alert, Button, FileInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { EMPTY_FILE_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '../../../../../shared/files/file-kinds';
import { IMPORT_ACCEPT } from '../../../../../shared/item-bank/import-export';
import type { ImportReport } from '../../../../../shared/item-bank/schemas';
import { ChosenFileProgress } from '../../../../components/ChosenFileProgress';
import { translatedResolver } from '../../../../i18n/translated-resolver';
import { errorMessage } from '../../../../lib/api-client';
import { useImportItems } from '../api/import-items';

/** The sentence when no file is chosen. */
const CHOOSE_A_FILE = 'Choose a file to import.';

/** The form's one field: a chosen file, not empty and at most 10 MB (the server's limit, IMPORT_LIMITS.fileBytes). */
const importFileFormSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof Blob, { error: CHOOSE_A_FILE })
    .check(
      z.refine((file) => file.size <= MAX_UPLOAD_BYTES, { error: FILE_TOO_LARGE_MESSAGE }),
      z.refine((file) => file.size > 0, { error: EMPTY_FILE_MESSAGE }),
    ),
});

/**
 * Chooses an item file (.gift, .txt, .xml, .zip, .json, .csv; up to 10 MB) and uploads it for its
 * report, a bar showing the progress. A refusal shows the server's sentence and keeps the chosen
 * file, so it can be sent again or replaced. `onReport` gets the report.
 */
export function ImportFileForm({ onReport }: { onReport: (report: ImportReport) => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useImportItems();
  const form = useForm<{ file: File | null }>({
    mode: 'controlled',
    initialValues: { file: null },
    validate: translatedResolver(importFileFormSchema),
  });
  const file = form.values.file;

  const submit = form.onSubmit(({ file: chosen }) => {
    if (!chosen) return;
    upload.mutate(
      { file: chosen, onProgress: setProgress },
      { onSuccess: onReport, onSettled: () => setProgress(null) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FileInput
          label={t('Item file')}
          description={t('GIFT (.gift, .txt), Moodle XML (.xml), QTI 3.0 package (.zip), JSON or CSV, up to 10 MB.')}
          placeholder={t('Choose a file')}
          accept={IMPORT_ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': t('Remove the chosen file') }}
          {...form.getInputProps('file')}
        />
        <ChosenFileProgress file={file} progress={progress} />
        {upload.error && (
          <Alert color="red" role="alert" title={t('The file was not read')}>
            {errorMessage(upload.error)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={upload.isPending}>
            {t('Read the file')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
