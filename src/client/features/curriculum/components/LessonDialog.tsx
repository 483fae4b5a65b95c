import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_NEEDS, SUBJECTS } from '../../../../shared/exams/question-bank';
import { ITEM_TYPE_LABELS } from '../../../../shared/items/item-type-labels';
import { type EditorLesson, type LessonFields, lessonFieldsSchema } from '../../../../shared/marketplace/curriculum';
import { LESSON_KIND_LABELS, LESSON_KINDS, type LessonKind } from '../../../../shared/marketplace/lessons';
import { translateText } from '../../../i18n/i18n';
import { useLessonItems } from '../api/get-lesson-items';

const LessonTextEditor = lazy(() => import('./LessonTextEditor'));

/** The dialog's values: every kind's fields at once; only the chosen kind's are sent. */
interface LessonFormValues {
  kind: LessonKind;
  title: string;
  bodyHtml: string;
  itemId: string | null;
  subjects: string[];
  clientNeeds: string[];
  itemTypes: string[];
  itemIds: string;
  questionCount: number | string;
  passPercent: number | string;
  isFreePreview: boolean;
}

/** The lesson's fields as the API takes them, from the dialog's values. */
export function toLessonFields(values: LessonFormValues): unknown {
  const common = { title: values.title, isFreePreview: values.isFreePreview };
  switch (values.kind) {
    case 'text':
      return { kind: 'text', ...common, bodyHtml: values.bodyHtml };
    case 'material':
      return { kind: 'material', ...common, materialId: values.itemId ?? '' };
    case 'video':
      return { kind: 'video', ...common, videoId: values.itemId ?? '' };
    case 'session':
      return { kind: 'session', ...common, sessionId: values.itemId ?? '' };
    case 'quiz':
      return {
        kind: 'quiz',
        ...common,
        quiz: {
          subjects: values.subjects,
          clientNeeds: values.clientNeeds,
          itemTypes: values.itemTypes,
          itemIds: values.itemIds
            .split(/[\s,]+/)
            .map((id) => id.trim())
            .filter(Boolean),
          questionCount: Number(values.questionCount),
          passPercent: Number(values.passPercent),
        },
      };
  }
}

/** Where each of the API schema's fields shows its message in the dialog. */
const FIELD_OF: Record<string, keyof LessonFormValues> = {
  title: 'title',
  bodyHtml: 'bodyHtml',
  materialId: 'itemId',
  videoId: 'itemId',
  sessionId: 'itemId',
  subjects: 'subjects',
  clientNeeds: 'clientNeeds',
  itemTypes: 'itemTypes',
  itemIds: 'itemIds',
  questionCount: 'questionCount',
  passPercent: 'passPercent',
};

/** The dialog's errors by field, from the shared lesson schema (the server checks the same schema and more). */
function validateLesson(values: LessonFormValues): Record<string, string> {
  const parsed = lessonFieldsSchema.safeParse(toLessonFields(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = [...issue.path].reverse().find((part) => typeof part === 'string' && part in FIELD_OF);
    const field = key ? FIELD_OF[key as string] : 'title';
    if (field && !errors[field]) errors[field] = translateText(issue.message);
  }
  return errors;
}

function initialValues(lesson: EditorLesson | null, kind: LessonKind): LessonFormValues {
  return {
    kind: lesson?.kind ?? kind,
    title: lesson?.title ?? '',
    bodyHtml: lesson?.bodyHtml ?? '',
    itemId: lesson?.materialId ?? lesson?.videoId ?? lesson?.sessionId ?? null,
    subjects: lesson?.quiz?.subjects ?? [],
    clientNeeds: lesson?.quiz?.clientNeeds ?? [],
    itemTypes: lesson?.quiz?.itemTypes ?? [],
    itemIds: lesson?.quiz?.itemIds.join(', ') ?? '',
    questionCount: lesson?.quiz?.questionCount ?? 10,
    passPercent: lesson?.quiz?.passPercent ?? 70,
    isFreePreview: lesson?.isFreePreview ?? false,
  };
}

interface LessonDialogProps {
  courseId: string;
  /** The lesson to edit, or null to add one. */
  lesson: EditorLesson | null;
  /** The kind a new lesson starts with. */
  kind: LessonKind;
  /** The section a new lesson goes in (its title names the dialog). */
  sectionTitle: string;
  onClose: () => void;
  /** Saves the fields; resolves when saved, rejects with the server's refusal. */
  onSave: (fields: LessonFields) => Promise<unknown>;
  pending: boolean;
  /** Why the last save failed, if it did. */
  error: string | null;
}

/**
 * Adds or edits a lesson (issue 27 item 1): its title, its kind and the kind's fields (the text in a
 * rich-text editor, one of the trainer's approved materials, videos or upcoming sessions from a
 * list, or a quiz's subjects, client needs, item types or item ids, its number of items and pass
 * mark), and whether it is a free preview. Checked with the shared lesson schema; the server's
 * refusal (another trainer's item, too few bank items) shows as an alert.
 */
export function LessonDialog({
  courseId,
  lesson,
  kind,
  sectionTitle,
  onClose,
  onSave,
  pending,
  error,
}: LessonDialogProps) {
  const { t } = useTranslation();
  const form = useForm<LessonFormValues>({ initialValues: initialValues(lesson, kind), validate: validateLesson });
  const items = useLessonItems(courseId);
  const textLabel = useId();
  const current = form.getValues().kind;
  const choices = (items.data?.items ?? [])
    .filter((item) => item.kind === current)
    .map((item) => ({ value: item.id, label: `${item.title} (${item.detail})` }));
  form.watch('kind', () => form.setFieldValue('itemId', null));

  const submit = form.onSubmit((values) => {
    const parsed = lessonFieldsSchema.safeParse(toLessonFields(values));
    if (parsed.success) onSave(parsed.data).catch(() => undefined);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        lesson
          ? t('Edit “{{title}}”', { title: lesson.title })
          : t('Add a lesson to “{{section}}”', { section: sectionTitle })
      }
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('Kind of lesson')}
            data={LESSON_KINDS.map((value) => ({ value, label: t(LESSON_KIND_LABELS[value]) }))}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <TextInput label={t('Lesson title')} required {...form.getInputProps('title')} />
          {current === 'text' && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={textLabel}>
                {t('Lesson text')}
              </Text>
              <Suspense fallback={<Loader size="sm" aria-label={t('Loading the text editor')} />}>
                <LessonTextEditor
                  initialHtml={form.getValues().bodyHtml}
                  onChange={(html) => form.setFieldValue('bodyHtml', html)}
                  labelledBy={textLabel}
                />
              </Suspense>
              {form.errors.bodyHtml && (
                <Text size="sm" c="red" role="alert">
                  {form.errors.bodyHtml}
                </Text>
              )}
            </Stack>
          )}
          {(current === 'material' || current === 'video' || current === 'session') && (
            <Select
              label={
                current === 'material'
                  ? t('Your approved material')
                  : current === 'video'
                    ? t('Your video')
                    : t('Your session')
              }
              placeholder={items.isPending ? t('Loading…') : t('Choose one')}
              data={choices}
              searchable
              nothingFoundMessage={
                current === 'material'
                  ? t('You have no approved materials yet: upload one in Content Management.')
                  : current === 'video'
                    ? t('You have no videos yet: add one in the Video Library.')
                    : t('You have no upcoming sessions: create one in One-on-One Training.')
              }
              {...form.getInputProps('itemId')}
            />
          )}
          {current === 'quiz' && (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t(
                  'Draw items by subject, client need and item type (leave a list empty for any), or name items exactly by id.',
                )}
              </Text>
              <MultiSelect
                label={t('Subjects')}
                data={SUBJECTS.map((value) => ({ value, label: t(value) }))}
                clearable
                {...form.getInputProps('subjects')}
              />
              <MultiSelect
                label={t('Client needs')}
                data={CLIENT_NEEDS.map((value) => ({ value, label: t(value) }))}
                clearable
                {...form.getInputProps('clientNeeds')}
              />
              <MultiSelect
                label={t('Item types')}
                data={Object.entries(ITEM_TYPE_LABELS).map(([value, label]) => ({ value, label: t(label) }))}
                clearable
                {...form.getInputProps('itemTypes')}
              />
              <Textarea
                label={t('Item ids (optional)')}
                description={t('Separated by commas or spaces; when given, the filters above are not used.')}
                autosize
                minRows={1}
                {...form.getInputProps('itemIds')}
              />
              <Group grow align="flex-start">
                <NumberInput
                  label={t('Number of items')}
                  min={1}
                  max={50}
                  allowDecimal={false}
                  {...form.getInputProps('questionCount')}
                />
                <NumberInput
                  label={t('Pass mark (%)')}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  {...form.getInputProps('passPercent')}
                />
              </Group>
            </Stack>
          )}
          <Switch
            label={t('Free preview: anyone can open this lesson')}
            {...form.getInputProps('isFreePreview', { type: 'checkbox' })}
          />
          {error && (
            <Alert color="red" role="alert" title={t('The lesson was not saved')}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {lesson ? t('Save lesson') : t('Add lesson')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
