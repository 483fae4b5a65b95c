import { Group, Kbd, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';

/** The exam screen's keyboard shortcuts, listed under the question (NCLEX-like mode: no previous and no flag). */
export function KeyboardShortcuts({ nclex = false }: { nclex?: boolean }) {
  const { t } = useTranslation();
  const kbd = { 1: <Kbd /> };
  return (
    <Group gap="md" c="dimmed" fz="sm" aria-label={t('Keyboard shortcuts')} role="note">
      <Text size="sm">{t('Keyboard:')}</Text>
      <Text size="sm">
        <Trans
          i18nKey={msg('<1>A</1>–<2>E</2> or <3>1</3>–<4>6</4> choose')}
          components={{ 1: <Kbd />, 2: <Kbd />, 3: <Kbd />, 4: <Kbd /> }}
        />
      </Text>
      <Text size="sm">
        <Trans i18nKey={msg('<1>N</1> next')} components={kbd} />
      </Text>
      {!nclex && (
        <Text size="sm">
          <Trans i18nKey={msg('<1>P</1> previous')} components={kbd} />
        </Text>
      )}
      {!nclex && (
        <Text size="sm">
          <Trans i18nKey={msg('<1>F</1> flag for review')} components={kbd} />
        </Text>
      )}
      <Text size="sm">
        <Trans i18nKey={msg('<1>X</1> on an option strikes it out (or right-click)')} components={kbd} />
      </Text>
    </Group>
  );
}
