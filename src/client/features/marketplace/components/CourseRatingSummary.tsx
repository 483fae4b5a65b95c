import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/**
 * A course's average rating as stars and the number to one decimal with the count of ratings,
 * e.g. "4.5 (12 ratings)", or "No ratings yet" when no buyer has rated it. The stars are a picture
 * named for screen readers ("Rated 4.5 out of 5").
 */
export function CourseRatingSummary({ rating, ratingCount }: { rating: number | null; ratingCount: number }) {
  const { t } = useTranslation();
  if (rating === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('No ratings yet')}
      </Text>
    );
  }
  const rounded = formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Group gap={6} wrap="nowrap">
      <div role="img" aria-label={t('Rated {{rating}} out of 5', { rating: rounded })}>
        <Rating value={rating} fractions={10} readOnly size="sm" />
      </div>
      <Text size="sm">{t('{{rating}} ({{count}} ratings)', { rating: rounded, count: ratingCount })}</Text>
    </Group>
  );
}
