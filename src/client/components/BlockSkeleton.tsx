import { Box, Skeleton, type StyleProp } from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * A grey block standing in for a part of a page while its data loads, about as tall as that part
 * usually is (`height`: px, or px by breakpoint, e.g. `{ base: 569, md: 357 }`), so what is below
 * it does not jump when the data arrives (Lighthouse's layout shift). With a `label` it is announced
 * to screen readers as loading; without one it is one of several under a labelled group.
 */
export function BlockSkeleton({ label, height }: { label?: string; height: StyleProp<CSSProperties['height']> }) {
  return (
    <Box h={height} role={label ? 'status' : undefined} aria-label={label} aria-busy={label ? 'true' : undefined}>
      <Skeleton height="100%" radius="md" />
    </Box>
  );
}
