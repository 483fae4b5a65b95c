import { CloseButton, FileInput, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  ACCEPT_ATTRIBUTE,
  ALLOWED_TYPES,
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  type StoredFile,
  storedFileSchema,
} from '../../../../shared/files/file-kinds';
import {
  FILE_URL_OR_UPLOAD,
  MATERIAL_CONTENT_MAX,
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_TITLE_MAX,
  MATERIAL_TYPE_LABELS,
  MATERIAL_TYPES,
  type MaterialBody,
  type MaterialFormValues,
  type MaterialType,
  materialBodySchema,
} from '../../../../shared/materials/materials';
import { ChosenFileProgress } from '../../../components/ChosenFileProgress';
import { FormFrame } from '../../../components/FormFrame';
import type { ProductFormProps } from '../../../components/product-form';
import { errorMessage } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/file-size';
import { uploadFile } from '../../../lib/upload-file';
import { useSavingForm } from '../../../lib/use-saving-form';

/**
 * The form's values: the body's fields as typed, the file picked to upload, and (when editing) the
 * file already uploaded that the material keeps unless it is removed or replaced.
 */
export interface MaterialFormState extends MaterialFormValues {
  file: File | null;
  keptFile: StoredFile | null;
}

/** An empty form: a document without a file (spec §9 "document (default)"). */
const EMPTY_MATERIAL_FORM: MaterialFormState = {
  title: '',
  materialType: 'document',
  description: '',
  content: '',
  fileUrl: '',
  file: null,
  keptFile: null,
};

const { fileId: _fileId, ...bodyFields } = materialBodySchema.shape;

/**
 * The shared body schema's fields (title required after trimming, type, texts, an http(s) URL),
 * with the file to upload in place of its id: not over 10 MB, not empty, and never beside a URL.
 */
const materialFormSchema = z
  .object({
    ...bodyFields,
    file: z.nullable(z.custom<File>((value) => value instanceof Blob)),
    keptFile: z.nullable(storedFileSchema),
  })
  .check(
    z.refine((values) => !values.file || values.file.size <= MAX_UPLOAD_BYTES, {
      error: FILE_TOO_LARGE_MESSAGE,
      path: ['file'],
    }),
    z.refine((values) => !values.file || values.file.size > 0, { error: EMPTY_FILE_MESSAGE, path: ['file'] }),
    z.refine((values) => !(values.fileUrl && (values.file || values.keptFile)), {
      error: FILE_URL_OR_UPLOAD,
      path: ['fileUrl'],
    }),
  );

type CheckedForm = z.output<typeof materialFormSchema>;

const allowedLabels = ALLOWED_TYPES.material.map((type) => type.label);

interface MaterialFormProps extends Omit<ProductFormProps<MaterialFormState, MaterialBody>, 'pending'> {
  /** Hears every failure, of the upload or of the save (the page's toast). */
  onError?: (error: unknown) => void;
}

/**
 * The training material form of Submit Material and of Edit (spec §2 "Trainer content", §5
 * "Material submit", §9 material types): Title (required), Material Type (Document by default),
 * Description, Content, and either a File URL (http or https) or a file to upload (the types
 * `ACCEPT_ATTRIBUTE.material` hints at, up to 10 MB; its name and size are shown), never both.
 * Checked with the shared `materialBodySchema`'s fields through `schemaResolver`; the first invalid
 * field takes the focus. On submit the file is uploaded first (a bar shows the progress), then
 * `onSubmit` gets the body with the file's id. A file uploaded once is not sent again when the save
 * is retried. A failure keeps everything typed and picked, and shows `failureText(error)`.
 */
export function MaterialForm({
  initialValues = EMPTY_MATERIAL_FORM,
  submitLabel,
  onSubmit,
  onError,
  resetOnSuccess = false,
  failureText = errorMessage,
  secondaryAction,
}: MaterialFormProps) {
  // The last file uploaded and its id, so a retried save does not upload it again.
  const { t } = useTranslation();
  const typeOptions = MATERIAL_TYPES.map((value) => ({ value, label: t(MATERIAL_TYPE_LABELS[value]) }));
  const fileHint = t('{{types}} or {{last}}, up to 10 MB.', {
    types: allowedLabels.slice(0, -1).join(', '),
    last: allowedLabels.at(-1),
  });
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  /** The id of the file the material refers to: the new file, uploaded now if it was not yet, else the kept one. */
  const fileIdFor = async (values: CheckedForm): Promise<string | null> => {
    const { file } = values;
    if (!file) return values.keptFile?.id ?? null;
    if (uploaded.current?.file === file) return uploaded.current.id;
    setProgress(0);
    const stored = await uploadFile(file, 'material', setProgress);
    uploaded.current = { file, id: stored.id };
    return stored.id;
  };

  /** Uploads the file when there is a new one, then saves the material with its id. */
  const save = async (checked: CheckedForm) => {
    const { file: _file, keptFile: _kept, ...fields } = checked;
    setBusy(true);
    try {
      const fileId = await fileIdFor(checked);
      await onSubmit({ ...fields, fileId });
      if (resetOnSuccess) uploaded.current = null;
    } catch (error) {
      onError?.(error);
      throw error;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const { form, ...saving } = useSavingForm({
    initialValues,
    schema: materialFormSchema,
    save,
    resetOnSuccess,
    failureText,
  });

  const { file, keptFile } = form.values;

  return (
    <FormFrame
      saving={saving}
      failureTitle={t('The material was not saved')}
      submitLabel={submitLabel}
      pending={busy}
      secondaryAction={secondaryAction}
      lockSecondary
    >
      <TextInput label={t('Title')} required maxLength={MATERIAL_TITLE_MAX} {...form.getInputProps('title')} />
      <Select
        label={t('Material Type')}
        data={typeOptions}
        allowDeselect={false}
        {...form.getInputProps('materialType')}
        onChange={(value) => form.setFieldValue('materialType', (value ?? 'document') as MaterialType)}
      />
      <Textarea
        label={t('Description')}
        description={t('What the material covers and who it is for.')}
        autosize
        minRows={3}
        maxLength={MATERIAL_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <Textarea
        label={t('Content')}
        description={t('The material itself, if it is text.')}
        autosize
        minRows={5}
        maxLength={MATERIAL_CONTENT_MAX}
        {...form.getInputProps('content')}
      />
      <TextInput
        label={t('File URL')}
        description={t('A link to the material, starting with http:// or https://. Or upload a file below.')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2000}
        {...form.getInputProps('fileUrl')}
      />
      {keptFile && !file && (
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('Current file: {{file}} ({{size}})', {
              file: keptFile.name,
              size: formatFileSize(keptFile.sizeBytes),
            })}
          </Text>
          <CloseButton
            aria-label={t('Remove the file {{file}}', { file: keptFile.name })}
            onClick={() => form.setFieldValue('keptFile', null)}
          />
        </Group>
      )}
      <FileInput
        label={keptFile ? t('Replace the file') : t('Upload a file')}
        description={fileHint}
        placeholder={t('Choose a file')}
        accept={ACCEPT_ATTRIBUTE.material}
        clearable
        clearButtonProps={{ 'aria-label': t('Remove the chosen file') }}
        {...form.getInputProps('file')}
      />
      <ChosenFileProgress file={file} progress={progress} />
    </FormFrame>
  );
}
