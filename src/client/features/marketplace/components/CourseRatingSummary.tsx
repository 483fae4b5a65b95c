import { Group, Rating, Text } from '@mantine/core';

/** "(1 rating)", "(12 ratings)". */
function ratingCountText(count: number): string {
  return `(${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/**
 * A course's average rating as stars and the number to one decimal with the count of ratings,
 * e.g. "4.5 (12 ratings)", or "No ratings yet" when no buyer has rated it. The stars are a picture
 * named for screen readers ("Rated 4.5 out of 5").
 */
export function CourseRatingSummary({ rating, ratingCount }: { rating: number | null; ratingCount: number }) {
  if (rating === null) {
    return (
      <Text size="sm" c="dimmed">
        No ratings yet
      </Text>
    );
  }
  const rounded = rating.toFixed(1);
  return (
    <Group gap={6} wrap="nowrap">
      <div role="img" aria-label={`Rated ${rounded} out of 5`}>
        <Rating value={rating} fractions={10} readOnly size="sm" />
      </div>
      <Text size="sm">
        {rounded} {ratingCountText(ratingCount)}
      </Text>
    </Group>
  );
}
