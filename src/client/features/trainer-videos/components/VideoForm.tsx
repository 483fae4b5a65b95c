import { NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TITLE_MAX,
  type VideoBody,
  type VideoCategory,
  type VideoFormValues,
} from '../../../../shared/trainer-videos/videos';
import { FormFooter, type SecondaryAction } from '../../../components/FormFooter';
import { errorMessage } from '../../../lib/api-client';
import { useSavingForm } from '../../../lib/use-saving-form';
import { EMPTY_VIDEO_FORM, toVideoBody, videoFormSchema } from './video-form';

const categoryOptions = VIDEO_CATEGORIES.map((value) => ({ value, label: VIDEO_CATEGORY_LABELS[value] }));

interface VideoFormProps {
  /** The values to start from (a saved video when editing); an empty form otherwise. */
  initialValues?: VideoFormValues;
  submitLabel: string;
  /** Saves the checked video; a rejection keeps the form as typed and shows `failureText(error)`. */
  onSubmit: (body: VideoBody) => Promise<unknown>;
  /** True while the save is on its way: the button shows it and a second submit does nothing. */
  pending: boolean;
  /** Empty the form after a successful save (spec §8 "Forms reset on success"). */
  resetOnSuccess?: boolean;
  /** What to say in the form when a save fails (null: nothing). The server's message by default. */
  failureText?: (error: unknown) => string | null;
  /** A button beside the submit button, e.g. Cancel in a dialog. */
  secondaryAction?: SecondaryAction;
}

/**
 * The video form of the Upload Video tab and of Edit Video (spec §2 "Trainer videos", §5 "Video",
 * §9): Video Title (required: 'Please enter a video title.'), Category (NCLEX-RN by default),
 * Description, Video URL (an http or https address: a .mp4 or .webm file, or a YouTube or Vimeo
 * page) and Price in dollars (at least 0, step 0.01; empty means free). Submits the body with the
 * price in cents. The first invalid field takes the focus; what was typed stays when the save fails.
 */
export function VideoForm({
  initialValues = EMPTY_VIDEO_FORM,
  submitLabel,
  onSubmit,
  pending,
  resetOnSuccess = false,
  failureText = errorMessage,
  secondaryAction,
}: VideoFormProps) {
  const { form, formElement, submit, failure } = useSavingForm({
    initialValues,
    schema: videoFormSchema,
    save: (checked) => onSubmit(toVideoBody(checked)),
    pending,
    resetOnSuccess,
    failureText,
  });

  return (
    <form ref={formElement} onSubmit={submit} noValidate>
      <Stack gap="md">
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
        <NumberInput
          label="Price (USD)"
          description="Leave empty for a free video."
          min={0}
          step={0.01}
          decimalScale={2}
          prefix="$"
          thousandSeparator=","
          allowNegative={false}
          maw={240}
          {...form.getInputProps('price')}
        />
        <FormFooter
          failure={failure}
          failureTitle="The video was not saved"
          submitLabel={submitLabel}
          pending={pending}
          secondaryAction={secondaryAction}
        />
      </Stack>
    </form>
  );
}
