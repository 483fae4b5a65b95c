import { Select, Textarea, TextInput } from '@mantine/core';
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

const categoryOptions = VIDEO_CATEGORIES.map((value) => ({ value, label: VIDEO_CATEGORY_LABELS[value] }));

/**
 * The video form of the Upload Video tab and of Edit Video (spec §2 "Trainer videos", §5 "Video",
 * §9): Video Title (required: 'Please enter a video title.'), Category (NCLEX-RN by default),
 * Description, Video URL (an http or https address: a .mp4 or .webm file, or a YouTube or Vimeo
 * page) and Price in dollars (at least 0, step 0.01; empty means free). Submits the body with the
 * price in cents. The first invalid field takes the focus; what was typed stays when the save fails.
 */
export function VideoForm(props: ProductFormProps<VideoFormValues, VideoBody>) {
  const { form, frame } = useProductForm(props, {
    empty: EMPTY_VIDEO_FORM,
    schema: videoFormSchema,
    toBody: toVideoBody,
  });

  return (
    <FormFrame {...frame} failureTitle="The video was not saved">
      <TextInput label="Video Title" required maxLength={VIDEO_TITLE_MAX} {...form.getInputProps('title')} />
      <Select
        label="Category"
        data={categoryOptions}
        allowDeselect={false}
        {...form.getInputProps('category')}
        onChange={(value) => form.setFieldValue('category', (value ?? 'nclex-rn') as VideoCategory)}
      />
      <Textarea
        label="Description"
        description="What the video teaches, and who it is for."
        autosize
        minRows={3}
        maxLength={VIDEO_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <TextInput
        type="url"
        label="Video URL"
        description="A link to a .mp4 or .webm file, or a YouTube or Vimeo video."
        placeholder="https://www.youtube.com/watch?v=..."
        required
        inputMode="url"
        autoComplete="url"
        {...form.getInputProps('videoUrl')}
      />
      <PriceInput
        description="Leave empty for a free video."
        min={0}
        allowNegative={false}
        maw={240}
        {...form.getInputProps('price')}
      />
    </FormFrame>
  );
}
