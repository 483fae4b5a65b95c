import { Alert, Group, Select, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_LABELS,
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  type CourseBody,
  type CourseCategory,
  type CourseFormValues,
  type CourseLevel,
  courseFormSchema,
  DESCRIPTION_MAX,
  DURATION_MAX,
  REQUIRED_FIELDS_MESSAGE,
  TITLE_MAX,
  toCourseBody,
} from '../../../../shared/marketplace/courses';
import { FormFrame } from '../../../components/FormFrame';
import { PriceInput } from '../../../components/PriceInput';
import { type ProductFormProps, useProductForm } from '../../../components/product-form';
import { formatMoney } from '../../../lib/format';

/** An empty course form: Beginner level, a draft (a new course has no lessons yet, issue 27 item 1). */
const EMPTY_COURSE_FORM: CourseFormValues = {
  title: '',
  description: '',
  price: '',
  category: '',
  duration: '',
  level: 'Beginner',
  isPublished: false,
};

interface CourseFormProps extends ProductFormProps<CourseFormValues, CourseBody> {
  /** The label of the publication switch. */
  publishLabel?: string;
  /**
   * False on Create Course: a new course has no lessons, so it starts as a draft and the switch is
   * replaced by a sentence saying how to publish it (issue 27 item 1).
   */
  publishable?: boolean;
}

/**
 * The course form of Create Course and Edit Course (spec §3 "Course", §5 "Create course"): Title,
 * Description, Price in dollars (at least $1, step 0.01), Category (required), Duration (free text),
 * Level and whether to publish (not on Create Course: a new course is a draft until it has a lesson). Checked with the shared `courseFormSchema`; a missing title,
 * description or price gives the spec's one message 'Please fill in all required fields' at the top
 * (those fields are marked invalid), other problems show under their field, and the first invalid
 * field takes the focus. Submits `toCourseBody(values)` (price in cents). What was typed stays when
 * the save fails.
 */
export function CourseForm({ publishLabel, publishable = true, ...props }: CourseFormProps) {
  const { t } = useTranslation();
  const categoryOptions = COURSE_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }));
  const levelOptions = COURSE_LEVELS.map((value) => ({ value, label: t(value) }));
  const { form, frame } = useProductForm(props, {
    empty: EMPTY_COURSE_FORM,
    schema: courseFormSchema,
    toBody: toCourseBody,
  });

  const missingRequired = Object.values(form.errors).includes(REQUIRED_FIELDS_MESSAGE);

  /** A field's props, with the shared "required fields" message shown once at the top, not under each field. */
  const inputProps = (field: keyof CourseFormValues, options?: { type: 'checkbox' }) => {
    const input = form.getInputProps(field, options);
    return input.error === REQUIRED_FIELDS_MESSAGE ? { ...input, error: true } : input;
  };

  return (
    <FormFrame {...frame} failureTitle={t('The course was not saved')}>
      {missingRequired && (
        <Alert color="red" variant="light" role="alert" title={t(REQUIRED_FIELDS_MESSAGE)}>
          {t('A course needs a title, a description and a price of at least {{minimum}}.', {
            minimum: formatMoney(100),
          })}
        </Alert>
      )}
      <TextInput label={t('Title')} required maxLength={TITLE_MAX} {...inputProps('title')} />
      <Textarea
        label={t('Description')}
        description={t('What students will learn, and who the course is for.')}
        required
        autosize
        minRows={4}
        maxLength={DESCRIPTION_MAX}
        {...inputProps('description')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <PriceInput required min={1} miw={160} {...inputProps('price')} />
        <Select
          label={t('Category')}
          placeholder={t('Choose a category')}
          required
          data={categoryOptions}
          allowDeselect={false}
          miw={200}
          {...inputProps('category')}
          value={form.values.category || null}
          onChange={(value) => form.setFieldValue('category', (value ?? '') as CourseCategory | '')}
        />
      </Group>
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('Duration')}
          placeholder={t('e.g. 6 weeks')}
          maxLength={DURATION_MAX}
          miw={160}
          {...inputProps('duration')}
        />
        <Select
          label={t('Level')}
          data={levelOptions}
          allowDeselect={false}
          miw={200}
          {...inputProps('level')}
          onChange={(value) => form.setFieldValue('level', (value ?? 'Beginner') as CourseLevel)}
        />
      </Group>
      {publishable ? (
        <Switch
          label={publishLabel ?? t('Publish now')}
          description={t(
            'Published courses appear in the Course Marketplace. Off: a draft only you can see. A course is published once it has a lesson.',
          )}
          {...inputProps('isPublished', { type: 'checkbox' })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('A new course starts as a draft. Add its sections and lessons in the course editor, then publish it.')}
        </Text>
      )}
    </FormFrame>
  );
}
