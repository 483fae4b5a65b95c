import { Box, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIES_COLOR } from '../../../../components/charts/ChartSvg';
import { linearScale, niceTicks } from '../../../../components/charts/scale';
import { logitDomain } from './chart-scale';
import { formatLogits } from './report-format';

/** A label's shift so it stays inside the scale near either end (positions in percent). */
const anchored = (percent: number): CSSProperties => ({
  position: 'absolute',
  left: `${percent}%`,
  transform: percent < 20 ? 'none' : percent > 80 ? 'translateX(-100%)' : 'translateX(-50%)',
  whiteSpace: 'nowrap',
});

/**
 * The figures in one sentence, with where the 95% interval lies relative to the standard, as the
 * confidence rule reads it (NCSBN's CAT): wholly above, wholly below, or containing it.
 */
export function intervalSentence(
  theta: number,
  lower: number,
  upper: number,
  passingStandard: number,
  t: TFunction,
): string {
  const values = {
    theta: formatLogits(theta),
    lower: formatLogits(lower),
    upper: formatLogits(upper),
    standard: formatLogits(passingStandard),
  };
  if (lower > passingStandard) {
    return t(
      'Ability {{theta}} logits, 95% interval {{lower}} to {{upper}}; passing standard {{standard}} logits: the whole interval is above the standard.',
      values,
    );
  }
  if (upper < passingStandard) {
    return t(
      'Ability {{theta}} logits, 95% interval {{lower}} to {{upper}}; passing standard {{standard}} logits: the whole interval is below the standard.',
      values,
    );
  }
  return t(
    'Ability {{theta}} logits, 95% interval {{lower}} to {{upper}}; passing standard {{standard}} logits: the interval contains the standard.',
    values,
  );
}

/**
 * An ability estimate against the passing standard on a horizontal logit scale (-3 to +3, widened
 * to whole logits when a value lies beyond): the standard as a labelled line, the 95% interval
 * `lower`-`upper` as a bar and `theta` as a dot (all logits; issue 22, items 4 and 6). The drawing is
 * hidden from screen readers; the sentence under it says the same in words and figures.
 */
export function IntervalBar({
  theta,
  lower,
  upper,
  passingStandard,
}: {
  theta: number;
  lower: number;
  upper: number;
  passingStandard: number;
}) {
  const { t } = useTranslation();
  const domain = logitDomain([theta, lower, upper, passingStandard]);
  const at = linearScale(domain, [0, 100]);
  const ticks = niceTicks(domain[0], domain[1], 9);
  return (
    <div>
      <Box aria-hidden="true" pos="relative" h={92} mx="md" data-interval-bar>
        <Text size="xs" fw={600} style={{ ...anchored(at(passingStandard)), top: 0 }}>
          {t('Passing standard {{standard}}', { standard: formatLogits(passingStandard) })}
        </Text>
        <div
          style={{
            position: 'absolute',
            top: 32,
            left: 0,
            right: 0,
            height: 6,
            borderRadius: 3,
            background: 'var(--mantine-color-default-border)',
          }}
        />
        <div
          style={{
            position: 'absolute',
            top: 27,
            height: 16,
            left: `${at(lower)}%`,
            width: `${Math.max(0.5, at(upper) - at(lower))}%`,
            borderRadius: 8,
            background: 'var(--mantine-color-blue-light)',
            border: `2px solid ${SERIES_COLOR}`,
            boxSizing: 'border-box',
          }}
        />
        <div
          style={{
            position: 'absolute',
            top: 20,
            height: 26,
            left: `${at(passingStandard)}%`,
            width: 0,
            borderLeft: '2px dashed var(--mantine-color-text)',
            transform: 'translateX(-1px)',
          }}
        />
        <div
          style={{
            position: 'absolute',
            top: 27,
            left: `${at(theta)}%`,
            width: 16,
            height: 16,
            borderRadius: '50%',
            background: SERIES_COLOR,
            border: '2px solid var(--mantine-color-body)',
            transform: 'translateX(-50%)',
          }}
        />
        <Text size="xs" fw={600} c="var(--mantine-color-blue-text)" style={{ ...anchored(at(theta)), top: 48 }}>
          {t('You {{theta}}', { theta: formatLogits(theta) })}
        </Text>
        {ticks.map((tick) => (
          <Text
            key={tick}
            size="xs"
            c="dimmed"
            style={{ ...anchored(at(tick)), top: 70, transform: 'translateX(-50%)' }}
          >
            {formatLogits(tick).replace(/[.,]00$/, '')}
          </Text>
        ))}
      </Box>
      <Text size="sm" mt={4}>
        {intervalSentence(theta, lower, upper, passingStandard, t)}
      </Text>
    </div>
  );
}
