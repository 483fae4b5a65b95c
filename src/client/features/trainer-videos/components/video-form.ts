import { z } from 'zod/mini';
import { msg } from '../../../../shared/i18n/msg';
import {
  type TrainerVideo,
  VIDEO_CATEGORIES,
  VIDEO_MAX_PRICE_CENTS,
  VIDEO_PRICE_MESSAGE,
  type VideoBody,
  type VideoFormValues,
  videoBodySchema,
} from '../../../../shared/trainer-videos/videos';
import { dollarsOf } from '../../../lib/dollars';

/** An empty video form: category NCLEX-RN (spec §9), free until a price is typed. */
export const EMPTY_VIDEO_FORM: VideoFormValues = {
  title: '',
  category: 'nclex-rn',
  description: '',
  videoUrl: '',
  price: '',
};

/** True when `dollars` has at most two decimals. */
const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/**
 * The video form's checks (spec §5 "Video"), on the shared body's rules: a title ('Please enter a
 * video title.'), a category from the list, an http(s) video URL, and a price in dollars that is
 * empty (free) or from 0 to 9,999.99 with at most two decimals.
 */
export const videoFormSchema = z.object({
  title: videoBodySchema.shape.title,
  category: z.enum(VIDEO_CATEGORIES, { error: msg('Please choose a category.') }),
  description: videoBodySchema.shape.description,
  videoUrl: z.string().check(
    z.trim(),
    z.refine((url) => videoBodySchema.shape.videoUrl.safeParse(url).success, {
      error: msg('Please enter the video’s URL, starting with http:// or https://'),
    }),
  ),
  price: z.union([z.number(), z.string()]).check(
    z.refine(
      (value) => {
        if (typeof value === 'string' && value.trim() === '') return true;
        const dollars = dollarsOf(value);
        return (
          dollars !== null &&
          dollars >= 0 &&
          isWholeCents(dollars) &&
          Math.round(dollars * 100) <= VIDEO_MAX_PRICE_CENTS
        );
      },
      { error: VIDEO_PRICE_MESSAGE },
    ),
  ),
});

/** The form's checked values as the API's body: dollars to whole cents, an empty price as 0 (free, spec §5). */
export function toVideoBody(values: z.output<typeof videoFormSchema>): VideoBody {
  return {
    title: values.title,
    category: values.category,
    description: values.description,
    videoUrl: values.videoUrl,
    priceCents: Math.round((dollarsOf(values.price) ?? 0) * 100),
  };
}

/** A saved video as the form's values (to edit it): the price back in dollars, '' when free. */
export function toVideoFormValues(video: TrainerVideo): VideoFormValues {
  return {
    title: video.title,
    category: video.category,
    description: video.description,
    videoUrl: video.videoUrl ?? '',
    price: video.priceCents === 0 ? '' : video.priceCents / 100,
  };
}
