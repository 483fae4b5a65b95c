import { Group, Kbd, Text } from '@mantine/core';

/** The exam screen's keyboard shortcuts, listed under the question (NCLEX-like mode: no previous and no flag). */
export function KeyboardShortcuts({ nclex = false }: { nclex?: boolean }) {
  return (
    <Group gap="md" c="dimmed" fz="sm" aria-label="Keyboard shortcuts" role="note">
      <Text size="sm">Keyboard:</Text>
      <Text size="sm">
        <Kbd>A</Kbd>–<Kbd>E</Kbd> or <Kbd>1</Kbd>–<Kbd>6</Kbd> choose
      </Text>
      <Text size="sm">
        <Kbd>N</Kbd> next
      </Text>
      {!nclex && (
        <Text size="sm">
          <Kbd>P</Kbd> previous
        </Text>
      )}
      {!nclex && (
        <Text size="sm">
          <Kbd>F</Kbd> flag for review
        </Text>
      )}
      <Text size="sm">
        <Kbd>X</Kbd> on an option strikes it out (or right-click)
      </Text>
    </Group>
  );
}
