import { Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TITLE_MAX,
  type VideoBody,
  type VideoCategory,
  type VideoFormValues,
} from '../../../../shared/trainer-videos/videos';
import { FormFrame } from '../../../components/FormFrame';
import { PriceInput } from '../../../components/PriceInput';
import { type ProductFormProps, useProductForm } from '../../../components/product-form';
import { EMPTY_VIDEO_FORM, toVideoBody, videoFormSchema } from './video-form';

/**
 * The video form of the Upload Video tab and of Edit Video (spec §2 "Trainer videos", §5 "Video",
 * §9): Video Title (required: 'Please enter a video title.'), Category (NCLEX-RN by default),
 * Description, Video URL (an http or https address: a .mp4 or .webm file, or a YouTube or Vimeo
 * page) and Price in dollars (at least 0, step 0.01; empty means free). Submits the body with the
 * price in cents. The first invalid field takes the focus; what was typed stays when the save fails.
 */
export function VideoForm(props: ProductFormProps<VideoFormValues, VideoBody>) {
  const { t } = useTranslation();
  const categoryOptions = VIDEO_CATEGORIES.map((value) => ({ value, label: t(VIDEO_CATEGORY_LABELS[value]) }));
  const { form, frame } = useProductForm(props, {
    empty: EMPTY_VIDEO_FORM,
    schema: videoFormSchema,
    toBody: toVideoBody,
  });

  return (
    <FormFrame {...frame} failureTitle={t('The video was not saved')}>
      <TextInput label={t('Video Title')} required maxLength={VIDEO_TITLE_MAX} {...form.getInputProps('title')} />
      <Select
        label={t('Category')}
        data={categoryOptions}
        allowDeselect={false}
        {...form.getInputProps('category')}
        onChange={(value) => form.setFieldValue('category', (value ?? 'nclex-rn') as VideoCategory)}
      />
      <Textarea
        label={t('Description')}
        description={t('What the video teaches, and who it is for.')}
        autosize
        minRows={3}
        maxLength={VIDEO_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <TextInput
        type="url"
        label={t('Video URL')}
        description={t('A link to a .mp4 or .webm file, or a YouTube or Vimeo video.')}
        placeholder="https://www.youtube.com/watch?v=..."
        required
        inputMode="url"
        autoComplete="url"
        {...form.getInputProps('videoUrl')}
      />
      <PriceInput
        description={t('Leave empty for a free video.')}
        min={0}
        allowNegative={false}
        maw={240}
        {...form.getInputProps('price')}
      />
    </FormFrame>
  );
}
